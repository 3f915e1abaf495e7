/** How often an embedded player's time is read while it plays: about 4 times a second, like a <video>'s timeupdate. */
export const POLL_MS = 250

/**
 * Reads an embed's time every POLL_MS until stopped: YouTube has no time event, and Vimeo's is not guaranteed at
 * this rate. A read that fails (the embed went away) is skipped. Returns the stop function.
 */
export function pollTime(read: () => number | Promise<number>, onTime: (seconds: number) => void): () => void {
  let stopped = false
  const id = setInterval(() => {
    void Promise.resolve()
      .then(read)
      .then((seconds) => {
        if (!stopped && Number.isFinite(seconds)) onTime(seconds)
      })
      .catch(() => {})
  }, POLL_MS)
  return () => {
    stopped = true
    clearInterval(id)
  }
}
