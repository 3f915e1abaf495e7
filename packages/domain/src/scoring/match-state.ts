import type { DecidingPointAtDeuce, Rules } from '../rules/rules.ts'
import { validateRules } from '../rules/validate-rules.ts'
import { InvalidRulesError, InvalidServerOrderError, MatchOverError, NoActiveBallError } from './scoring-error.ts'
import { validateReplacementOrder, validateServerOrder, type ServingPlayer } from './server-order.ts'
import { isTeam, otherTeam, type Team } from './team.ts'
import type { GameKind, MatchState, SetScore } from './match-state-shape.ts'
import { clockAt, endIfTimeIsUp, winDecidingPoint } from './timed-match.ts'

export { isTieBreak, type GameKind, type MatchState, type ServerLog, type SetScore } from './match-state-shape.ts'

export function initialMatchState(rules: Rules, serverOrder: readonly ServingPlayer[]): MatchState {
  const problems = validateRules(rules)
  if (problems.length > 0) throw new InvalidRulesError(problems)
  const check = validateServerOrder(serverOrder)
  if (!check.ok) throw new InvalidServerOrderError(check.message)
  const base = {
    rules,
    serverOrder: [...serverOrder],
    rotation: 0,
    completedSets: [],
    setsWon: [0, 0] as const,
    games: [0, 0] as const,
    points: [0, 0] as const,
    winner: null,
    pointCount: 0,
    gamesCompleted: 0,
    serverLog: null,
    startedAt: null,
    lastGame: false,
  }
  // A one-set match with super tie-break on would be one match tie-break: treat the set as a normal set instead.
  return { ...base, gameKind: playsSuperTieBreak(rules, [0, 0]) ? 'superTieBreak' : 'regular' }
}

function isDecidingSet(rules: Rules, setsWon: readonly [number, number]): boolean {
  return setsWon[0] === rules.setsToWin - 1 && setsWon[1] === rules.setsToWin - 1
}

function playsSuperTieBreak(rules: Rules, setsWon: readonly [number, number]): boolean {
  return rules.superTieBreak && rules.setsToWin >= 2 && isDecidingSet(rules, setsWon)
}

/** Who serves point `k` (0-based) of a tie-break: the first server once, then two each in rotation. */
function tieBreakServerIndex(rotation: number, k: number, n: number): number {
  return (rotation + Math.floor((k + 1) / 2)) % n
}

function serverIndex(state: MatchState): number {
  const n = state.serverOrder.length
  switch (state.gameKind) {
    case 'regular':
    case 'decidingPoint':
      return state.rotation % n
    case 'tieBreak':
    case 'superTieBreak':
      return tieBreakServerIndex(state.rotation, state.points[0] + state.points[1], n)
    default: {
      const never: never = state.gameKind
      throw new TypeError(`Unknown game kind: ${String(never)}`)
    }
  }
}

/** The player serving the active ball, null once the match is over. */
export function currentServer(state: MatchState): ServingPlayer | null {
  if (state.winner !== null) return null
  return state.serverOrder[serverIndex(state)] ?? null
}

/**
 * A regular game is won by two points from 40 on, or by the deciding point of the rules: at the n-th deuce
 * (n = 1 golden, 2 silver, 3 star point), raw points (n+2)–(n+2), the next point wins the game.
 */
function regularGameWon(points: readonly [number, number], rules: Rules): boolean {
  const hi = Math.max(points[0], points[1])
  const lo = Math.min(points[0], points[1])
  const deuce = rules.decidingPointAtDeuce
  if (deuce !== null && hi === deuce + 3 && lo === deuce + 2) return true
  return hi >= 4 && hi - lo >= 2
}

/** The deciding point's deuce number when the next point of a regular game decides it, else null. */
export function decidingPointAt(state: MatchState): DecidingPointAtDeuce | null {
  const deuce = state.rules.decidingPointAtDeuce
  if (deuce === null || state.gameKind !== 'regular') return null
  return state.points[0] === deuce + 2 && state.points[1] === deuce + 2 ? deuce : null
}

export function tieBreakTarget(rules: Rules, kind: GameKind, setsWon: readonly [number, number]): number {
  switch (kind) {
    case 'superTieBreak':
      return rules.superTieBreakPointsToWin
    case 'tieBreak':
      return isDecidingSet(rules, setsWon) ? rules.finalSetTieBreakPointsToWin : rules.tieBreakPointsToWin
    case 'regular':
      return 4
    case 'decidingPoint':
      return 1
    default: {
      const never: never = kind
      throw new TypeError(`Unknown game kind: ${String(never)}`)
    }
  }
}

/**
 * By how many points a tie-break of this kind is won: 2, or 1 in a games-all tie-break with sudden death (the first
 * side to its target wins it).
 */
export function tieBreakWinBy(rules: Rules, kind: GameKind): 1 | 2 {
  return kind === 'tieBreak' && rules.tieBreakSuddenDeath ? 1 : 2
}

/** Whether `mine`–`theirs` wins a tie-break of this kind: its target reached with the lead the rules ask for. */
export function tieBreakWon(
  rules: Rules,
  kind: GameKind,
  setsWon: readonly [number, number],
  mine: number,
  theirs: number,
): boolean {
  return mine >= tieBreakTarget(rules, kind, setsWon) && mine - theirs >= tieBreakWinBy(rules, kind)
}

function plusOne(pair: readonly [number, number], team: Team): [number, number] {
  return team === 0 ? [pair[0] + 1, pair[1]] : [pair[0], pair[1] + 1]
}

/**
 * Adds one point won by `winner`, tapped at `at` (ms since the epoch; what a timed match's clock runs on, ignored
 * otherwise). Throws MatchOverError once the match has a winner.
 */
export function scorePoint(state: MatchState, winner: Team, at?: number): MatchState {
  if (state.winner !== null) throw new MatchOverError()
  if (!isTeam(winner)) throw new TypeError(`A point winner must be team 0 or 1, got ${String(winner)}`)
  const server = state.serverOrder[serverIndex(state)]
  if (!server) throw new InvalidServerOrderError()
  const points = plusOne(state.points, winner)
  const played: MatchState = {
    ...state,
    points,
    pointCount: state.pointCount + 1,
    serverLog: { id: server.id, previous: state.serverLog },
    ...clockAt(state, at),
  }
  switch (state.gameKind) {
    case 'regular':
      return regularGameWon(points, state.rules) ? winGame(played, winner) : played
    case 'decidingPoint':
      return winDecidingPoint(played, winner)
    case 'tieBreak':
    case 'superTieBreak': {
      const won = tieBreakWon(state.rules, state.gameKind, state.setsWon, points[winner], points[otherTeam(winner)])
      return won ? winTieBreak(played, winner, points) : played
    }
    default: {
      const never: never = state.gameKind
      throw new TypeError(`Unknown game kind: ${String(never)}`)
    }
  }
}

function winGame(state: MatchState, team: Team): MatchState {
  return endIfTimeIsUp(winGameUntimed(state, team))
}

function winGameUntimed(state: MatchState, team: Team): MatchState {
  const games = plusOne(state.games, team)
  // The serve passes to the next player in the order every game.
  const next: MatchState = {
    ...state,
    games,
    points: [0, 0],
    rotation: (state.rotation + 1) % state.serverOrder.length,
    gamesCompleted: state.gamesCompleted + 1,
  }
  const target = state.rules.gamesToWinSet
  const lead = games[team] - games[otherTeam(team)]
  if (games[team] >= target && lead >= 2) return winSet(next, team, { games, tieBreak: null, superTieBreak: false })
  const advantageSet = isDecidingSet(state.rules, state.setsWon) && !state.rules.finalSetTieBreak
  const tieBreakAt = state.rules.setTieBreakAt
  if (games[0] === tieBreakAt && games[1] === tieBreakAt && !advantageSet) return { ...next, gameKind: 'tieBreak' }
  return next
}

function winTieBreak(state: MatchState, team: Team, points: [number, number]): MatchState {
  return endIfTimeIsUp(winTieBreakUntimed(state, team, points))
}

function winTieBreakUntimed(state: MatchState, team: Team, points: [number, number]): MatchState {
  const superTieBreak = state.gameKind === 'superTieBreak'
  // The tie-break counts as one game for the rotation: the next set opens with the player after its first server.
  const next: MatchState = {
    ...state,
    rotation: (state.rotation + 1) % state.serverOrder.length,
    gamesCompleted: state.gamesCompleted + 1,
  }
  const games = superTieBreak ? plusOne([0, 0], team) : plusOne(state.games, team)
  return winSet(next, team, { games, tieBreak: points, superTieBreak })
}

function winSet(state: MatchState, team: Team, set: SetScore): MatchState {
  const setsWon = plusOne(state.setsWon, team)
  const completedSets = [...state.completedSets, set]
  const over = setsWon[team] >= state.rules.setsToWin
  return {
    ...state,
    completedSets,
    setsWon,
    games: [0, 0],
    points: [0, 0],
    winner: over ? team : null,
    gameKind: !over && playsSuperTieBreak(state.rules, setsWon) ? 'superTieBreak' : 'regular',
  }
}

/**
 * A new order takes effect from the active ball on: its first player serves the active ball and the rotation
 * continues through it. Inside a tie-break the one-then-two pattern keeps counting the tie-break's points, so the
 * new order is placed as if it had been in force since the tie-break began (ADR 0004).
 */
export function applyServerOrder(state: MatchState, order: readonly ServingPlayer[]): MatchState {
  if (state.winner !== null) throw new NoActiveBallError()
  const check = validateReplacementOrder(state.serverOrder, order)
  if (!check.ok) throw new InvalidServerOrderError(check.message)
  const n = order.length
  const rotation =
    state.gameKind === 'regular' || state.gameKind === 'decidingPoint'
      ? 0
      : (n - (Math.floor((state.points[0] + state.points[1] + 1) / 2) % n)) % n
  return { ...state, serverOrder: [...order], rotation }
}

/** The servers of every point played, oldest first. */
export function serversOf(state: MatchState): string[] {
  const out = new Array<string>(state.pointCount)
  let node = state.serverLog
  for (let i = state.pointCount - 1; node; i--, node = node.previous) out[i] = node.id
  return out
}
