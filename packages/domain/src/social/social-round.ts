/**
 * The shapes of a social session (Americano, Mexicano): doubles on numbered courts, players named by their index in
 * the session's list (0 … players − 1); the caller maps indices to names. docs/social-sessions.md has the rules.
 */

/** Two players who play on the same side. */
export type SocialPair = readonly [number, number]

/** One court of a round: `teamA` against `teamB`. Courts are numbered from 1. */
export interface SocialMatch {
  court: number
  teamA: SocialPair
  teamB: SocialPair
}

/** A round (numbered from 1): its matches, court by court, and who sits it out (ascending indices). */
export interface SocialRound {
  number: number
  matches: SocialMatch[]
  resting: number[]
}

/** A played match's score: the points of each team; the two add up to the session's points per match. */
export interface SocialResult {
  scoreA: number
  scoreB: number
}

/** A match with its result, `null` (or missing) while it is not played. */
export interface ScoredSocialMatch extends SocialMatch {
  result?: SocialResult | null
}

/** A round with the results entered so far. */
export interface ScoredSocialRound {
  number: number
  matches: ScoredSocialMatch[]
  resting: number[]
}

/** The sizes a club plays: one to four courts of four. */
export const SOCIAL_MIN_PLAYERS = 4
export const SOCIAL_MAX_PLAYERS = 16

/** The most courts `players` fill, four on each; the API's default court count. */
export function maxSocialCourts(players: number): number {
  return Math.floor(players / 4)
}
