import { randomUUID } from 'node:crypto'
import { postPoint, type HttpCoach, type PointAttempt } from './http-client.ts'

export interface RecordingLog {
  /** client_ids in the order the server acknowledged them (201, or 200 for a retry it had already stored). */
  acknowledged: string[]
  /** Every attempt that did not succeed, with where it went. */
  failures: (PointAttempt & { url: string; index: number })[]
  /** Answers 200 (a retry of a point the server had stored although its first answer was lost). */
  replays: number
}

export interface RecorderOptions {
  /** Where to send the next attempt: called for each attempt, so a test can fail over between instances. */
  target: (attempt: number) => string
  coach: HttpCoach
  matchId: number
  count: number
  /** Called after each acknowledged point (index from 0). */
  onAcknowledged?: (index: number) => void | Promise<void>
  retryDelayMs?: number
  /** Fails the recording when one point has not been acknowledged after this long. */
  pointDeadlineMs?: number
}

/**
 * Records points one after the other the way the web recorder's outbox does: each point gets one client_id, and a
 * network failure or 5xx is retried with the same client_id until the server acknowledges it; any other answer is
 * a failure of the test. Points alternate between the teams (an endless match at advantage scoring).
 */
export async function recordWithRetries(options: RecorderOptions): Promise<RecordingLog> {
  const log: RecordingLog = { acknowledged: [], failures: [], replays: 0 }
  let attempt = 0
  for (let index = 0; index < options.count; index++) {
    const clientId = randomUUID()
    const started = Date.now()
    for (;;) {
      const url = options.target(attempt++)
      const result = await postPoint(url, options.coach, options.matchId, clientId, (index % 2) as 0 | 1)
      if (result.status === 201 || result.status === 200) {
        const ball = (result.body as { ball?: { client_id?: string } }).ball
        if (ball?.client_id !== clientId) throw new Error(`answer for another point: ${JSON.stringify(result.body)}`)
        if (result.status === 200) log.replays++
        log.acknowledged.push(clientId)
        break
      }
      log.failures.push({ ...result, url, index })
      if (result.status !== 0 && (result.status < 500 || result.status > 599))
        throw new Error(`point ${index}: ${result.status} ${JSON.stringify(result.body)}`)
      if (Date.now() - started > (options.pointDeadlineMs ?? 60_000))
        throw new Error(`point ${index} not acknowledged after ${options.pointDeadlineMs ?? 60_000} ms`)
      await new Promise((r) => setTimeout(r, options.retryDelayMs ?? 100))
    }
    await options.onAcknowledged?.(index)
  }
  return log
}
