import { z } from './zod.ts'
import { SOCIAL_MAX_PLAYERS, SOCIAL_MIN_PLAYERS, SOCIAL_POINTS_PER_MATCH, maxSocialCourts } from '@courtside/domain'
import { TITLE_MAX_LENGTH } from './bounds.ts'
import { playerNameSchema } from './match.ts'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'
import { listMetaSchema, pathIdSchema } from './organization.ts'

/**
 * Social sessions of an organization: an evening of Americano or Mexicano doubles (docs/social-sessions.md has the
 * rules, packages/domain/src/social the logic). Free for every plan.
 *
 * Players are named by their **index** into the session's `players` list (0 … players − 1): `team_a`, `team_b`,
 * `resting` and a standing's `player` are indices, and `players[index].name` is the name to show. Indices keep the
 * answer small and are what the domain works on.
 *
 * Who may do what (a connected member of the organization; anyone else gets 404, as if it did not exist):
 * - read the list and a session: every member, whatever the role, coach viewer accounts included;
 * - start a session: admins, superadmins and coaches (a viewer gets 403 `socialSessionCoachOnly`; a coach viewer
 *   account 403 `coachViewerForbidden`);
 * - enter or correct a result: every member (the players enter their court's score on their phones);
 * - add a Mexicano round and delete a session: its organizer (the member who started it) and the admins and
 *   superadmins (others 403 `socialSessionOrganizerOnly`; coach viewer accounts 403 `coachViewerForbidden`).
 */
export const SOCIAL_FORMATS = ['americano', 'mexicano'] as const
export type SocialFormat = (typeof SOCIAL_FORMATS)[number]

/** A Mexicano adds rounds one by one up to this many; the longest Americano (16 players on one court) has 60. */
export const SOCIAL_MAX_ROUNDS = 60

const athleteId = z
  .number({ error: messages.userNotFound })
  .int({ error: messages.userNotFound })
  .min(1, { error: messages.userNotFound })
  .max(2_147_483_647, { error: messages.userNotFound })

/** A player of a new session: one of the creator's athletes, or anyone by name (a first name is enough). */
export const socialPlayerInputSchema = z.union([
  z.object({ player_id: athleteId }).strict(),
  z.object({ name: playerNameSchema }).strict(),
])
export type SocialPlayerInput = z.infer<typeof socialPlayerInputSchema>

const pointsPerMatch = z
  .number({ error: messages.socialPointsPerMatch })
  .int({ error: messages.socialPointsPerMatch })
  .min(SOCIAL_POINTS_PER_MATCH.min, { error: messages.socialPointsPerMatch })
  .max(SOCIAL_POINTS_PER_MATCH.max, { error: messages.socialPointsPerMatch })

/**
 * POST /api/v2/organizations/:id/social_sessions body's `session`. `courts` defaults to as many as the players fill
 * (four on each); more than that is refused on `courts`.
 */
export const createSocialSessionSchema = z
  .object({
    name: z
      .string({ error: messages.fieldRequired })
      .trim()
      .min(1, { error: messages.fieldRequired })
      .max(TITLE_MAX_LENGTH, { error: messages.textTooLong }),
    format: z.enum(SOCIAL_FORMATS, { error: messages.fieldRequired }),
    players: z
      .array(socialPlayerInputSchema, { error: messages.socialPlayerCount })
      .min(SOCIAL_MIN_PLAYERS, { error: messages.socialPlayerCount })
      .max(SOCIAL_MAX_PLAYERS, { error: messages.socialPlayerCount }),
    courts: z
      .number({ error: messages.socialCourtCount })
      .int({ error: messages.socialCourtCount })
      .min(1, { error: messages.socialCourtCount })
      .max(maxSocialCourts(SOCIAL_MAX_PLAYERS), { error: messages.socialCourtCount })
      .optional(),
    points_per_match: pointsPerMatch,
  })
  .strict()
  // Defensive reading: a refinement may see a value whose other fields failed.
  .superRefine((session, ctx) => {
    const { courts, players } = session as { courts?: unknown; players?: unknown }
    if (typeof courts === 'number' && Array.isArray(players) && courts > maxSocialCourts(players.length)) {
      ctx.addIssue({ code: 'custom', path: ['courts'], message: messages.socialCourtCount })
    }
  })
export type CreateSocialSessionInput = z.input<typeof createSocialSessionSchema>
export const createSocialSessionRequestSchema = wrapped('session', createSocialSessionSchema)

const score = z
  .number({ error: messages.socialScoreInvalid })
  .int({ error: messages.socialScoreInvalid })
  .min(0, { error: messages.socialScoreInvalid })
  .max(SOCIAL_POINTS_PER_MATCH.max, { error: messages.socialScoreTotal })

/**
 * PUT …/rounds/:number/matches/:court body's `result`: both teams' points. Scores that do not add up to the session's
 * points per match are refused with 422 `socialScoreTotal` on `score_b`. A result may be corrected later; in a
 * Mexicano, a round already made from the standings stays as it was made.
 */
export const socialResultSchema = z.object({ score_a: score, score_b: score }).strict()
export type SocialResultInput = z.infer<typeof socialResultSchema>
export const socialResultRequestSchema = wrapped('result', socialResultSchema)

const int = z.number().int()
const pair = z.tuple([int, int])

export const socialSessionPlayerSchema = z.object({
  index: int,
  name: z.string(),
  /** The athlete this player is, when added by `player_id` (null once that athlete is deleted). */
  player_id: int.nullable(),
})

/** One court of a round; the scores are null until the result is entered. */
export const socialSessionMatchSchema = z.object({
  court: int,
  team_a: pair,
  team_b: pair,
  score_a: int.nullable(),
  score_b: int.nullable(),
})

export const socialSessionRoundSchema = z.object({
  number: int,
  matches: z.array(socialSessionMatchSchema),
  /** Who sits the round out, ascending. */
  resting: z.array(int),
})

/** A line of the table, best first (the domain's socialStandings): `rank` 1 is first; nobody shares a place. */
export const socialStandingSchema = z.object({
  player: int,
  name: z.string(),
  rank: int,
  points: int,
  against: int,
  difference: int,
  wins: int,
  draws: int,
  losses: int,
  played: int,
  rested: int,
})

export const socialSessionSchema = z.object({
  id: int,
  name: z.string(),
  format: z.enum(SOCIAL_FORMATS),
  courts: int,
  points_per_match: int,
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the caller may add a round and delete the session (its organizer, the organization's admins). */
  can_manage: z.boolean(),
  players: z.array(socialSessionPlayerSchema),
  /** Americano: every round from the start. Mexicano: the rounds made so far. */
  rounds: z.array(socialSessionRoundSchema),
  standings: z.array(socialStandingSchema),
})
export type SocialSession = z.infer<typeof socialSessionSchema>
export const socialSessionResponseSchema = z.object({ session: socialSessionSchema })

export const socialSessionSummarySchema = z.object({
  id: int,
  name: z.string(),
  format: z.enum(SOCIAL_FORMATS),
  created_at: z.string(),
  players_count: int,
  rounds_count: int,
})
export type SocialSessionSummary = z.infer<typeof socialSessionSummarySchema>
/** Newest first, paged like every list. */
export const socialSessionListSchema = z.object({
  social_sessions: z.array(socialSessionSummarySchema),
  meta: listMetaSchema,
})

export const socialSessionParamsSchema = z.object({ id: pathIdSchema, session_id: pathIdSchema })
export const socialMatchParamsSchema = z.object({
  id: pathIdSchema,
  session_id: pathIdSchema,
  number: pathIdSchema,
  court: pathIdSchema,
})

/**
 * On the signed-in live channel, to the members of the organization: one of its evenings changed (made, a result
 * entered, a round added, deleted). The message names it only; the client asks for what it shows.
 */
export const socialSessionUpdatedSchema = z.object({
  type: z.literal('social_session_updated'),
  organization_id: z.number().int(),
  session_id: z.number().int(),
})
export type SocialSessionUpdated = z.infer<typeof socialSessionUpdatedSchema>
