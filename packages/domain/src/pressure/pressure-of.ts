import type { Rules, Sport } from '../rules/rules.ts'
import type { StatsFilter, StatsPlayer } from '../stats/ball-record.ts'
import type { ScoredBall } from '../stats/scored-ball.ts'
import { highLeverageThreshold, playerPressure, type PlayerPressure } from './clutch.ts'
import { pointTimeline, type PointPressure } from './point-pressure.ts'
import { teamHistory, type ServeCounts, type ServePrior } from './serve-strength.ts'

export interface PressureInput {
  rules: Rules
  sport: Sport
  /** Every point of the match in seq order with its context: `scoredBalls(...)` of compute-match-stats.ts. */
  balls: readonly ScoredBall[]
  players: readonly StatsPlayer[]
  /** Serve points each player served and won in earlier matches, by player id (optional). */
  history?: Readonly<Record<string, ServeCounts>>
  /** The sport's default serve prior (serve-strength.ts) with any part overridden. */
  prior?: Partial<ServePrior>
  /** Gauss points per side of the serve posterior (point-pressure.ts); 1 plugs in the posterior mean alone. */
  quadraturePoints?: number
  filter?: StatsFilter
}

export interface MatchPressure {
  filter: { set: number | null; player_id: string | null }
  /** The leverage from which a point counts as high-leverage (over the whole match); null without any. */
  high_leverage_threshold: number | null
  /** Team 0's win probability around each point of the set filter's scope (all points without it). */
  points: (PointPressure & { high_leverage: boolean })[]
  /** Each player's clutch figures over the set scope; only the filtered player with a player filter. */
  players: PlayerPressure[]
}

/**
 * Win probability, leverage and clutch index of a match (docs/win-probability.md). Probabilities always come from
 * the whole match (a set's first point knows the sets before it); the set filter scopes the points listed and the
 * players' counts, the player filter picks which players are listed, as computeMatchStats does.
 */
export function pressureOf(input: PressureInput): MatchPressure {
  const filter = input.filter ?? {}
  const balls = [...input.balls].sort((a, b) => a.ball.seq - b.ball.seq)
  const history = input.history
    ? ([teamHistory(input.history, input.players, 0), teamHistory(input.history, input.players, 1)] as const)
    : undefined
  const timeline = pointTimeline({
    rules: input.rules,
    sport: input.sport,
    balls,
    ...(history ? { history } : {}),
    ...(input.prior ? { prior: input.prior } : {}),
    ...(input.quadraturePoints ? { quadraturePoints: input.quadraturePoints } : {}),
  })
  const threshold = highLeverageThreshold(timeline)
  const inScope = (set: number): boolean => filter.set === undefined || set === filter.set
  const scope = balls.filter((b) => inScope(b.ctx.set))
  const scopeSeqs = new Set(scope.map((b) => b.ball.seq))
  const points = timeline
    .filter((p) => scopeSeqs.has(p.seq))
    .map((p) => ({ ...p, high_leverage: threshold !== null && p.leverage >= threshold }))
  const leverageBySeq = new Map(timeline.map((p) => [p.seq, p.leverage]))
  const listed = filter.playerId === undefined ? input.players : input.players.filter((p) => p.id === filter.playerId)
  // Side sizes come from every player, so a player filter does not turn a doubles player into a singles one.
  const players = playerPressure(scope, leverageBySeq, threshold, input.players).filter((p) =>
    listed.some((l) => l.id === p.player_id),
  )
  return {
    filter: { set: filter.set ?? null, player_id: filter.playerId ?? null },
    high_leverage_threshold: threshold,
    points,
    players,
  }
}
