import { z } from './zod.ts'
import { LOCALES } from './locale.ts'
import { POINT_TYPES, SERVES, SHOT_GROUPS, SHOT_SPEEDS, SHOT_TYPES, type MatchStats } from '@courtside/domain'
import { courtPointSchema } from './ball.ts'
import { messages } from './messages.ts'
import type { WithNumberIds } from './stats-ids.ts'

/** GET /api/v2/matches/:id/stats (ADR 0020): the domain's MatchStats with number player ids (withNumberIds). */

const team = z.union([z.literal(0), z.literal(1)])
/** A match player's id, as every id the API answers. */
const playerId = z.number().int()
const count = z.number().int().nonnegative()
const tally = z.object({ played: count, won: count })
const scoreDisplay = z.object({ sets: z.string(), games: z.string(), points: z.string() })
const pointType = z.enum(POINT_TYPES)
const shotType = z.enum(SHOT_TYPES)
const shotSpeed = z.enum(SHOT_SPEEDS)

const outcomeCounts = {
  winners: count,
  aces: count,
  forced_errors: count,
  forced_to_error: count,
  unforced_errors: count,
  serve_return_errors: count,
  double_faults: count,
  winners_given: count,
}
export const OUTCOME_COUNT_KEYS = Object.keys(outcomeCounts) as (keyof typeof outcomeCounts)[]

const shotTypeRow = z.object({ shot_type: shotType, ...outcomeCounts })
const shotGroupRow = z.object({ shot_group: z.enum(SHOT_GROUPS), ...outcomeCounts })
const serveStats = z.object({
  charted: count,
  first_in: count,
  first_serve_pct: z.number().nullable(),
  first_serve: tally,
  second_serve: tally,
})
const gameImpact = z.object({ game: count, set: count, game_in_set: count, impact: z.number() })

export const matchPlayerStatsSchema = z.object({
  id: playerId,
  name: z.string(),
  team,
  points_won: count,
  ...outcomeCounts,
  impact: z.number().nullable(),
  impact_by_game: z.array(gameImpact),
  by_shot_type: z.array(shotTypeRow),
  by_shot_group: z.array(shotGroupRow),
  serve: serveStats,
})

export const matchTeamStatsSchema = z.object({
  team,
  player_ids: z.array(playerId),
  points_won: count,
  ...outcomeCounts,
  impact: z.number().nullable(),
  on_serve: tally,
  on_return: tally,
  break_points: z.object({ chances: count, converted: count, faced: count, saved: count }),
  golden_points: tally,
  silver_points: tally,
  star_points: tally,
  game_points: tally,
  set_points: tally,
  match_points: tally,
  tie_break_points: tally,
  by_shot_type: z.array(shotTypeRow),
  by_shot_group: z.array(shotGroupRow),
  serve: serveStats,
})

export const DECISIVE_KINDS = [
  'match_point',
  'match_point_saved',
  'set_point',
  'set_point_saved',
  'break_point',
  'break_point_saved',
  'golden_point',
  'silver_point',
  'star_point',
] as const
const decisiveKind = z.enum(DECISIVE_KINDS)

const highlightsSchema = z.object({
  longest_run: z.object({ team, points: count, from_seq: count, to_seq: count }).nullable(),
  biggest_comeback: z
    .object({
      team,
      set: count,
      unit: z.enum(['games', 'points']),
      deficit: count,
      worst_score: z.string(),
      final_score: z.string(),
    })
    .nullable(),
  best_game: gameImpact.extend({ player_id: playerId }).nullable(),
  worst_game: gameImpact.extend({ player_id: playerId }).nullable(),
  decisive_points: z.array(
    z.object({
      seq: count,
      set: count,
      game: count,
      winner_team: team,
      kinds: z.array(decisiveKind),
      score_before: scoreDisplay,
    }),
  ),
})

const momentumPoint = z.object({
  seq: count,
  set: count,
  game: count,
  winner_team: team,
  diff: z.number().int(),
  swing: z.number().int(),
})

export const courtMapPointSchema = z.object({
  seq: count,
  set: count,
  game: count,
  finisher_id: playerId.nullable(),
  finisher_team: team.nullable(),
  winner_team: team,
  point_type: pointType,
  outcome: z.enum(['winner', 'error', 'other']),
  shot_type: shotType.nullable(),
  from: courtPointSchema.nullable(),
  to: courtPointSchema.nullable(),
})

export const storyEventSchema = z.object({
  seq: count,
  set: count,
  game: count,
  game_in_set: count,
  tie_break: z.boolean(),
  super_tie_break: z.boolean(),
  server_id: playerId,
  winner_team: team,
  point_type: pointType,
  finisher_id: playerId.nullable(),
  finisher_name: z.string().nullable(),
  finisher_team: team.nullable(),
  shot_type: shotType.nullable(),
  shot_speed: shotSpeed.nullable(),
  previous_shooter_id: playerId.nullable(),
  previous_shooter_name: z.string().nullable(),
  previous_shot_type: shotType.nullable(),
  previous_shot_speed: shotSpeed.nullable(),
  comment: z.string().nullable(),
  serve: z.enum(SERVES).nullable(),
  score_before: scoreDisplay,
  score_after: scoreDisplay,
  ends_game: z.boolean(),
  ends_set: z.boolean(),
  ends_match: z.boolean(),
  decisive: z.array(decisiveKind),
  since_previous_ms: count.nullable(),
})

const sample = { count, total: count }
export const findingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unforced_errors_on_shot'), player_id: playerId, shot_type: shotType, ...sample }),
  z.object({ kind: z.literal('winners_on_shot'), player_id: playerId, shot_type: shotType, ...sample }),
  z.object({
    kind: z.literal('errors_outweigh_winners_on_shot'),
    player_id: playerId,
    shot_type: shotType,
    unforced_errors: count,
    winners: count,
    ...sample,
  }),
  z.object({ kind: z.literal('unforced_errors_at_speed'), player_id: playerId, shot_speed: shotSpeed, ...sample }),
  z.object({ kind: z.literal('forces_errors'), player_id: playerId, team, ...sample }),
  z.object({ kind: z.literal('gives_winners'), player_id: playerId, team, ...sample }),
  z.object({ kind: z.literal('break_points_converted'), team, level: z.enum(['high', 'low']), ...sample }),
  z.object({ kind: z.literal('break_points_saved'), team, level: z.enum(['high', 'low']), ...sample }),
  z.object({ kind: z.literal('golden_points_won'), team, ...sample }),
  z.object({ kind: z.literal('silver_points_won'), team, ...sample }),
  z.object({ kind: z.literal('star_points_won'), team, ...sample }),
])

const chance = z.number().min(0).max(1)
/** docs/win-probability.md: team 0's chance to win the match around each point, and each player's clutch index. */
const pressureSchema = z.object({
  /** The leverage from which a point counts as high-leverage (over the whole match); null without points. */
  high_leverage_threshold: z.number().nullable(),
  points: z.array(
    z.object({ seq: count, before: chance, after: chance, leverage: z.number().min(0), high_leverage: z.boolean() }),
  ),
  players: z.array(
    z.object({
      player_id: playerId,
      high_leverage_points: count,
      won: count,
      other_points: count,
      other_won: count,
      /** Win rate on high-leverage points minus the rate on the others; null on too few points. */
      clutch: z.number().nullable(),
    }),
  ),
})

export const matchStatsSchema = z.object({
  filter: z.object({ set: z.number().int().nullable(), player_id: playerId.nullable() }),
  games_played: count,
  points_played: count,
  points_detailed: count,
  players: z.array(matchPlayerStatsSchema),
  teams: z.array(matchTeamStatsSchema),
  highlights: highlightsSchema,
  momentum: z.array(momentumPoint),
  court_map: z.array(courtMapPointSchema),
  story: z.array(storyEventSchema),
  findings: z.array(findingSchema),
  durations: z.object({
    timed_points: count,
    total_ms: count.nullable(),
    sets: z.array(z.object({ set: count, ms: count })),
    games: z.array(z.object({ set: count, game: count, game_in_set: count, ms: count })),
    between_points: z.object({ median_ms: count, longest_ms: count }).nullable(),
  }),
  /** Always there on GET …/stats. */
  pressure: pressureSchema.nullable(),
})

// The schema and the domain's type must stay one shape: a drift in either fails the typecheck here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameShape: Same<z.infer<typeof matchStatsSchema>, WithNumberIds<MatchStats>> = true
void sameShape

/** The statistics as the API answers them, and the parts the screens show. */
export type MatchStatsBody = WithNumberIds<MatchStats>
export type StatsStoryEvent = MatchStatsBody['story'][number]
export type StatsFinding = MatchStatsBody['findings'][number]
export type StatsCourtMapPoint = MatchStatsBody['court_map'][number]
export type StatsTeam = MatchStatsBody['teams'][number]
export type MatchStatsResponse = { stats: MatchStatsBody }
export const matchStatsResponseSchema = z.object({ stats: matchStatsSchema })

/** ?set=N (1-based) & player=ID (a match player id); both optional, empty means all. */
export const matchStatsQuerySchema = z.object({
  set: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.coerce
      .number({ error: messages.statsSetInvalid })
      .int({ error: messages.statsSetInvalid })
      .min(1, { error: messages.statsSetInvalid })
      .optional(),
  ),
  player: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.coerce
      .number({ error: messages.statsPlayerInvalid })
      .int({ error: messages.statsPlayerInvalid })
      .positive({ error: messages.statsPlayerInvalid })
      .optional(),
  ),
})
export type MatchStatsQuery = z.infer<typeof matchStatsQuerySchema>

/** GET /api/v2/matches/:id/report.pdf (ADR 0035): the statistics page's language and the paper size. */
export const REPORT_LANGUAGES = LOCALES
export const REPORT_PAPERS = ['a4', 'letter'] as const
export const matchReportQuerySchema = z.object({
  lang: z.enum(REPORT_LANGUAGES).default('en'),
  paper: z.enum(REPORT_PAPERS).default('a4'),
})
export type MatchReportQuery = z.infer<typeof matchReportQuerySchema>

/**
 * The overview's figures, in the order a coach reads a point: won, how, given away, then the
 * impact per game. The statistics page's table and the PDF report both follow it.
 */
export const OVERVIEW_FIGURES = [
  'points_won',
  'winners',
  'aces',
  'forced_to_error',
  'forced_errors',
  'unforced_errors',
  'serve_return_errors',
  'double_faults',
  'winners_given',
  'impact',
] as const
