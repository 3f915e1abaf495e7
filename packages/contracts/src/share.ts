import { z } from './zod.ts'
import { backgroundSchema, matchScoreSchema, MATCH_STATUSES, MATCH_TYPES } from './match.ts'
import { matchRulesSchema } from './match-rules.ts'
import { POINT_TYPES, SHOT_TYPES, SPORTS, type Sport } from '@courtside/domain'

/** A share token: 24 random bytes, base64url (32 characters). Anything else is not one. */
export const SHARE_TOKEN_LENGTH = 32
/** How many of the latest points the public scoreboard lists. */
export const PUBLIC_RECENT_POINTS = 5
/**
 * After this many minutes without a point, a guest screen says an ongoing match has had no update (a scorer who
 * stopped, a phone out of battery): measured on the server's clock, never the viewer's.
 */
export const SILENT_SCORER_MINUTES = 5

/** A public match's share link (ADR 0033): the token and the scoreboard URL built on it. */
export const matchShareSchema = z.object({ token: z.string(), url: z.string() })
export type MatchShare = z.infer<typeof matchShareSchema>
/** POST …/share answers the new link; GET …/share the current one, or null when there is none. */
export const matchShareResponseSchema = z.object({ share: matchShareSchema.nullable() })

export const shareTokenParamsSchema = z.object({ token: z.string().max(64) })

const pair = z.tuple([z.number(), z.number()])

/**
 * GET /api/v2/live/:token: what a guest sees of a shared match. Names and the score only: no e-mails, no user or
 * athlete ids, no comments, nothing about the owner or the organization.
 */
export const publicMatchSchema = z.object({
  title: z.string(),
  sport: z.enum(SPORTS as unknown as [Sport, ...Sport[]]),
  match_type: z.enum(MATCH_TYPES),
  status: z.enum(MATCH_STATUSES),
  rules: matchRulesSchema,
  /** Match player ids (a match's own numbering, not users or athletes) with the names shown. */
  pairs: z.array(
    z.object({
      team: z.union([z.literal(0), z.literal(1)]),
      players: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
  score: matchScoreSchema,
  points_count: z.number().int(),
  background: backgroundSchema,
  show_server_indicator: z.boolean(),
  start_showing_at: z.string().nullable(),
  stop_showing_at: z.string().nullable(),
  updated_at: z.string(),
  /** When a point was last recorded, changed or removed (the server's clock); null before the first. */
  last_point_at: z.string().nullable(),
  /** The server's clock when this answer was made: how long ago `last_point_at` was, whatever the viewer's clock. */
  server_time: z.string(),
  /** The latest points, newest first. */
  recent_points: z.array(
    z.object({
      seq: z.number().int(),
      winner_team: z.union([z.literal(0), z.literal(1)]),
      point_type: z.enum(POINT_TYPES),
      finisher_id: z.number().int().nullable(),
      shot_type: z.enum(SHOT_TYPES).nullable(),
    }),
  ),
  /** Per team (0, 1): points won, winners (aces included), errors (forced, unforced, returns, double faults). */
  stats: z.object({
    points_won: pair,
    winners: pair,
    errors: pair,
    break_points_converted: pair,
    break_points_chances: pair,
  }),
})
export type PublicMatch = z.infer<typeof publicMatchSchema>

/** The guest channel of the live socket (ADR 0033): subscribed with the share token as its only param. */
export const PUBLIC_MATCH_CHANNEL = 'PublicMatchChannel'

/**
 * What PublicMatchChannel streams: the shared match changed (no id: the token already names it), the server may
 * have missed changes (refetch), or the link stopped working (revoked, replaced, the window closed, the match made
 * non-public or deleted); after `share_ended` nothing more comes on that subscription.
 */
export const publicLiveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('match_updated'), updated_at: z.string() }),
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('share_ended') }),
])
export type PublicLiveMessage = z.infer<typeof publicLiveMessageSchema>
export const publicMatchResponseSchema = z.object({ match: publicMatchSchema })
