import type { Rules, Sport } from '../rules/rules.ts'
import type { Team } from '../scoring/team.ts'
import type { ScoredBall } from '../stats/scored-ball.ts'
import type { PressureState } from './pressure-state.ts'
import { afterPoint } from './pressure-state.ts'
import { servePrior, serveStrengths, type ServeCounts, type ServePrior } from './serve-strength.ts'
import { tieBreakOpener } from './tie-break-chance.ts'
import { expectedGamesLeft, timedBlend } from './timed-games-left.ts'
import { blendedChance } from './win-probability.ts'
import { winModel, type WinModel } from './win-chance.ts'

/** Team 0's chance of winning the match around one point, and how much that point could move it. */
export interface PointPressure {
  seq: number
  /**
   * Team 0's chance before the point and after it. A point's `after` is the next point's `before`: at a game's end
   * that is worked out with the serve strengths that now count the game just played (and, in a timed match, the clock
   * at the next tap), so the line has no jumps between points.
   */
  before: number
  after: number
  /** Team 0's chance if it wins the point minus if it loses it: ≥ 0. */
  leverage: number
}

export interface PointTimelineInput {
  rules: Rules
  sport: Sport
  /** Every point of the match in seq order, with its context (scoredBalls in compute-match-stats.ts). */
  balls: readonly ScoredBall[]
  /** Each side's serve history, counted as served points (serve-strength.ts caps its weight). */
  history?: readonly [ServeCounts | undefined, ServeCounts | undefined]
  /** The sport's default prior (serve-strength.ts) with any part overridden. */
  prior?: Partial<ServePrior>
}

const MINUTE_MS = 60_000

/**
 * The win probability before and after every point, each from the serve points of the games before its own (no
 * point sees its own result or later ones). The score is the engine's, read from the point contexts.
 */
export function pointTimeline(input: PointTimelineInput): PointPressure[] {
  const { rules } = input
  const prior = servePrior(input.sport, input.prior)
  const counts: [ServeCounts, ServeCounts] = [
    { served: 0, won: 0 },
    { served: 0, won: 0 },
  ]
  const setsWon: [number, number] = [0, 0]
  let gameLead = 0 // team 0's games minus team 1's over the match so far
  let gamesCompleted = 0
  let startedAt: number | null = null
  let lastGame = false
  let lastTap: number | null = null
  const out: PointPressure[] = []
  let model: WinModel | null = null
  let modelGame = 0
  // The last point's state after it, for its `after` when no point follows (below).
  let lastAfter: { blend: Parameters<typeof blendedChance>[1]; endsGame: boolean } | null = null
  for (const { ball, ctx } of input.balls) {
    // A timed match's clock as the engine runs it (timed-match.ts): the point's tap may make its game the last.
    const at = ball.tappedAt ?? null
    if (rules.timedMinutes !== null && at !== null && Number.isFinite(at)) {
      startedAt ??= at
      lastGame ||= at - startedAt >= rules.timedMinutes * MINUTE_MS
      lastTap = at
    }
    const k = ctx.pointsBefore[0] + ctx.pointsBefore[1]
    const tieBreak = ctx.gameKind === 'tieBreak' || ctx.gameKind === 'superTieBreak'
    const opener: Team = tieBreak ? tieBreakOpener(ctx.serverTeam, k) : ctx.serverTeam
    const state: PressureState = {
      setsWon: [setsWon[0], setsWon[1]],
      games: [ctx.gamesBefore[0], ctx.gamesBefore[1]],
      points: [ctx.pointsBefore[0], ctx.pointsBefore[1]],
      gameKind: ctx.gameKind,
      opener,
      earlierGames: gameLead - (ctx.gamesBefore[0] - ctx.gamesBefore[1]),
      gamesLeft: null,
      winner: null,
    }
    const expected = expectedGamesLeft(rules, { startedAt, now: lastTap, gamesCompleted, lastGame })
    const blend = timedBlend(state, expected)
    // Strengths are estimated afresh at each game's first point, from the games before it: the points of a game
    // then share one model and its memo (most of the tree), and each chance still sees only earlier points.
    if (model === null || ctx.game !== modelGame) {
      model = winModel(rules, serveStrengths(prior, counts, input.history))
      modelGame = ctx.game
    }
    const before = blendedChance(model, blend)
    const wonBlend = blend.map(([w, s]): [number, PressureState] => [w, afterPoint(rules, s, 0)])
    const lostBlend = blend.map(([w, s]): [number, PressureState] => [w, afterPoint(rules, s, 1)])
    const ifWon = blendedChance(model, wonBlend)
    const ifLost = blendedChance(model, lostBlend)
    lastAfter = { blend: ctx.winner === 0 ? wonBlend : lostBlend, endsGame: ctx.endsGame && !ctx.endsMatch }
    out.push({
      seq: ball.seq,
      before,
      after: ctx.winner === 0 ? ifWon : ifLost,
      leverage: Math.max(0, ifWon - ifLost),
    })
    const served = counts[ctx.serverTeam]
    served.served++
    if (ctx.winner === ctx.serverTeam) served.won++
    if (ctx.endsGame) {
      gamesCompleted++
      gameLead += ctx.winner === 0 ? 1 : -1
    }
    if (ctx.endsSet && !ctx.endsMatch) setsWon[ctx.winner]++
  }
  for (let i = 0; i + 1 < out.length; i++) out[i]!.after = out[i + 1]!.before
  // With no point after it, a game's last point is seen with the strengths that count that game, as the next
  // point's `before` will be: recording one more point never changes an earlier figure.
  if (lastAfter?.endsGame)
    out.at(-1)!.after = blendedChance(winModel(rules, serveStrengths(prior, counts, input.history)), lastAfter.blend)
  return out
}
