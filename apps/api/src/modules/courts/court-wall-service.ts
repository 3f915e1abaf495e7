import { randomBytes } from 'node:crypto'
import { WALL_TOKEN_LENGTH, type CourtWall, type CourtWallLink } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findCurrentCourtMatches } from '../matches/index.ts'
import { guestCourtMatch } from '../public-matches/index.ts'
import { requireCourtAdmin } from './court-access.ts'
import { findCourts } from './court-repository.ts'
import { notifyCourtWall } from './court-wall-notice-repository.ts'
import { deleteWallToken, findWallOrganization, findWallToken, saveWallToken } from './court-wall-repository.ts'

/** The wall's address for a token (the web app's /wall/:token, a path the logs and analytics redact). */
const linkOf = (ctx: AppContext, token: string): CourtWallLink => ({ token, url: `${ctx.config.appUrl}/wall/${token}` })

/** 24 random bytes: a link nobody guesses, 32 URL-safe characters (as a share link's). */
const newWallToken = () => randomBytes(24).toString('base64url')
const WALL_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${WALL_TOKEN_LENGTH}}$`)
/** A current match the guest may not see: only that the court is taken. */
const IN_USE = { status: 'in_use' } as const

/** GET …/wall: the current link, for the admins (it is theirs to hand out); null when there is none. */
export async function getCourtWallLink(
  ctx: AppContext,
  userId: number,
  organizationId: number,
): Promise<CourtWallLink | null> {
  await requireCourtAdmin(ctx.db, organizationId, userId)
  const token = await findWallToken(ctx.db, organizationId)
  return token === undefined ? null : linkOf(ctx, token)
}

/** POST …/wall: a new link, replacing (and so ending) the previous one. */
export async function createCourtWallLink(
  ctx: AppContext,
  userId: number,
  organizationId: number,
): Promise<CourtWallLink> {
  return ctx.db.transaction(async (tx) => {
    await requireCourtAdmin(tx, organizationId, userId)
    const token = newWallToken()
    await saveWallToken(tx, organizationId, token, ctx.config.now())
    await notifyCourtWall(tx, organizationId)
    return linkOf(ctx, token)
  })
}

/** DELETE …/wall: the link stops working at once. Ending a wall that has none is harmless. */
export async function revokeCourtWallLink(ctx: AppContext, userId: number, organizationId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireCourtAdmin(tx, organizationId, userId)
    await deleteWallToken(tx, organizationId)
    await notifyCourtWall(tx, organizationId)
  })
}

const wallOrganizationOf = (ctx: AppContext, token: string) =>
  WALL_TOKEN_PATTERN.test(token) ? findWallOrganization(ctx.db, token) : Promise.resolve(undefined)

/** For the live channel: the organization whose wall a token opens now; null when it opens nothing. */
export async function openWallOf(ctx: AppContext, token: string): Promise<number | null> {
  return (await wallOrganizationOf(ctx, token))?.id ?? null
}

/**
 * GET /api/v2/walls/:token, for a guest: the club's name and its courts by position, each with the public scoreboard
 * of its current match when that match is public and shown now, `{ status: 'in_use' }` for any other current match,
 * or null when free. A token that is not the current one of an organization is a plain 404; one that cannot be a
 * token never reaches the database.
 */
export async function getCourtWall(ctx: AppContext, token: string): Promise<CourtWall> {
  const organization = await wallOrganizationOf(ctx, token)
  if (!organization) throw new HttpError(404, 'notFound')
  const courts = await findCourts(ctx.db, organization.id)
  const current = await findCurrentCourtMatches(
    ctx.db,
    courts.map((court) => court.id),
  )
  const shown: CourtWall['courts'] = []
  // One after the other: a guest's read holds one database connection at a time.
  for (const court of courts) {
    const match = current.get(court.id)
    shown.push({ name: court.name, match: match ? ((await guestCourtMatch(ctx, match)) ?? IN_USE) : null })
  }
  return { organization: { name: organization.name }, courts: shown }
}
