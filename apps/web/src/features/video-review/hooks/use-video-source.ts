import { useEffect, type RefObject } from 'react'

const HLS = /\.m3u8(\?|#|$)/i

/**
 * Puts a source on the video element: mp4 and webm (and HLS where the browser plays it itself) natively, other HLS
 * through hls.js, loaded only then. Returns nothing; errors show as the element's own.
 */
export function useVideoSource(video: RefObject<HTMLVideoElement | null>, src: string | null) {
  useEffect(() => {
    const element = video.current
    if (!element || !src) return
    let destroy = () => {}
    let cancelled = false
    if (HLS.test(src) && !element.canPlayType('application/vnd.apple.mpegurl')) {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled || !Hls.isSupported()) return
        const hls = new Hls()
        hls.loadSource(src)
        hls.attachMedia(element)
        destroy = () => hls.destroy()
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
  }, [video, src])
}
