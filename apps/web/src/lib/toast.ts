import type { ExternalToast } from 'sonner'

// sonner loads after the first screen (ADR 0042, first load): the app's Toaster mounts lazily and every toast goes
// through here, so a page that never shows a toast never waits for it. A toast waits until the Toaster listens
// (sonner's Toaster shows only toasts made after it mounted).
let markReady: () => void = () => {}
const toasterReady = new Promise<void>((resolve) => (markReady = resolve))

/** Called by the app's Toaster once it is mounted and listening. */
export const toasterMounted = () => markReady()

// The app mounts its Toaster after the first paint, or at once when a toast is asked for before that.
const wantedListeners = new Set<() => void>()
let wanted = false
/** Tells `listener` (once) that a toast is waiting for the Toaster; returns the unsubscribe. */
export function onToasterWanted(listener: () => void): () => void {
  if (wanted) listener()
  else wantedListeners.add(listener)
  return () => {
    wantedListeners.delete(listener)
  }
}
function want() {
  wanted = true
  for (const listener of wantedListeners) listener()
  wantedListeners.clear()
}

type Message = Parameters<typeof import('sonner').toast.success>[0]
const sonner = () => {
  want()
  return toasterReady.then(() => import('sonner'))
}

/** The toasts (success and error), with sonner's options. */
export const toast = {
  success(message: Message, data?: ExternalToast): void {
    void sonner().then((m) => m.toast.success(message, data))
  },
  error(message: Message, data?: ExternalToast): void {
    void sonner().then((m) => m.toast.error(message, data))
  },
}
