import { z } from './zod.ts'
import { POINT_TYPES, SERVES, SHOT_SPEEDS, SHOT_TYPES } from '@courtside/domain'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'
import { MATCH_POINT_LIMIT } from './bounds.ts'
import { MAX_ID, idSchema, matchSchema } from './match.ts'
import { isoDateTime } from './date-range.ts'
import { idParamsSchema, pathIdSchema } from './organization.ts'

/** Court coordinates are fractions of the court: 0..1 across, 0..1 from team 0's back wall to team 1's. */
export const courtPointSchema = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })

const team = z.union([z.literal(0), z.literal(1)])

/** The longest comment a point keeps (the recorder counts down to it). */
export const MAX_BALL_COMMENT = 500

/**
 * How far a point's tap time (the device's clock when the coach tapped, ADR 0034) may be from the server's: days
 * behind for a queue synced late, minutes ahead for a device clock that runs fast. Beyond that it is refused.
 */
export const TAP_TIME_MAX_AGE_MS = 30 * 24 * 3_600_000
export const TAP_TIME_MAX_AHEAD_MS = 5 * 60_000

/**
 * What a point says about how it was played: recorded with it, and editable later (details later, ADR 0036). The
 * client_id and the tap time identify the tap and are never edited.
 */
const ballDetailFields = {
  point_type: z.enum(POINT_TYPES),
  finisher_id: z.number().int().positive().max(MAX_ID).nullable(),
  winner_team: team.nullable(),
  shot_type: z.enum(SHOT_TYPES).nullable(),
  shot_speed: z.enum(SHOT_SPEEDS).nullable(),
  previous_shooter_id: z.number().int().positive().max(MAX_ID).nullable(),
  previous_shot_type: z.enum(SHOT_TYPES).nullable(),
  previous_shot_speed: z.enum(SHOT_SPEEDS).nullable(),
  from: courtPointSchema.nullable(),
  to: courtPointSchema.nullable(),
  comment: z.string().trim().max(MAX_BALL_COMMENT, { error: messages.textTooLong }),
  /** First or second serve (ADR 0036); pro detail like the shot. */
  serve: z.enum(SERVES).nullable(),
}
export type BallDetailField = keyof typeof ballDetailFields

const nullByDefault = <T extends z.ZodType>(field: T) =>
  field.optional().default(null as z.util.NoUndefined<z.output<T>>)

/** POST /api/v2/matches/:id/balls. Shot detail is refused on free matches by the service. */
export const createBallSchema = z
  .object({
    client_id: z.uuid({ error: messages.clientIdRequired }),
    point_type: ballDetailFields.point_type,
    finisher_id: nullByDefault(ballDetailFields.finisher_id),
    winner_team: nullByDefault(ballDetailFields.winner_team),
    shot_type: nullByDefault(ballDetailFields.shot_type),
    shot_speed: nullByDefault(ballDetailFields.shot_speed),
    previous_shooter_id: nullByDefault(ballDetailFields.previous_shooter_id),
    previous_shot_type: nullByDefault(ballDetailFields.previous_shot_type),
    previous_shot_speed: nullByDefault(ballDetailFields.previous_shot_speed),
    from: nullByDefault(ballDetailFields.from),
    to: nullByDefault(ballDetailFields.to),
    comment: ballDetailFields.comment.optional().default(''),
    serve: nullByDefault(ballDetailFields.serve),
    /** When the coach tapped, by the device's clock (kept through the outbox); the server's time when absent. */
    tapped_at: nullByDefault(isoDateTime.nullable()),
  })
  .strict()
export type CreateBallInput = z.input<typeof createBallSchema>
export type CreateBall = z.output<typeof createBallSchema>
export const createBallRequestSchema = wrapped('ball', createBallSchema)

/**
 * PATCH /api/v2/matches/:id/balls/:ball_id (ADR 0036): the fields sent replace the stored ones, the rest stay. The
 * result is checked as a new point would be; `rescore: true` confirms a change that gives the point to the other
 * side (the match is replayed).
 */
export const updateBallSchema = z
  .object({ ...ballDetailFields, rescore: z.boolean() })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'rescore'), { error: messages.nothingToChange })
export type UpdateBallInput = z.input<typeof updateBallSchema>
export const updateBallRequestSchema = wrapped('ball', updateBallSchema)
export const ballParamsSchema = idParamsSchema.extend({ ball_id: pathIdSchema })

/**
 * DELETE …/balls/last?client_id=… (ADR 0038): the undo names the point it removes, so sending it twice removes one
 * point; without client_id it removes whatever point is last (the original call).
 */
export const undoBallQuerySchema = z.object({ client_id: z.uuid({ error: messages.clientIdRequired }).optional() })

/** The fields a free match may carry; everything else is pro detail. */
export const FREE_BALL_FIELDS = [
  'client_id',
  'point_type',
  'finisher_id',
  'winner_team',
  'comment',
  'tapped_at',
] as const

export const ballSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  client_id: z.string(),
  server_id: z.number().int(),
  winner_team: team,
  point_type: z.enum(POINT_TYPES),
  finisher_id: z.number().int().nullable(),
  shot_type: z.enum(SHOT_TYPES).nullable(),
  shot_speed: z.enum(SHOT_SPEEDS).nullable(),
  previous_shooter_id: z.number().int().nullable(),
  previous_shot_type: z.enum(SHOT_TYPES).nullable(),
  previous_shot_speed: z.enum(SHOT_SPEEDS).nullable(),
  from: courtPointSchema.nullable(),
  to: courtPointSchema.nullable(),
  comment: z.string(),
  serve: z.enum(SERVES).nullable(),
  /** The device's time of the tap (the server's when the client sent none). */
  tapped_at: z.string(),
  created_at: z.string(),
})
export type Ball = z.infer<typeof ballSchema>

export const ballCreatedSchema = z.object({ ball: ballSchema, match: matchSchema })
export const ballListSchema = z.object({ balls: z.array(ballSchema) })
export const ballUpdatedSchema = ballCreatedSchema

/**
 * The point count the coach saw when changing the server (ADR 0038): a change queued offline is refused (409) when
 * points were recorded or removed meanwhile, instead of landing at another point. Optional: without it the change
 * applies at the current count.
 */
const atPointSchema = z
  .number({ error: messages.serverChangeOutdated })
  .int({ error: messages.serverChangeOutdated })
  .min(0, { error: messages.serverChangeOutdated })
  .max(MATCH_POINT_LIMIT, { error: messages.serverChangeOutdated })
  .optional()

/** PUT /api/v2/matches/:id/server: pick the next server, or give the whole order. */
export const updateServerSchema = z.union([
  z
    .object({
      player_id: z
        .number({ error: messages.invalidServer })
        .int()
        .positive({ error: messages.invalidServer })
        .max(MAX_ID, { error: messages.invalidServer }),
      at_point: atPointSchema,
    })
    .strict(),
  z
    .object({
      server_order: z
        .array(idSchema, { error: messages.invalidServerOrder })
        .min(2, { error: messages.invalidServerOrder })
        .max(4, { error: messages.invalidServerOrder }),
      at_point: atPointSchema,
    })
    .strict(),
])
export type UpdateServerInput = z.infer<typeof updateServerSchema>

/** The live message on the matches channel. */
export const liveMessageSchema = z.object({
  type: z.literal('match_updated'),
  match_id: z.number().int(),
  updated_at: z.string(),
})
export type LiveMessage = z.infer<typeof liveMessageSchema>

/**
 * Sent on the same channel when the server may have missed match_updated notices (its LISTEN connection was
 * re-established, ADR 0022): the client refetches every match it holds.
 */
export const liveResyncSchema = z.object({ type: z.literal('resync') })
export type LiveResync = z.infer<typeof liveResyncSchema>

/**
 * A page fetches before its socket's subscription is confirmed; a change in between would reach no one. So a new
 * subscription hears again what changed over the server's last `windowSeconds` (or a resync), and a client whose
 * first confirmation came more than `clientGraceSeconds` after its socket opened resyncs by itself
 * (docs/decisions/0078-a-new-subscription-catches-up.md). The window holds the grace plus the network's delays.
 */
export const LIVE_CATCH_UP = { windowSeconds: 30, clientGraceSeconds: 10 } as const
