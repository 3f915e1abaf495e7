import type { Rules } from '../rules/rules.ts'
import type { GameKind } from '../scoring/match-state-shape.ts'
import { isTieBreak, tieBreakWon } from '../scoring/match-state.ts'
import { otherTeam, type Team } from '../scoring/team.ts'

/**
 * The score as the win-probability model needs it: what the engine's MatchState holds, less the players (only the
 * serving side matters) and plus a timed match's expected games to come. Built from a MatchState
 * (pressure-state-of.ts) or from the statistics' point contexts (pressure-of.ts).
 */
export interface PressureState {
  readonly setsWon: readonly [number, number]
  /** Games of the set in play. */
  readonly games: readonly [number, number]
  /** Raw points of the game in play (tie-break points in a tie-break). */
  readonly points: readonly [number, number]
  readonly gameKind: GameKind
  /** The side serving the game's first point (a tie-break's first server). */
  readonly opener: Team
  /** Games of the sets already played, team 0's minus team 1's: a timed match is won on all games. */
  readonly earlierGames: number
  /**
   * Timed matches: whole games still to start after the one in play (0: it is the last). The clock gives an
   * expected count, a fraction: callers weigh the two whole counts around it (timed-games-left.ts). Null untimed.
   */
  readonly gamesLeft: number | null
  readonly winner: Team | null
}

export const isDecidingSet = (rules: Rules, setsWon: readonly [number, number]): boolean =>
  setsWon[0] === rules.setsToWin - 1 && setsWon[1] === rules.setsToWin - 1

const playsSuperTieBreak = (rules: Rules, setsWon: readonly [number, number]): boolean =>
  rules.superTieBreak && rules.setsToWin >= 2 && isDecidingSet(rules, setsWon)

/** A deciding set played to two games clear with no tie-break. */
export const isAdvantageSet = (rules: Rules, setsWon: readonly [number, number]): boolean =>
  isDecidingSet(rules, setsWon) && !rules.finalSetTieBreak

function plusOne(pair: readonly [number, number], team: Team): [number, number] {
  return team === 0 ? [pair[0] + 1, pair[1]] : [pair[0], pair[1] + 1]
}

function gameWon(rules: Rules, s: PressureState, points: readonly [number, number], team: Team): boolean {
  const mine = points[team]
  const theirs = points[otherTeam(team)]
  switch (s.gameKind) {
    case 'decidingPoint':
      return true
    case 'regular': {
      const deuce = rules.decidingPointAtDeuce
      if (deuce !== null && mine === deuce + 3 && theirs === deuce + 2) return true
      return mine >= 4 && mine - theirs >= 2
    }
    default:
      return tieBreakWon(rules, s.gameKind, s.setsWon, mine, theirs)
  }
}

/** The state after one more point won by `team`, as scorePoint moves the score. */
export function afterPoint(rules: Rules, s: PressureState, team: Team): PressureState {
  const points = plusOne(s.points, team)
  return gameWon(rules, s, points, team) ? afterGame(rules, s, team) : { ...s, points }
}

/** A set's end: the match's end, or the next set from 0–0 (a match tie-break when it replaces the deciding set). */
function afterSet(rules: Rules, s: PressureState, team: Team, setGames: [number, number], opener: Team): PressureState {
  const setsWon = plusOne(s.setsWon, team)
  const over = setsWon[team] >= rules.setsToWin
  return {
    ...s,
    setsWon,
    games: [0, 0],
    points: [0, 0],
    opener,
    earlierGames: s.earlierGames + setGames[0] - setGames[1],
    gameKind: !over && playsSuperTieBreak(rules, setsWon) ? 'superTieBreak' : 'regular',
    winner: over ? team : null,
  }
}

/** The state after the game (or tie-break, or timed deciding point) in play goes to `team`. */
export function afterGame(rules: Rules, s: PressureState, team: Team): PressureState {
  // The serve passes every game; a tie-break counts as one game, so the side after its opener serves next.
  const opener = otherTeam(s.opener)
  if (s.gameKind === 'decidingPoint') {
    const setGames = plusOne(s.games, team)
    return { ...afterSet(rules, s, team, setGames, opener), setsWon: s.setsWon, winner: team }
  }
  let next: PressureState
  if (isTieBreak(s.gameKind)) {
    const setGames = s.gameKind === 'superTieBreak' ? plusOne([0, 0], team) : plusOne(s.games, team)
    next = afterSet(rules, s, team, setGames, opener)
  } else {
    const games = plusOne(s.games, team)
    const lead = games[team] - games[otherTeam(team)]
    const at = rules.setTieBreakAt
    if (games[team] >= rules.gamesToWinSet && lead >= 2) next = afterSet(rules, s, team, games, opener)
    else if (games[0] === at && games[1] === at && !isAdvantageSet(rules, s.setsWon)) {
      next = { ...s, games, points: [0, 0], opener, gameKind: 'tieBreak' }
    } else next = { ...s, games, points: [0, 0], opener }
  }
  return timeCheck(next)
}

/** A timed match's last game is over: more games wins, games level go to one deciding point (timed-match.ts). */
function timeCheck(s: PressureState): PressureState {
  if (s.gamesLeft === null || s.winner !== null) return s
  if (s.gamesLeft > 0) return { ...s, gamesLeft: s.gamesLeft - 1 }
  const lead = s.earlierGames + s.games[0] - s.games[1]
  if (lead === 0) return { ...s, points: [0, 0], gameKind: 'decidingPoint' }
  return { ...s, winner: lead > 0 ? 0 : 1 }
}
