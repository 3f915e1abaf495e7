import { useEffect, useRef } from 'react'
import { isTypingTarget } from '@/lib/typing-target'

export interface RecorderShortcutHandlers {
  pointA(): void
  pointB(): void
  details(): void
  undo(): void
  server(): void
  help(): void
}

/** Desktop shortcuts of the recorder: 1 / 2 point to team A / B, d details, u undo, s server, ? help. */
export function useRecorderShortcuts(handlers: RecorderShortcutHandlers, enabled: boolean) {
  const ref = useRef(handlers)
  useEffect(() => {
    ref.current = handlers
  })
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTypingTarget(event.target)) return
      // A dialog or menu of someone else is open: its keys are its own.
      if (document.querySelector('[role="dialog"], [role="menu"]')) return
      const actions: Record<string, (() => void) | undefined> = {
        '1': ref.current.pointA,
        '2': ref.current.pointB,
        d: ref.current.details,
        u: ref.current.undo,
        s: ref.current.server,
        '?': ref.current.help,
      }
      const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key]
      if (!action) return
      event.preventDefault()
      action()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [enabled])
}
