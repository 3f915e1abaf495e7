import type { MatchState, GameKind, SetScore } from '../scoring/match-state.ts'
import { currentServer, decidingPointAt, scorePoint } from '../scoring/match-state.ts'
import { DECIDING_POINT_KINDS, type DecidingPointKind } from '../rules/rules.ts'
import { displayGamePoints, replayState, type ReplayInput } from '../scoring/replay-match.ts'
import { otherTeam, type Team } from '../scoring/team.ts'

/** A score as display strings from team 0's side: "6-4 7-6(7-5)", "3-2", "30-15"; "" when not in play. */
export interface ScoreDisplay {
  sets: string
  games: string
  points: string
}

/** Where a point stood in the match, worked out once from the replay (the score never comes from elsewhere). */
export interface PointContext {
  index: number
  /** 1-based set, match-wide game (a tie-break counts as one) and game within the set. */
  set: number
  game: number
  gameInSet: number
  gameKind: GameKind
  serverId: string
  serverTeam: Team
  winner: Team
  gamesBefore: [number, number]
  pointsBefore: [number, number]
  before: ScoreDisplay
  after: ScoreDisplay
  /** Winning this point would win a regular game for that team. */
  gamePointFor: [boolean, boolean]
  /** The receiving team has a game point. */
  breakPoint: boolean
  setPointFor: [boolean, boolean]
  matchPointFor: [boolean, boolean]
  /** The one point that decides a game at deuce under the match's rules (golden, silver or star), else null. */
  decidingPoint: DecidingPointKind | null
  endsGame: boolean
  endsSet: boolean
  endsMatch: boolean
}

function setText(set: SetScore): string {
  if (set.superTieBreak && set.tieBreak) return `[${set.tieBreak[0]}-${set.tieBreak[1]}]`
  const games = `${set.games[0]}-${set.games[1]}`
  return set.tieBreak ? `${games}(${set.tieBreak[0]}-${set.tieBreak[1]})` : games
}

export function scoreDisplay(state: MatchState): ScoreDisplay {
  const over = state.winner !== null
  return {
    sets: state.completedSets.map(setText).join(' '),
    games: over || state.gameKind === 'superTieBreak' ? '' : `${state.games[0]}-${state.games[1]}`,
    points: over ? '' : displayGamePoints(state).join('-'),
  }
}

function forBoth(f: (team: Team) => boolean): [boolean, boolean] {
  return [f(0), f(1)]
}

/** One context per point of the log, in order. */
export function pointContexts(input: ReplayInput): PointContext[] {
  const out: PointContext[] = []
  replayState(input, (before, winner, after) => {
    const server = currentServer(before)
    if (!server) return
    // "Would team t win the game / set / match with this point?": play it both ways on the immutable state.
    const ifWon = [scorePoint(before, 0), scorePoint(before, 1)] as const
    const regular = before.gameKind === 'regular'
    const gamePointFor = forBoth((t) => regular && ifWon[t].gamesCompleted > before.gamesCompleted)
    const [a, b] = before.points
    const deciding = decidingPointAt(before)
    out.push({
      index: out.length,
      set: before.completedSets.length + 1,
      game: before.gamesCompleted + 1,
      gameInSet: before.gameKind === 'superTieBreak' ? 1 : before.games[0] + before.games[1] + 1,
      gameKind: before.gameKind,
      serverId: server.id,
      serverTeam: server.team,
      winner,
      gamesBefore: [before.games[0], before.games[1]],
      pointsBefore: [a, b],
      before: scoreDisplay(before),
      after: scoreDisplay(after),
      gamePointFor,
      breakPoint: gamePointFor[otherTeam(server.team)],
      setPointFor: forBoth((t) => ifWon[t].completedSets.length > before.completedSets.length),
      matchPointFor: forBoth((t) => ifWon[t].winner !== null),
      decidingPoint: deciding === null ? null : DECIDING_POINT_KINDS[deciding],
      endsGame: after.gamesCompleted > before.gamesCompleted,
      endsSet: after.completedSets.length > before.completedSets.length,
      endsMatch: after.winner !== null,
    })
  })
  return out
}
