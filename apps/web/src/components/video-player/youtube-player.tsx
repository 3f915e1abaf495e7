import { useEffect } from 'react'
import { embedIframe } from './embed-iframe'
import { loadYouTubeApi } from './load-youtube-api'
import { pollTime } from './poll-time'
import { embedReady, newEmbedState } from './use-embed-handle'
import { EmbedBox, useEmbedPlayer, type EmbedPlayerProps } from './use-embed-player'

/**
 * A YouTube video in YouTube's own embed, driven through the official IFrame Player API (loaded on first use). The
 * frame is youtube-nocookie.com's: no cookies until the viewer plays.
 */
export function YouTubePlayer({ videoId, className, ...props }: EmbedPlayerProps & { videoId: string }) {
  const { box, state, events } = useEmbedPlayer(props)
  const { timeUpdate, ready, failed, frameTitle } = events

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
  }, [videoId, box, state, timeUpdate, ready, failed, frameTitle])

  return <EmbedBox box={box} backend="youtube" className={className} />
}
