import { SocialError, type SocialErrorCode } from './social-error.ts'
import { SOCIAL_MAX_PLAYERS, SOCIAL_MIN_PLAYERS, maxSocialCourts } from './social-round.ts'

/** Why `players` on `courts` courts cannot be a session (whole numbers, 4–16 players, 1 … players/4 courts), or null. */
export function checkSocialSize(players: number, courts: number): SocialErrorCode | null {
  if (!Number.isInteger(players) || players < SOCIAL_MIN_PLAYERS || players > SOCIAL_MAX_PLAYERS) {
    return 'socialPlayerCount'
  }
  if (!Number.isInteger(courts) || courts < 1 || courts > maxSocialCourts(players)) return 'socialCourtCount'
  return null
}

/** Throws the `SocialError` of `checkSocialSize`. */
export function assertSocialSize(players: number, courts: number): void {
  const code = checkSocialSize(players, courts)
  if (code !== null) throw new SocialError(code)
}
