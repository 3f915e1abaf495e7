import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SOCIAL_ERROR_MESSAGES, SocialError, checkPointsPerMatch, checkSocialResult } from '../src/index.ts'

describe('social match results', () => {
  it('accepts whole scores adding up to the points per match, a draw included', () => {
    expect(checkSocialResult({ scoreA: 15, scoreB: 9 }, 24)).toBe(null)
    expect(checkSocialResult({ scoreA: 0, scoreB: 21 }, 21)).toBe(null)
    expect(checkSocialResult({ scoreA: 16, scoreB: 16 }, 32)).toBe(null)
  })

  it('refuses other scores by code', () => {
    expect(checkSocialResult({ scoreA: 15, scoreB: 8 }, 24)).toBe('socialScoreTotal')
    expect(checkSocialResult({ scoreA: 25, scoreB: -1 }, 24)).toBe('socialScoreInvalid')
    expect(checkSocialResult({ scoreA: 12.5, scoreB: 11.5 }, 24)).toBe('socialScoreInvalid')
    expect(checkSocialResult({ scoreA: Number.NaN, scoreB: 24 }, 24)).toBe('socialScoreInvalid')
    expect(checkSocialResult({ scoreA: 12, scoreB: 12 }, 0)).toBe('socialPointsPerMatch')
    expect(checkPointsPerMatch(100)).toBe('socialPointsPerMatch')
    expect(checkPointsPerMatch(1)).toBe(null)
    expect(checkPointsPerMatch(99)).toBe(null)
  })

  it('accepts exactly the non-negative whole pairs with the right total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 40 }),
        fc.integer({ min: -5, max: 40 }),
        fc.integer({ min: 1, max: 32 }),
        (scoreA, scoreB, total) => {
          const ok = scoreA >= 0 && scoreB >= 0 && scoreA + scoreB === total
          expect(checkSocialResult({ scoreA, scoreB }, total) === null).toBe(ok)
        },
      ),
    )
  })

  it('names every refusal with its own text', () => {
    const error = new SocialError('socialScoreTotal')
    expect(error.code).toBe('socialScoreTotal')
    expect(error.message).toBe(SOCIAL_ERROR_MESSAGES.socialScoreTotal)
    expect(new Set(Object.values(SOCIAL_ERROR_MESSAGES)).size).toBe(Object.keys(SOCIAL_ERROR_MESSAGES).length)
  })
})
