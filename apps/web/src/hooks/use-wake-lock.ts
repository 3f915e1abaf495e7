import { useEffect } from 'react'

/**
 * Keeps the screen on while `active` (a club's TV showing the scoreboard), where the browser offers the Screen
 * Wake Lock API. The browser drops the lock when the page is hidden; it is taken again when the page shows.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return
    let lock: WakeLockSentinel | null = null
    let stopped = false
    const request = () => {
      if (document.visibilityState !== 'visible') return
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (stopped) void sentinel.release()
          else lock = sentinel
        },
        () => {}, // refused (battery saver, no user gesture yet): the screen may sleep, nothing else changes
      )
    }
    request()
    document.addEventListener('visibilitychange', request)
    return () => {
      stopped = true
      document.removeEventListener('visibilitychange', request)
      void lock?.release().catch(() => {})
    }
  }, [active])
}
