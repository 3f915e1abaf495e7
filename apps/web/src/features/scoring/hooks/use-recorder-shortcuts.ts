import { useEffect, useRef } from 'react'

export interface RecorderShortcutHandlers {
  pointA(): void
  pointB(): void
  details(): void
  undo(): void
  server(): void
  help(): void
}

/** True when a key press belongs to a text field, so shortcuts never fire while the coach types. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true
  if (target.tagName === 'INPUT') {
    const type = (target as HTMLInputElement).type
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(type)
  }
  return false
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
