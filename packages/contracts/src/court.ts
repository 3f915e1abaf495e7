import { z } from './zod.ts'
import { matchScoreSchema } from './match.ts'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'
import { pathIdSchema } from './organization.ts'
import { publicMatchSchema } from './share.ts'

/**
 * Club courts: the courts of an organization, the court a match is played on, and the court wall, a guest link
 * that shows every court of the club at once (on a screen in the hall).
 *
 * Who may do what (a connected member of the organization; anyone else gets 404, as if it did not exist):
 * - read the courts: every member, whatever the role, coach viewer accounts included;
 * - add, rename, move and delete courts, and make, read or end the wall link: admins and superadmins (coaches and
 *   viewers 403 `organizationAdminOnly`; a coach viewer account 403 `coachViewerForbidden`);
 * - read the wall: anyone holding its current token, without signing in (404 for any other token).
 *
 * A court's **current match** is its match in progress (the newest, if several), else its newest match not started;
 * a finished match never is, nor a match of a closed account. A member sees that match's id, title and score only
 * when they may see the match itself (docs/decisions/0012-match-visibility.md); otherwise the court is only marked
 * `in_use`, with no id or title. The wall shows a guest the public scoreboard of a public match inside its showing
 * window, and only `{ status: 'in_use' }` for any other current match.
 */

/** Courts are few; the bound keeps the wall's answer (a scoreboard per court) small (ADR 0048). */
export const MAX_COURTS_PER_ORGANIZATION = 32
export const COURT_NAME_MAX_LENGTH = 60
/** A wall token: 24 random bytes, base64url (32 characters), like a share token. Anything else is not one. */
export const WALL_TOKEN_LENGTH = 32

const courtName = z
  .string({ error: messages.fieldRequired })
  .trim()
  .min(1, { error: messages.fieldRequired })
  .max(COURT_NAME_MAX_LENGTH, { error: messages.textTooLong })

/** 0 is first. A position past the last court is refused with 422 `courtPositionInvalid` by the API. */
const courtPosition = z
  .number({ error: messages.courtPositionInvalid })
  .int({ error: messages.courtPositionInvalid })
  .min(0, { error: messages.courtPositionInvalid })
  .max(MAX_COURTS_PER_ORGANIZATION - 1, { error: messages.courtPositionInvalid })

/** POST /api/v2/organizations/:id/courts body's `court`: a new court goes last. Names are unique in the club. */
export const createCourtSchema = z.object({ name: courtName }).strict()
export type CreateCourtInput = z.input<typeof createCourtSchema>
export const createCourtRequestSchema = wrapped('court', createCourtSchema)

/**
 * PATCH …/courts/:court_id body's `court`: a new name, a new position (the courts between move by one, so positions
 * stay 0 … n − 1), or both; at least one (else 422 with `nothingToChange` on `base`).
 */
export const updateCourtSchema = z
  .object({ name: courtName.optional(), position: courtPosition.optional() })
  .strict()
  .refine((court) => court.name !== undefined || court.position !== undefined, { error: messages.nothingToChange })
export type UpdateCourtInput = z.input<typeof updateCourtSchema>
export const updateCourtRequestSchema = wrapped('court', updateCourtSchema)

const int = z.number().int()

export const courtSchema = z.object({ id: int, name: z.string(), position: int })
export type Court = z.infer<typeof courtSchema>
export const courtResponseSchema = z.object({ court: courtSchema })

/** What a member sees of a court's current match they may see. */
export const courtMatchSchema = z.object({ id: int, title: z.string(), score: matchScoreSchema })
export type CourtMatch = z.infer<typeof courtMatchSchema>

export const courtListItemSchema = courtSchema.extend({
  /** Whether the court has a current match, whether or not the reader may see it. */
  in_use: z.boolean(),
  /** The current match when the reader may see it; null for a free court and for a match hidden from them. */
  current_match: courtMatchSchema.nullable(),
})
export type CourtListItem = z.infer<typeof courtListItemSchema>
/** GET …/courts: every court of the organization by position. */
export const courtListSchema = z.object({ courts: z.array(courtListItemSchema) })

export const courtParamsSchema = z.object({ id: pathIdSchema, court_id: pathIdSchema })

/** The wall link (admins): the token and the web app's wall address built on it. */
export const courtWallLinkSchema = z.object({ token: z.string(), url: z.string() })
export type CourtWallLink = z.infer<typeof courtWallLinkSchema>
/** POST …/wall answers the new link (the previous one stops working). */
export const courtWallLinkResponseSchema = z.object({ wall: courtWallLinkSchema })
/** GET …/wall answers the current link, or null when there is none. */
export const currentCourtWallLinkResponseSchema = z.object({ wall: courtWallLinkSchema.nullable() })

export const wallTokenParamsSchema = z.object({ token: z.string().max(64) })

/** A current match the guest may not see: the court is taken, and nothing more is said. */
export const courtInUseSchema = z.object({ status: z.literal('in_use') })

/**
 * GET /api/v2/walls/:token: the club's name and its courts by position, each with the public scoreboard of its
 * current match, `{ status: 'in_use' }`, or null when free. No ids of the organization, courts, users or matches
 * and no e-mails: the only ids are a public match's own player numbering, as on its scoreboard (ADR 0033).
 */
export const courtWallSchema = z.object({
  organization: z.object({ name: z.string() }),
  courts: z.array(z.object({ name: z.string(), match: z.union([publicMatchSchema, courtInUseSchema]).nullable() })),
})
export type CourtWall = z.infer<typeof courtWallSchema>
export const courtWallResponseSchema = z.object({ wall: courtWallSchema })

/** The court wall's guest channel on the live socket: subscribed with the wall token as its only param. */
export const PUBLIC_WALL_CHANNEL = 'PublicWallChannel'

/**
 * What PublicWallChannel streams: something on the wall changed (a point on one of its courts, a match started,
 * moved or made private, a court added, renamed or removed), so refetch the wall; the server may have missed changes
 * (refetch); or the link stopped working (replaced or ended), after which nothing more comes. Never an id or a name:
 * the guest learns what changed only by reading the wall again, which shows what a guest may see.
 */
export const publicWallMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wall_updated') }),
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('wall_ended') }),
])
export type PublicWallMessage = z.infer<typeof publicWallMessageSchema>

/**
 * GET /api/v2/courts/:court_id: one court and its organization, for a member opening the court's QR start (the QR
 * names the court only, so the code stays small enough to scan from a phone at arm's length).
 */
export const courtWithOrganizationSchema = courtSchema.extend({
  organization: z.object({ id: int, name: z.string() }),
})
export type CourtWithOrganization = z.infer<typeof courtWithOrganizationSchema>
export const courtWithOrganizationResponseSchema = z.object({ court: courtWithOrganizationSchema })
export const courtIdParamsSchema = z.object({ court_id: pathIdSchema })
