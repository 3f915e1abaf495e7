/** The scoring rules of one match. Camel-case here; the API maps its snake_case body onto it. */
export interface Rules {
  /** Sets needed to win the match: 1, 2 (best of three) or 3 (best of five). */
  setsToWin: number
  gamesToWinSet: number
  tieBreakPointsToWin: number
  /** The point played at 40–40 decides the game. Exclusive with `starPoint`. */
  goldenPoint: boolean
  /** FIP 2026: advantage at the first two deuces, the third deuce is one deciding point. */
  starPoint: boolean
  /** The deciding set is replaced by a match tie-break (needs setsToWin ≥ 2). */
  superTieBreak: boolean
  superTieBreakPointsToWin: number
  /** Deciding set (when not a super tie-break): tie-break at games-all (true) or an advantage set (false). */
  finalSetTieBreak: boolean
  finalSetTieBreakPointsToWin: number
}

export type Sport = 'padel' | 'tennis'

export const SPORTS: readonly Sport[] = ['padel', 'tennis']
