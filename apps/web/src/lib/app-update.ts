/**
 * A new version of the app is waiting (the service worker has it, ADR 0038), and the recorders on screen: the prompt
 * to take it waits until nobody is recording, so a reload never lands in the middle of a rally.
 */
type Listener = () => void

let applyUpdate: (() => Promise<void>) | null = null
let recorders = 0
const listeners = new Set<Listener>()
const emit = () => {
  for (const listener of listeners) listener()
}

export function subscribeAppUpdate(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** True when a new version waits and no recorder is on screen. */
export function updateReady(): boolean {
  return applyUpdate !== null && recorders === 0
}

/** Called by the service worker's registration when a new version has been installed and waits. */
export function offerUpdate(apply: () => Promise<void>): void {
  applyUpdate = apply
  emit()
}

/** Takes the waiting version: the new service worker takes over and the page reloads. */
export async function takeUpdate(): Promise<void> {
  await applyUpdate?.()
}

/** A recorder is on screen while the returned function has not been called. */
export function holdUpdatesWhileRecording(): () => void {
  recorders += 1
  emit()
  return () => {
    recorders -= 1
    emit()
  }
}
