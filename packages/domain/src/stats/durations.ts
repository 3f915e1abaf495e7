import type { ScoredBall } from './scored-ball.ts'
import type { Durations, GameDuration, SetDuration } from './match-stats.ts'

/** A gap between two taps: device clocks may disagree (two phones, a corrected clock), never below zero. */
const gap = (from: number, to: number) => Math.max(0, to - from)

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2)
}

/**
 * How long the match, its sets and its games took, and the time between points, from each point's tap time
 * (ADR 0034). A span runs from the tap that ended the previous one (the previous game or set) to the tap that
 * ended it; the match's first game and set start at their first tap, as no earlier tap exists. `all` is the whole
 * match in seq order (so a span's start is found even outside the scope); `scope` the balls counted. Balls without
 * a tap time are left out of every figure.
 */
export function durationsOf(all: readonly ScoredBall[], scope: readonly ScoredBall[]): Durations {
  const inScope = new Set(scope.map((b) => b.ball.seq))
  const timed = all.filter((b) => typeof b.ball.tappedAt === 'number')
  const timedScope = timed.filter((b) => inScope.has(b.ball.seq))

  const gaps: number[] = []
  for (let i = 1; i < timed.length; i++) {
    if (inScope.has(timed[i]!.ball.seq)) gaps.push(gap(timed[i - 1]!.ball.tappedAt!, timed[i]!.ball.tappedAt!))
  }

  const games: GameDuration[] = []
  const sets: SetDuration[] = []
  let gameStart: number | null = null
  let setStart: number | null = null
  for (const { ball, ctx } of timed) {
    const at = ball.tappedAt!
    gameStart ??= at
    setStart ??= at
    if (ctx.endsGame) {
      if (inScope.has(ball.seq))
        games.push({ set: ctx.set, game: ctx.game, game_in_set: ctx.gameInSet, ms: gap(gameStart, at) })
      gameStart = at
    }
    if (ctx.endsSet) {
      if (inScope.has(ball.seq)) sets.push({ set: ctx.set, ms: gap(setStart, at) })
      setStart = at
    }
  }

  const first = timedScope[0]?.ball.tappedAt
  const last = timedScope.at(-1)?.ball.tappedAt
  return {
    timed_points: timedScope.length,
    total_ms: timedScope.length >= 2 ? gap(first!, last!) : null,
    sets,
    games,
    between_points: gaps.length > 0 ? { median_ms: median(gaps), longest_ms: Math.max(...gaps) } : null,
  }
}

/** The time since the previous point's tap, for the story; null for the first point or without tap times. */
export function sinceThePreviousTap(all: readonly ScoredBall[]): Map<number, number | null> {
  const since = new Map<number, number | null>()
  let previous: number | null = null
  for (const { ball } of all) {
    const at = typeof ball.tappedAt === 'number' ? ball.tappedAt : null
    since.set(ball.seq, at !== null && previous !== null ? gap(previous, at) : null)
    if (at !== null) previous = at
  }
  return since
}
