import { useEffect } from 'react'
import { ApiError } from '@/lib/api-error'

/** How often an overlay whose read failed tries again: nobody is at the streaming PC to press a button. */
export const OVERLAY_RETRY_MS = 30_000
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * An overlay set up before the match keeps trying by itself: a window not open yet at its start, a failed read (the
 * network, the server) every OVERLAY_RETRY_MS. Only a link that opens nothing is never asked again: a new link is a
 * new URL in the streaming software.
 */
export function useOverlayRetry(error: unknown, retry: () => void): void {
  const code = error instanceof ApiError ? error.code : undefined
  const status = error instanceof ApiError ? error.status : undefined
  const startsAt =
    error instanceof ApiError && typeof error.details.starts_at === 'string' ? error.details.starts_at : null
  const failed = Boolean(error)

  useEffect(() => {
    if (!failed) return
    if (code === 'matchNotShownYet' && startsAt) {
      const delay = Math.min(Math.max(0, Date.parse(startsAt) - Date.now()) + 500, MAX_TIMER_MS)
      const timer = setTimeout(retry, delay)
      return () => clearTimeout(timer)
    }
    if (status === 404 && code !== 'matchNoLongerShown') return
    const timer = setInterval(retry, OVERLAY_RETRY_MS)
    return () => clearInterval(timer)
  }, [failed, code, status, startsAt, retry])
}
