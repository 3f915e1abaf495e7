import { ApiError } from '@/lib/api-error'

const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000]

export function backoffDelay(attempts: number): number {
  return BACKOFF_MS[Math.min(Math.max(attempts - 1, 0), BACKOFF_MS.length - 1)] as number
}

/** Network failures, timeouts, rate limits, 5xx and the API's recording conflict are retried; other 4xx are final. */
export function isRetriable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  if (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500) return true
  // Decided on the stable code (ADR 0024), never on the English text.
  return error.status === 409 && error.code === 'recordingConflict'
}
