import { useEffect, useRef } from 'react'
import { useSearchParamUpdates } from '@/hooks/use-search-param-updates'
import { useWakeLock } from '@/hooks/use-wake-lock'

/**
 * `?tv=1`: the video, its label and the current note alone, in large type, the screen kept awake (the public
 * scoreboard's TV mode); a bookmark of it opens straight into TV mode. Entering asks for full screen, which needs
 * the click; a screen that refuses still gets the layout. Escape, or leaving full screen, leaves TV mode too.
 */
export function useTvMode() {
  const [params, updateParams] = useSearchParamUpdates()
  const tv = params.get('tv') === '1'
  useWakeLock(tv)
  const enter = () => {
    updateParams((next) => next.set('tv', '1'))
    void document.documentElement.requestFullscreen?.().catch(() => {})
  }
  const leave = () => {
    updateParams((next) => next.delete('tv'))
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
  }
  const latestLeave = useRef(leave)
  useEffect(() => {
    latestLeave.current = leave
  })
  useEffect(() => {
    if (!tv) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && latestLeave.current()
    const onFullscreen = () => !document.fullscreenElement && latestLeave.current()
    window.addEventListener('keydown', onKey)
    document.addEventListener('fullscreenchange', onFullscreen)
    return () => {
      window.removeEventListener('keydown', onKey)
      document.removeEventListener('fullscreenchange', onFullscreen)
    }
  }, [tv])
  return { tv, enter, leave }
}
