/**
 * At which deuce the next point decides a game: 1 is the golden point (the point at 40–40), 2 the silver point
 * (advantage once, then the second deuce's point decides), 3 the star point as FIP plays it from 2026 (two
 * advantages, then the third deuce's point decides). Null plays advantage to the end.
 */
export type DecidingPointAtDeuce = 1 | 2 | 3

/** The deciding points by name, as the statistics and the screens call them. */
export const DECIDING_POINT_KINDS = { 1: 'golden', 2: 'silver', 3: 'star' } as const satisfies Record<
  DecidingPointAtDeuce,
  string
>
export type DecidingPointKind = (typeof DECIDING_POINT_KINDS)[DecidingPointAtDeuce]

/** The deuce rule by name: advantage, or the deciding point's kind (what the screens' texts are keyed by). */
export const deuceRuleName = (deuce: DecidingPointAtDeuce | null): 'advantage' | DecidingPointKind =>
  deuce === null ? 'advantage' : DECIDING_POINT_KINDS[deuce]

/** The statistics' tally of each deciding point (`golden_points`, `silver_points`, `star_points`). */
export const DECIDING_POINT_TALLIES = new Set<string>(
  Object.values(DECIDING_POINT_KINDS).map((kind) => `${kind}_points`),
)

/** The scoring rules of one match. Camel-case here; the API maps its snake_case body onto it. */
export interface Rules {
  /** Sets needed to win the match: 1, 2 (best of three) or 3 (best of five). */
  setsToWin: number
  gamesToWinSet: number
  /**
   * The games-all score at which a set's tie-break is played: `gamesToWinSet` (6–6 in a set to 6), or one less
   * (Fast4: first to 4, tie-break at 3–3). A set is otherwise won by two games.
   */
  setTieBreakAt: number
  tieBreakPointsToWin: number
  /**
   * A tie-break at games-all (every set's, the deciding set's too) is won by the first side to its points, not by
   * two: Fast4's tie-break to 5, where at 4–4 the next point wins. A match tie-break is always won by two.
   */
  tieBreakSuddenDeath: boolean
  decidingPointAtDeuce: DecidingPointAtDeuce | null
  /** The deciding set is replaced by a match tie-break (needs setsToWin ≥ 2). */
  superTieBreak: boolean
  superTieBreakPointsToWin: number
  /** Deciding set (when not a super tie-break): tie-break at games-all (true) or an advantage set (false). */
  finalSetTieBreak: boolean
  finalSetTieBreakPointsToWin: number
  /**
   * A timed match (a court booked for an hour): once this many minutes have passed since the first point's tap, the
   * game in play is the last; the side with more games wins, games level are decided by one point. Null: untimed.
   */
  timedMinutes: number | null
}

/** A timed match's length in minutes, from its first point's tap (court bookings: an hour, an hour and a half…). */
export const TIMED_MINUTES_RANGE = [20, 180] as const

export type Sport = 'padel' | 'tennis'

export const SPORTS: readonly Sport[] = ['padel', 'tennis']
