import type { SocialErrorCode } from './social-error.ts'
import type { SocialResult } from './social-round.ts'

/** The points a match can be played to: from a quick 1 to 99 (clubs play 16, 21, 24 or 32). */
export const SOCIAL_POINTS_PER_MATCH = { min: 1, max: 99 } as const

/** Why `pointsPerMatch` cannot be a session's, or null. */
export function checkPointsPerMatch(pointsPerMatch: number): SocialErrorCode | null {
  const { min, max } = SOCIAL_POINTS_PER_MATCH
  return Number.isInteger(pointsPerMatch) && pointsPerMatch >= min && pointsPerMatch <= max
    ? null
    : 'socialPointsPerMatch'
}

/**
 * Why `result` cannot be a match's score in a session played to `pointsPerMatch` points, or null: both scores
 * whole numbers, 0 or more, adding up to `pointsPerMatch` (every point is played, so a draw needs an even total).
 */
export function checkSocialResult(result: SocialResult, pointsPerMatch: number): SocialErrorCode | null {
  const total = checkPointsPerMatch(pointsPerMatch)
  if (total !== null) return total
  const { scoreA, scoreB } = result
  if (![scoreA, scoreB].every((score) => Number.isInteger(score) && score >= 0)) return 'socialScoreInvalid'
  return scoreA + scoreB === pointsPerMatch ? null : 'socialScoreTotal'
}
