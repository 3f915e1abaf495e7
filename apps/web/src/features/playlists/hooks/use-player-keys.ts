import { useEffect, useRef } from 'react'
import { isTypingTarget } from '@/lib/typing-target'
import type { ClipPlayback } from './use-clip-playback'

/** Space on these already presses them (or the video's own controls): the player's shortcut would act twice. */
const pressable = 'button, a, [role="button"], [role="switch"], [role="checkbox"], video, iframe, summary'

/**
 * The player's keys, page-wide: N / → next, P / ← previous, R replay, L loop, S slow, Space play or pause; never
 * while typing in a field or inside a dialog, nor with a modifier (the browser's and the screen reader's own shortcuts).
 */
export function usePlayerKeys(playback: ClipPlayback, enabled: boolean) {
  const latest = useRef(playback)
  useEffect(() => {
    latest.current = playback
  })
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTypingTarget(event.target)) return
      // A dialog over the player (editing or deleting a note) keeps its keys.
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]')) return
      const p = latest.current
      const actions: Record<string, () => void> = {
        n: p.next,
        arrowright: p.next,
        p: p.previous,
        arrowleft: p.previous,
        r: p.replay,
        l: p.toggleLoop,
        s: p.toggleSlow,
      }
      const key = event.key.toLowerCase()
      if (key === ' ') {
        if (event.target instanceof Element && event.target.closest(pressable)) return
        event.preventDefault()
        p.togglePlay()
        return
      }
      const action = actions[key]
      if (!action) return
      event.preventDefault()
      action()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [enabled])
}
