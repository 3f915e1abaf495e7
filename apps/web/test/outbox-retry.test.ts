import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { isRetriable } from '@/features/scoring/lib/outbox'

// The outbox decides on the API's stable codes (ADR 0024), never on the English text.
describe('which failed sends the outbox retries', () => {
  it('retries network failures, timeouts, rate limits, 5xx and the recording conflict', () => {
    expect(isRetriable(new TypeError('Failed to fetch'))).toBe(true)
    for (const status of [0, 408, 429, 500, 503]) expect(isRetriable(new ApiError('x', status))).toBe(true)
    expect(isRetriable(new ApiError('Anything', 409, undefined, 'recordingConflict'))).toBe(true)
  })

  it('gives up on other refusals, whatever their text says', () => {
    expect(isRetriable(new ApiError('Please try again', 409, undefined, 'clientIdReused'))).toBe(false)
    expect(isRetriable(new ApiError('Please try again', 409))).toBe(false)
    expect(isRetriable(new ApiError('No points to remove', 422, undefined, 'noPointsToRemove'))).toBe(false)
  })
})
