/** Our texts for the refusals of a social session (their codes are keys of the contracts' messages, ADR 0024). */
export const SOCIAL_ERROR_MESSAGES = {
  socialPlayerCount: 'A social session needs 4 to 16 players',
  socialCourtCount: 'Choose at least one court, and no more courts than the players fill (four on each)',
  socialPointsPerMatch: 'Points per match must be a whole number from 1 to 99',
  socialScoreInvalid: 'Scores must be whole numbers, 0 or more',
  socialScoreTotal: 'The two scores must add up to the points per match',
  socialRoundUnfinished: 'Enter every result of this round before the next one',
} as const
export type SocialErrorCode = keyof typeof SOCIAL_ERROR_MESSAGES

/** A refusal of the social session logic: callers switch on `code` and show `message` as is. */
export class SocialError extends Error {
  readonly code: SocialErrorCode
  constructor(code: SocialErrorCode) {
    super(SOCIAL_ERROR_MESSAGES[code])
    this.name = 'SocialError'
    this.code = code
  }
}
