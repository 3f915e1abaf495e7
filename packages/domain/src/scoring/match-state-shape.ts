import type { Rules } from '../rules/rules.ts'
import type { ServingPlayer } from './server-order.ts'
import type { Team } from './team.ts'

/** `decidingPoint`: one point that decides a timed match whose time ran out with the games level. */
export type GameKind = 'regular' | 'tieBreak' | 'superTieBreak' | 'decidingPoint'

/** A tie-break or a match tie-break (not the deciding point of a timed match). */
export const isTieBreak = (kind: GameKind): boolean => kind === 'tieBreak' || kind === 'superTieBreak'

export interface SetScore {
  games: [number, number]
  tieBreak: [number, number] | null
  superTieBreak: boolean
}

/** Servers of the points played, newest first: appending never copies, so the state stays immutable and cheap. */
export interface ServerLog {
  readonly id: string
  readonly previous: ServerLog | null
}

/**
 * The whole score after some points. Immutable: `scorePoint` returns a new state and never touches the old one,
 * so a client can keep the previous state for an instant undo.
 */
export interface MatchState {
  readonly rules: Rules
  /** The order in force now (changed by server changes). */
  readonly serverOrder: readonly ServingPlayer[]
  /** Index in `serverOrder` of the current game's server; in a tie-break, of its (possibly virtual) first server. */
  readonly rotation: number
  readonly completedSets: readonly SetScore[]
  readonly setsWon: readonly [number, number]
  /** Games of the set in play. */
  readonly games: readonly [number, number]
  /** Raw points of the game in play (tie-break points in a tie-break). */
  readonly points: readonly [number, number]
  readonly gameKind: GameKind
  readonly winner: Team | null
  readonly pointCount: number
  /** Completed games in the match; a tie-break or a super tie-break counts as one. */
  readonly gamesCompleted: number
  readonly serverLog: ServerLog | null
  /** A timed match's first tap (ms since the epoch); null before it, and always for untimed rules. */
  readonly startedAt: number | null
  /** A timed match's time is up: the game in play is its last (timed-match.ts). */
  readonly lastGame: boolean
}
