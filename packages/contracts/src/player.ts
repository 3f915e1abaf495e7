import { z } from './zod.ts'
import { SHOT_GROUPS, SHOT_TYPES, type TrendFigures } from '@courtside/domain'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'
import { NAME_MAX_LENGTH, SEARCH_MAX_LENGTH, emailAddressSchema } from './bounds.ts'
import { isoDate } from './date-range.ts'
import { listMetaSchema } from './organization.ts'
import { matchSchema } from './match.ts'

export const PLAYER_FILTERS = ['all', 'agreement', 'coached'] as const
export type PlayerFilter = (typeof PLAYER_FILTERS)[number]

const name = z.string().trim().max(NAME_MAX_LENGTH, { error: messages.textTooLong })
const optionalName = name.optional().default('')
/** '' and null both mean "no email"; otherwise it must be an address. */
const optionalEmail = z
  .union([z.literal(''), z.null(), emailAddressSchema])
  .optional()
  .transform((v) => (v ? v : null))

const playerFields = {
  first_name: optionalName,
  last_name: optionalName,
  display_name: name
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  email: optionalEmail,
  can_save_games: z.boolean().optional().default(false),
  is_coached: z.boolean().optional().default(false),
  coaching_start_date: isoDate
    .nullable()
    .optional()
    .transform((v) => v ?? null),
}

/**
 * An athlete needs at least one name: padel players are often known by one (ADR 0013). Coaching needs consent
 *, so `is_coached` without `can_save_games` is refused.
 */
export const playerInputSchema = z.object(playerFields).superRefine((v, ctx) => {
  if (!v.first_name && !v.last_name) {
    ctx.addIssue({ code: 'custom', path: ['first_name'], message: messages.eitherNameRequired })
    ctx.addIssue({ code: 'custom', path: ['last_name'], message: messages.eitherNameRequired })
  }
  if (v.is_coached && !v.can_save_games) {
    ctx.addIssue({ code: 'custom', path: ['is_coached'], message: messages.coachingNeedsConsent })
  }
})
export type PlayerInput = z.input<typeof playerInputSchema>
export const createPlayerRequestSchema = wrapped('player', playerInputSchema)

/** PATCH: every field optional; the service checks the merged result with the same rules. */
export const playerPatchSchema = z
  .object({
    first_name: name.optional(),
    last_name: name.optional(),
    // Absent stays absent (unchanged); '' and null clear the field.
    display_name: name
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    email: z
      .union([z.literal(''), z.null(), emailAddressSchema])
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    can_save_games: z.boolean().optional(),
    is_coached: z.boolean().optional(),
    coaching_start_date: isoDate.nullable().optional(),
  })
  .strict()
export const updatePlayerRequestSchema = wrapped('player', playerPatchSchema)

export const playerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string().nullable(),
  email: z.string().nullable(),
  can_save_games: z.boolean(),
  permission_date: z.string().nullable(),
  is_coached: z.boolean(),
  coaching_start_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Player = z.infer<typeof playerSchema>

export const playerResponseSchema = z.object({ player: playerSchema })
export const playerListSchema = z.object({ players: z.array(playerSchema), meta: listMetaSchema })

export const playerListQuerySchema = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH, { error: messages.textTooLong }).optional(),
  filter: z.enum(PLAYER_FILTERS).optional().default('all'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
})

/** The name shown everywhere: display name, else "First Last". */
export function playerDisplayName(p: Pick<Player, 'first_name' | 'last_name' | 'display_name'>): string {
  return p.display_name || [p.first_name, p.last_name].filter(Boolean).join(' ')
}

const recommendationBase = { points: z.number().int(), matches: z.number().int() }
const shotType = z.enum(SHOT_TYPES)

/** The domain's athleteRecommendations, each naming the points (and matches) it rests on. */
export const recommendationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('reduce_errors_on_shot'),
    shot_type: shotType,
    unforced_errors: z.number().int(),
    winners: z.number().int(),
    ...recommendationBase,
  }),
  z.object({
    kind: z.literal('keep_using_shot'),
    shot_type: shotType,
    winners: z.number().int(),
    unforced_errors: z.number().int(),
    ...recommendationBase,
  }),
  z.object({ kind: z.literal('work_on_return'), serve_return_errors: z.number().int(), ...recommendationBase }),
  z.object({ kind: z.literal('work_on_serve'), double_faults: z.number().int(), ...recommendationBase }),
  z.object({
    kind: z.literal('stop_setting_up_winners'),
    winners_given: z.number().int(),
    forced_to_error: z.number().int(),
    ...recommendationBase,
  }),
])
export type AthleteRecommendation = z.infer<typeof recommendationSchema>

const tally = z.object({ played: z.number().int(), won: z.number().int() })
const perGame = z.number().nullable()

/**
 * One match of the athlete's progress (ADR 0037): when it was played (the first point's tap; the match's creation
 * before any point was timed) and the figures of TrendFigures (the domain's), oldest first in `trends`.
 */
export const trendEntrySchema = z.object({
  match_id: z.number().int(),
  title: z.string(),
  date: z.string(),
  games_played: z.number().int(),
  points_played: z.number().int(),
  impact: z.number().nullable(),
  winners_per_game: perGame,
  forced_errors_per_game: perGame,
  unforced_errors_per_game: perGame,
  on_serve: tally,
  on_return: tally,
  by_shot_group: z.array(
    z.object({
      shot_group: z.enum(SHOT_GROUPS),
      winners_per_game: perGame,
      forced_errors_per_game: perGame,
      unforced_errors_per_game: perGame,
    }),
  ),
})
export type TrendEntry = z.infer<typeof trendEntrySchema>
// The entry is the domain's figures plus where and when: a drift in either fails the typecheck here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameTrend: Same<Omit<TrendEntry, 'match_id' | 'title' | 'date'>, TrendFigures> = true
void sameTrend

/**
 * GET /api/v2/players/:id/stats. `win_rate` is a whole percentage of the finished matches won (null before the
 * first finished match); `last_five` is newest first; `recent_matches` are match summaries, newest first.
 */
export const playerStatsSchema = z.object({
  total_matches: z.number().int(),
  finished_matches: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  win_rate: z.number().int().min(0).max(100).nullable(),
  last_five: z.array(z.object({ match_id: z.number().int(), result: z.enum(['W', 'L']) })),
  recent_matches: z.array(matchSchema),
  recommendations: z.array(recommendationSchema),
  trends: z.array(trendEntrySchema),
})
export type PlayerStatsSummary = z.infer<typeof playerStatsSchema>
export const playerStatsResponseSchema = z.object({ stats: playerStatsSchema })
