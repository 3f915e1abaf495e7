import { useEffect, useEffectEvent, useRef } from 'react'
import { cn } from '@/lib/cn'
import { embedIframe } from './embed-iframe'
import { pollTime } from './poll-time'
import { embedReady, newEmbedState, useEmbedHandle } from './use-embed-handle'
import type { VideoPlayerProps } from './video-player-handle'

const ignore = () => {}

/**
 * A Vimeo video in Vimeo's own embed, driven through the official @vimeo/player package (imported on first use).
 * `dnt=1` asks Vimeo not to track the viewer. Playback speed works only where the video's owner allows it.
 */
export function VimeoPlayer({
  videoId,
  hash,
  title,
  onTimeUpdate,
  onReady,
  onError,
  className,
  ref,
}: Omit<VideoPlayerProps, 'src'> & { videoId: string; hash: string | null }) {
  const box = useRef<HTMLDivElement>(null)
  const state = useRef(newEmbedState())
  useEmbedHandle(ref, state)
  const timeUpdate = useEffectEvent((seconds: number) => {
    state.current.time = seconds
    onTimeUpdate?.(seconds)
  })
  const ready = useEffectEvent(() => onReady?.())
  const failed = useEffectEvent(() => onError?.())
  const frameTitle = useEffectEvent(() => title)

  useEffect(() => {
    const container = box.current
    if (!container) return
    let cancelled = false
    let stopPolling = ignore
    let destroy = ignore
    import('@vimeo/player').then(
      ({ default: Player }) => {
        if (cancelled) return
        const query = new URLSearchParams({ ...(hash ? { h: hash } : {}), playsinline: '1', dnt: '1' })
        const frame = embedIframe(`https://player.vimeo.com/video/${videoId}?${query}`, frameTitle())
        container.append(frame)
        const player = new Player(frame)
        destroy = () => {
          void player.destroy().catch(ignore)
          frame.remove()
        }
        const read = () => player.getCurrentTime()
        player.on('play', () => {
          stopPolling()
          stopPolling = pollTime(read, timeUpdate)
        })
        const stop = () => {
          stopPolling()
          stopPolling = ignore
          void read().then(timeUpdate, ignore)
        }
        player.on('pause', stop)
        player.on('ended', stop)
        player.on('seeked', (event: { seconds: number }) => timeUpdate(event.seconds))
        player.on('error', () => failed())
        player.ready().then(
          () => {
            if (cancelled) return
            embedReady(state.current, {
              play: () => void player.play().catch(ignore),
              pause: () => void player.pause().catch(ignore),
              seek: (seconds) => void player.setCurrentTime(seconds).catch(ignore),
              setPlaybackRate: (rate) => void player.setPlaybackRate(rate).catch(ignore),
            })
            ready()
          },
          () => {
            if (!cancelled) failed()
          },
        )
      },
      () => {
        if (!cancelled) failed()
      },
    )
    return () => {
      cancelled = true
      stopPolling()
      state.current = newEmbedState()
      destroy()
    }
  }, [videoId, hash])

  useEffect(() => {
    box.current?.querySelector('iframe')?.setAttribute('title', title)
  }, [title])

  return (
    <div
      ref={box}
      className={cn('aspect-video w-full overflow-hidden rounded-lg bg-black', className)}
      data-testid="video-player"
      data-backend="vimeo"
    />
  )
}
