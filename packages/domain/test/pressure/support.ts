import {
  currentServer,
  initialMatchState,
  scorePoint,
  type MatchState,
  type Rules,
  type ServeStrengths,
  type ServingPlayer,
  type Team,
} from '../../src/index.ts'

/** A seeded generator (no Math.random), so a Monte Carlo figure is the same on every run. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The engine itself plays the match to its end, each point to the server's side with its strength. */
export function playOut(state: MatchState, serve: ServeStrengths, rand: () => number): Team {
  let s = state
  while (s.winner === null) {
    const server = (currentServer(s) as ServingPlayer).team
    const serverWins = rand() < (server === 0 ? serve.pA : serve.pB)
    s = scorePoint(s, serverWins ? server : server === 0 ? 1 : 0)
  }
  return s.winner
}

/** Team 0's share of `n` engine play-outs from `state`. */
export function monteCarlo(state: MatchState, serve: ServeStrengths, n: number, seed: number): number {
  const rand = seeded(seed)
  let won = 0
  for (let i = 0; i < n; i++) if (playOut(state, serve, rand) === 0) won++
  return won / n
}

export function stateAfter(rules: Rules, order: readonly ServingPlayer[], winners: readonly Team[]): MatchState {
  let s = initialMatchState(rules, order)
  for (const w of winners) s = scorePoint(s, w)
  return s
}

/**
 * The engine plays a timed match out with its own clock: the points of the game in play and of `left` more games are
 * tapped before the time is up, the next game's first point after it (so that game is the last but `left` = 0 …).
 */
export function timedMonteCarlo(
  state: MatchState,
  serve: ServeStrengths,
  left: number,
  n: number,
  seed: number,
): number {
  const rand = seeded(seed)
  const start = state.startedAt ?? 0
  const minutes = state.rules.timedMinutes ?? 0
  let won = 0
  for (let i = 0; i < n; i++) {
    let s = state
    while (s.winner === null) {
      const server = (currentServer(s) as ServingPlayer).team
      const serverWins = rand() < (server === 0 ? serve.pA : serve.pB)
      const late = s.gamesCompleted - state.gamesCompleted >= left
      s = scorePoint(s, serverWins ? server : server === 0 ? 1 : 0, start + (late ? minutes + 1 : 1) * 60_000)
    }
    if (s.winner === 0) won++
  }
  return won / n
}
