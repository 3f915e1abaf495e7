import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react'
import { cn } from '@/lib/cn'
import { newEmbedState, useEmbedHandle, type EmbedState } from './use-embed-handle'
import type { VideoPlayerProps } from './video-player-handle'

export type EmbedPlayerProps = Omit<VideoPlayerProps, 'src'>

/** What an embed's set-up effect calls: always the latest props, so the effect need not rerun when they change. */
export interface EmbedEvents {
  timeUpdate(seconds: number): void
  ready(): void
  failed(): void
  frameTitle(): string
}

/**
 * What the YouTube and Vimeo players share: the box their iframe goes into, the handle (calls before the embed is
 * ready wait for it), the events their set-up effect reports through, and the iframe's title kept current.
 */
export function useEmbedPlayer({ title, onTimeUpdate, onReady, onError, ref }: EmbedPlayerProps): {
  box: RefObject<HTMLDivElement | null>
  state: RefObject<EmbedState>
  events: EmbedEvents
} {
  const box = useRef<HTMLDivElement>(null)
  const state = useRef(newEmbedState())
  useEmbedHandle(ref, state)
  const latest = useRef({ title, onTimeUpdate, onReady, onError })
  useLayoutEffect(() => {
    latest.current = { title, onTimeUpdate, onReady, onError }
  })
  const events = useMemo<EmbedEvents>(
    () => ({
      timeUpdate(seconds) {
        state.current.time = seconds
        latest.current.onTimeUpdate?.(seconds)
      },
      ready: () => latest.current.onReady?.(),
      failed: () => latest.current.onError?.(),
      frameTitle: () => latest.current.title,
    }),
    [],
  )
  useEffect(() => {
    box.current?.querySelector('iframe')?.setAttribute('title', title)
  }, [title])
  return { box, state, events }
}

/** The 16:9 box an embed's iframe is put into. */
export function EmbedBox({
  box,
  backend,
  className,
}: {
  box: RefObject<HTMLDivElement | null>
  backend: 'youtube' | 'vimeo'
  className?: string | undefined
}) {
  return (
    <div
      ref={box}
      className={cn('aspect-video w-full overflow-hidden rounded-lg bg-black', className)}
      data-testid="video-player"
      data-backend={backend}
    />
  )
}
