import { isTieBreak } from '../scoring/match-state.ts'
import type { Rules, Sport } from '../rules/rules.ts'
import { pressureOf } from '../pressure/pressure-of.ts'
import { involves } from './involves.ts'
import type { ServerChange } from '../scoring/replay-match.ts'
import type { ServingPlayer } from '../scoring/server-order.ts'
import type { ShotType } from '../scoring/shot-types.ts'
import { TEAMS, type Team } from '../scoring/team.ts'
import type { BallRecord, StatsFilter, StatsPlayer } from './ball-record.ts'
import { courtMapPoint } from './court-map.ts'
import { durationsOf, sinceThePreviousTap } from './durations.ts'
import { findingsOf } from './findings.ts'
import { decisiveKinds, highlightsOf } from './highlights.ts'
import type { GameImpact, MatchStats, OutcomeCounts, PlayerStats, Tally, TeamStats } from './match-stats.ts'
import { momentumOf } from './momentum.ts'
import {
  addCounts,
  creditsOf,
  emptyOutcomeCounts,
  impactNumerator,
  impactOf,
  mergeShotMaps,
  shotGroupRows,
  shotTypeRows,
} from './outcome-counts.ts'
import { pointContexts, type PointContext } from './point-contexts.ts'
import type { ScoredBall } from './scored-ball.ts'
import { hasFullDetail, serveStatsOf } from './serve-stats.ts'
import { storyEvent } from './story-event.ts'

export interface MatchStatsInput {
  rules: Rules
  serverOrder: ServingPlayer[]
  players: readonly StatsPlayer[]
  balls: readonly BallRecord[]
  serverChanges?: readonly ServerChange[]
  filter?: StatsFilter
  /** The match's licence: what full detail means for points_detailed (default pro). */
  license?: 'pro' | 'free'
  /** Whether to work out the win probability and clutch (`pressure`), for this sport's serve prior. */
  pressure?: { sport: Sport }
}

/** A ball together with where it stood in the match. */

/** Balls in seq order with their contexts; the score always comes from replaying every ball. */
export function scoredBalls(
  input: Pick<MatchStatsInput, 'rules' | 'serverOrder' | 'balls' | 'serverChanges'>,
): ScoredBall[] {
  const balls = [...input.balls].sort((a, b) => a.seq - b.seq)
  const ctxs = pointContexts({
    rules: input.rules,
    serverOrder: input.serverOrder,
    winners: balls.map((b) => b.winnerTeam),
    // A timed match's clock runs on the tap times: the statistics replay ends it where the score did.
    times: balls.map((b) => b.tappedAt),
    ...(input.serverChanges ? { serverChanges: input.serverChanges } : {}),
  })
  return balls.map((ball, i) => ({ ball, ctx: ctxs[i] as PointContext }))
}

const tally = (): Tally => ({ played: 0, won: 0 })
function count(t: Tally, won: boolean): void {
  t.played++
  if (won) t.won++
}

/**
 * Statistics of a match (ADR 0005, ADR 0020). The set filter scopes everything to one set (games_played included).
 * The player filter lists only that player and their team, with the same numbers as without it, and keeps in the
 * ball-by-ball outputs (story, court map, momentum, highlights, findings) the balls that player finished, set up
 * or served. Score context (break point, set point…) always comes from the whole match (ADR 0005).
 */
export function computeMatchStats(input: MatchStatsInput): MatchStats {
  const filter = input.filter ?? {}
  const all = scoredBalls(input)
  const scope = filter.set === undefined ? all : all.filter((b) => b.ctx.set === filter.set)
  const playerId = filter.playerId
  const selected = playerId === undefined ? scope : scope.filter((b) => involves(b.ball, playerId))
  const gamesPlayed = scope.filter((b) => b.ctx.endsGame).length

  const teamById = new Map<string, Team>(input.serverOrder.map((p) => [p.id, p.team]))
  for (const p of input.players) teamById.set(p.id, p.team)
  const teamOf = (id: string): Team | undefined => teamById.get(id)
  const nameById = new Map(input.players.map((p) => [p.id, p.name]))

  // Player and team figures come from the set scope: the player filter picks who is listed, never their numbers.
  const counts = new Map<string, OutcomeCounts>()
  const byShot = new Map<string, Map<ShotType, OutcomeCounts>>()
  const byGame = new Map<string, Map<number, GameImpact>>()
  for (const p of input.players) {
    counts.set(p.id, emptyOutcomeCounts())
    byShot.set(p.id, new Map())
    byGame.set(p.id, new Map())
  }
  const gamesInScope = new Map<number, PointContext>()
  for (const { ball, ctx } of scope) {
    if (!gamesInScope.has(ctx.game)) gamesInScope.set(ctx.game, ctx)
    for (const credit of creditsOf(ball, teamOf)) {
      const c = counts.get(credit.playerId)
      if (!c) continue // a player id the match does not list: ignored rather than invented
      c[credit.key]++
      if (credit.shot) {
        const shots = byShot.get(credit.playerId) as Map<ShotType, OutcomeCounts>
        const sc = shots.get(credit.shot) ?? emptyOutcomeCounts()
        sc[credit.key]++
        shots.set(credit.shot, sc)
      }
      const games = byGame.get(credit.playerId) as Map<number, GameImpact>
      const g = games.get(ctx.game) ?? { game: ctx.game, set: ctx.set, game_in_set: ctx.gameInSet, impact: 0 }
      g.impact += impactOf(credit.key)
      games.set(ctx.game, g)
    }
  }
  const impact = (c: OutcomeCounts): number | null => (gamesPlayed === 0 ? null : impactNumerator(c) / gamesPlayed)
  const pointsWon = (team: Team): number => scope.filter((b) => b.ball.winnerTeam === team).length
  // Every game of the scope, zeros included, so charts share one axis whichever filter is on.
  const gameSeries = (id: string): GameImpact[] =>
    [...gamesInScope.values()].map(
      (ctx) => byGame.get(id)?.get(ctx.game) ?? { game: ctx.game, set: ctx.set, game_in_set: ctx.gameInSet, impact: 0 },
    )

  const scopeBalls = scope.map((b) => b.ball)
  const allPlayers: PlayerStats[] = input.players.map((p) => {
    const c = counts.get(p.id) as OutcomeCounts
    const shots = byShot.get(p.id) as Map<ShotType, OutcomeCounts>
    return {
      id: p.id,
      name: p.name,
      team: p.team,
      points_won: pointsWon(p.team),
      ...c,
      impact: impact(c),
      impact_by_game: gameSeries(p.id),
      by_shot_type: shotTypeRows(shots),
      by_shot_group: shotGroupRows(shots),
      serve: serveStatsOf(scopeBalls, (id) => id === p.id, teamOf),
    }
  })
  const focus = playerId === undefined ? undefined : input.players.find((p) => p.id === playerId)
  const players = playerId === undefined ? allPlayers : allPlayers.filter((p) => p.id === playerId)

  const allTeams: TeamStats[] = TEAMS.map((team) => {
    const members = input.players.filter((p) => p.team === team)
    const c = emptyOutcomeCounts()
    for (const m of members) addCounts(c, counts.get(m.id) as OutcomeCounts)
    const shots = mergeShotMaps(members.map((m) => byShot.get(m.id) as Map<ShotType, OutcomeCounts>))
    const t: TeamStats = {
      team,
      player_ids: members.map((m) => m.id),
      points_won: pointsWon(team),
      ...c,
      impact: impact(c),
      on_serve: tally(),
      on_return: tally(),
      break_points: { chances: 0, converted: 0, faced: 0, saved: 0 },
      golden_points: tally(),
      silver_points: tally(),
      star_points: tally(),
      game_points: tally(),
      set_points: tally(),
      match_points: tally(),
      tie_break_points: tally(),
      by_shot_type: shotTypeRows(shots),
      by_shot_group: shotGroupRows(shots),
      serve: serveStatsOf(scopeBalls, (id) => teamOf(id) === team, teamOf),
    }
    for (const { ball, ctx } of scope) {
      const won = ball.winnerTeam === team
      const serving = (teamOf(ball.serverId) ?? ctx.serverTeam) === team
      count(serving ? t.on_serve : t.on_return, won)
      if (ctx.breakPoint) {
        if (serving) {
          t.break_points.faced++
          if (won) t.break_points.saved++
        } else {
          t.break_points.chances++
          if (won) t.break_points.converted++
        }
      }
      if (ctx.decidingPoint) count(t[`${ctx.decidingPoint}_points`], won)
      if (ctx.gamePointFor[team]) count(t.game_points, won)
      if (ctx.setPointFor[team]) count(t.set_points, won)
      if (ctx.matchPointFor[team]) count(t.match_points, won)
      if (isTieBreak(ctx.gameKind)) count(t.tie_break_points, won)
    }
    return t
  })
  const teams = playerId === undefined ? allTeams : allTeams.filter((t) => t.team === focus?.team)

  const name = (id: string | null | undefined): string | null => (id ? (nameById.get(id) ?? null) : null)
  const since = sinceThePreviousTap(all)
  const pressure = input.pressure ? pressureWithoutFilter(input, input.pressure.sport, all, filter) : null
  const stats: Omit<MatchStats, 'findings'> = {
    filter: { set: filter.set ?? null, player_id: playerId ?? null },
    games_played: gamesPlayed,
    points_played: selected.length,
    points_detailed: selected.filter((b) => hasFullDetail(b.ball, input.license ?? 'pro')).length,
    players,
    teams,
    highlights: highlightsOf(selected, players),
    momentum: momentumOf(selected),
    court_map: selected.filter(({ ball }) => ball.from || ball.to).map((b) => courtMapPoint(b, teamOf)),
    story: selected.map((b) => storyEvent(b, teamOf, name, decisiveKinds(b.ctx), since.get(b.ball.seq) ?? null)),
    // About the match's time: the set filter scopes it, the player filter does not.
    durations: durationsOf(all, scope),
    pressure,
  }
  return { ...stats, findings: findingsOf(stats) }
}

function pressureWithoutFilter(input: MatchStatsInput, sport: Sport, balls: ScoredBall[], filter: StatsFilter) {
  const { filter: _scope, ...pressure } = pressureOf({
    rules: input.rules,
    sport,
    balls,
    players: input.players,
    filter,
  })
  return pressure
}
