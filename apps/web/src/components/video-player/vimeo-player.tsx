import { useEffect } from 'react'
import { embedIframe } from './embed-iframe'
import { pollTime } from './poll-time'
import { embedReady, newEmbedState } from './use-embed-handle'
import { EmbedBox, useEmbedPlayer, type EmbedPlayerProps } from './use-embed-player'

const ignore = () => {}

/**
 * A Vimeo video in Vimeo's own embed, driven through the official @vimeo/player package (imported on first use).
 * `dnt=1` asks Vimeo not to track the viewer. Playback speed works only where the video's owner allows it.
 */
export function VimeoPlayer({
  videoId,
  hash,
  className,
  ...props
}: EmbedPlayerProps & { videoId: string; hash: string | null }) {
  const { box, state, events } = useEmbedPlayer(props)
  const { timeUpdate, ready, failed, frameTitle } = events

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
  }, [videoId, hash, box, state, timeUpdate, ready, failed, frameTitle])

  return <EmbedBox box={box} backend="vimeo" className={className} />
}
