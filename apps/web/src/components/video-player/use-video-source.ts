import { useEffect, type RefObject } from 'react'

/**
 * Puts a source on a video element: mp4 and webm (and HLS where the browser plays it itself) natively, other HLS
 * through hls.js, loaded only then (`hls` true). Errors show as the element's own `error` event, hls.js's fatal ones
 * (or no MSE to play them with) included.
 */
export function useVideoSource(video: RefObject<HTMLVideoElement | null>, src: string, hls: boolean) {
  useEffect(() => {
    const element = video.current
    if (!element) return
    let destroy = () => {}
    let cancelled = false
    if (hls && !element.canPlayType('application/vnd.apple.mpegurl')) {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return
        if (!Hls.isSupported()) return void element.dispatchEvent(new Event('error'))
        const player = new Hls()
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) element.dispatchEvent(new Event('error'))
        })
        player.loadSource(src)
        player.attachMedia(element)
        destroy = () => player.destroy()
      })
    } else {
      element.setAttribute('src', src)
    }
    return () => {
      cancelled = true
      destroy()
      element.removeAttribute('src')
      element.load()
    }
  }, [video, src, hls])
}
