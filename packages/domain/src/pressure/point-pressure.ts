import type { Rules, Sport } from '../rules/rules.ts'
import type { Team } from '../scoring/team.ts'
import type { ScoredBall } from '../stats/scored-ball.ts'
import type { PressureState } from './pressure-state.ts'
import { afterPoint } from './pressure-state.ts'
import { SERVE_QUADRATURE_POINTS, serveMixture, type ServeMixture } from './serve-mixture.ts'
import { servePrior, type ServeCounts, type ServePrior } from './serve-strength.ts'
import { tieBreakOpener } from './tie-break-chance.ts'
import { expectedGamesLeft, timedBlend } from './timed-games-left.ts'

/** Team 0's chance of winning the match around one point, and how much that point could move it. */
export interface PointPressure {
  seq: number
  /**
   * Team 0's chance before the point and after it, averaged over what is known of the serve strengths. A point's
   * `after` is the next point's `before`: at a game's end that is worked out with the posterior that now counts the
   * game just played (and, in a timed match, the clock at the next tap), so the line has no jumps between points.
   * Within a game, `before` = x·(after if won) + (1 − x)·(after if lost), x = team 0's predictive point chance.
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
  /** Gauss points per side of the posterior grid (SERVE_QUADRATURE_POINTS); 1 plugs in the posterior mean alone. */
  quadraturePoints?: number
}

const MINUTE_MS = 60_000

/**
 * The win probability before and after every point, averaged over the serve strengths' posterior: its grid is laid
 * at each game's start from the games before, and the game's own earlier points reweigh it (no point sees its own
 * result or later ones). The score is the engine's, read from the point contexts.
 */
export function pointTimeline(input: PointTimelineInput): PointPressure[] {
  const { rules } = input
  const prior = servePrior(input.sport, input.prior)
  const gridPoints = Math.max(1, Math.round(input.quadraturePoints ?? SERVE_QUADRATURE_POINTS))
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
  let mixture: ServeMixture | null = null
  let mixtureGame = 0
  // The last point's state after it, for its `after` when no point follows (below).
  let lastAfter: { blend: [number, PressureState][]; endsGame: boolean } | null = null
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
    // The posterior grid is laid afresh at each game's first point, from the games before it: the points of a game
    // then share its models and their memos (most of the tree), and reweigh it as they are played.
    if (mixture === null || ctx.game !== mixtureGame) {
      mixture = serveMixture(rules, prior, counts, input.history, gridPoints)
      mixtureGame = ctx.game
    }
    const before = mixture.chance(blend)
    const wonBlend = blend.map(([w, s]): [number, PressureState] => [w, afterPoint(rules, s, 0)])
    const lostBlend = blend.map(([w, s]): [number, PressureState] => [w, afterPoint(rules, s, 1)])
    // After the point, the grid is reweighed by its result (Bayes' rule), computed as the next point's before will be.
    const won = mixture.observe(ctx.serverTeam, 0)
    const lost = mixture.observe(ctx.serverTeam, 1)
    const ifWon = won.chance(wonBlend)
    const ifLost = lost.chance(lostBlend)
    mixture = ctx.winner === 0 ? won : lost
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
  // With no point after it, a game's last point is seen with the posterior that counts that game, as the next
  // point's `before` will be: recording one more point never changes an earlier figure.
  if (lastAfter?.endsGame)
    out.at(-1)!.after = serveMixture(rules, prior, counts, input.history, gridPoints).chance(lastAfter.blend)
  return out
}
