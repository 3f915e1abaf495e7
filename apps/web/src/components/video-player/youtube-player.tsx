import { useEffect, useEffectEvent, useRef } from 'react'
import { cn } from '@/lib/cn'
import { embedIframe } from './embed-iframe'
import { loadYouTubeApi } from './load-youtube-api'
import { pollTime } from './poll-time'
import { embedReady, newEmbedState, useEmbedHandle } from './use-embed-handle'
import type { VideoPlayerProps } from './video-player-handle'

/**
 * A YouTube video in YouTube's own embed, driven through the official IFrame Player API (loaded on first use). The
 * frame is youtube-nocookie.com's: no cookies until the viewer plays.
 */
export function YouTubePlayer({
  videoId,
  title,
  onTimeUpdate,
  onReady,
  onError,
  className,
  ref,
}: Omit<VideoPlayerProps, 'src'> & { videoId: string }) {
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
    let stopPolling = () => {}
    let player: { destroy(): void } | null = null
    let frame: HTMLIFrameElement | null = null
    loadYouTubeApi().then(
      (YT) => {
        if (cancelled) return
        const query = new URLSearchParams({ enablejsapi: '1', playsinline: '1', rel: '0', origin: location.origin })
        frame = embedIframe(`https://www.youtube-nocookie.com/embed/${videoId}?${query}`, frameTitle())
        container.append(frame)
        const api = new YT.Player(frame, {
          events: {
            onReady() {
              embedReady(state.current, {
                play: () => api.playVideo(),
                pause: () => api.pauseVideo(),
                seek: (seconds) => api.seekTo(seconds, true),
                setPlaybackRate: (rate) => api.setPlaybackRate(rate),
              })
              ready()
            },
            onStateChange({ data }) {
              stopPolling()
              stopPolling = () => {}
              timeUpdate(api.getCurrentTime())
              if (data === YT.PlayerState.PLAYING) stopPolling = pollTime(() => api.getCurrentTime(), timeUpdate)
            },
            onError: () => failed(),
          },
        })
        player = api
      },
      () => {
        if (!cancelled) failed()
      },
    )
    return () => {
      cancelled = true
      stopPolling()
      state.current = newEmbedState()
      player?.destroy()
      frame?.remove()
    }
  }, [videoId])

  useEffect(() => {
    box.current?.querySelector('iframe')?.setAttribute('title', title)
  }, [title])

  return (
    <div
      ref={box}
      className={cn('aspect-video w-full overflow-hidden rounded-lg bg-black', className)}
      data-testid="video-player"
      data-backend="youtube"
    />
  )
}
