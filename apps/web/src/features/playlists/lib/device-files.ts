import { useSyncExternalStore } from 'react'

/**
 * Video files opened on this device for this visit, by file name (ADR 0068: a file video is never uploaded; the
 * match keeps only its name). A blob: address lives as long as the page, so a file opened once serves every playlist
 * and every match that names it until the tab is closed or reloaded.
 */
const files = new Map<string, string>()
let snapshot: ReadonlyMap<string, string> = new Map()
const listeners = new Set<() => void>()

export function openDeviceFile(name: string, file: Blob): void {
  const old = files.get(name)
  if (old) URL.revokeObjectURL(old)
  files.set(name, URL.createObjectURL(file))
  snapshot = new Map(files)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The blob: addresses of the files opened so far, by file name. */
export function useDeviceFiles(): ReadonlyMap<string, string> {
  return useSyncExternalStore(subscribe, () => snapshot)
}
