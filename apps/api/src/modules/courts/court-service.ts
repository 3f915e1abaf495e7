import type { z } from 'zod'
import {
  MAX_COURTS_PER_ORGANIZATION,
  messages,
  type Court,
  type CourtListItem,
  type CourtWithOrganization,
  type createCourtSchema,
  type updateCourtSchema,
} from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { CourtRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { isUniqueViolation } from '../../lib/pg-error.ts'
import { courtMatchForMember, findCurrentCourtMatches, lockMatchesOfCourt } from '../matches/index.ts'
import { requireCourtAdmin, requireCourtMember } from './court-access.ts'
import { notifyCourtWall } from './court-wall-notice-repository.ts'
import {
  countCourts,
  deleteCourtRow,
  findCourt,
  findCourts,
  findCourtWithOrganization,
  insertCourt,
  lockCourtsOf,
  shiftCourts,
  updateCourtRow,
} from './court-repository.ts'

type CreateCourt = z.output<typeof createCourtSchema>
type UpdateCourt = z.output<typeof updateCourtSchema>

const presentCourt = (court: CourtRow): Court => ({ id: court.id, name: court.name, position: court.position })

/** A second court of the same name (in any case) is refused on `name`: the unique index decides. */
function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(422, 'courtNameTaken', { name: [messages.courtNameTaken] })
  throw error
}

/**
 * GET …/courts for any member: every court by position, with its current match as far as the reader may see it
 * (a match hidden from them only marks the court `in_use`).
 */
export async function listCourts(ctx: AppContext, userId: number, organizationId: number): Promise<CourtListItem[]> {
  const membership = await requireCourtMember(ctx.db, organizationId, userId)
  const rows = await findCourts(ctx.db, organizationId)
  const current = await findCurrentCourtMatches(
    ctx.db,
    rows.map((court) => court.id),
  )
  const now = ctx.config.now()
  return rows.map((court) => {
    const match = current.get(court.id)
    return {
      ...presentCourt(court),
      in_use: match !== undefined,
      current_match: match ? courtMatchForMember(match, userId, membership, now) : null,
    }
  })
}

/** GET /api/v2/courts/:court_id for a member of its organization (a court's QR start); anyone else 404. */
export async function getCourt(ctx: AppContext, userId: number, courtId: number): Promise<CourtWithOrganization> {
  const court = await findCourtWithOrganization(ctx.db, courtId)
  if (!court) throw new HttpError(404, 'notFound')
  await requireCourtMember(ctx.db, court.organizationId, userId)
  return { ...presentCourt(court), organization: { id: court.organizationId, name: court.organizationName } }
}

/** Adds a court after the last one (admins); at most MAX_COURTS_PER_ORGANIZATION. */
export async function createCourt(
  ctx: AppContext,
  userId: number,
  organizationId: number,
  input: CreateCourt,
): Promise<Court> {
  return ctx.db
    .transaction(async (tx) => {
      await requireCourtAdmin(tx, organizationId, userId)
      await lockCourtsOf(tx, organizationId)
      const position = await countCourts(tx, organizationId)
      if (position >= MAX_COURTS_PER_ORGANIZATION) throw new HttpError(422, 'courtLimit')
      const court = await insertCourt(tx, { organizationId, name: input.name, position, createdAt: ctx.config.now() })
      await notifyCourtWall(tx, organizationId)
      return presentCourt(court)
    })
    .catch(nameTaken)
}

/**
 * Renames a court and/or moves it (admins). A move shifts the courts between its old and new place by one, so
 * positions stay 0 … n − 1; a position past the last court is refused on `position`.
 */
export async function updateCourt(
  ctx: AppContext,
  userId: number,
  organizationId: number,
  courtId: number,
  patch: UpdateCourt,
): Promise<Court> {
  return ctx.db
    .transaction(async (tx) => {
      await requireCourtAdmin(tx, organizationId, userId)
      await lockCourtsOf(tx, organizationId)
      const court = await findCourt(tx, organizationId, courtId)
      if (!court) throw new HttpError(404, 'notFound')
      const changes: Partial<Pick<CourtRow, 'name' | 'position'>> = {}
      if (patch.name !== undefined) changes.name = patch.name
      const to = patch.position
      if (to !== undefined && to !== court.position) {
        if (to >= (await countCourts(tx, organizationId))) {
          throw new HttpError(422, 'courtPositionInvalid', { position: [messages.courtPositionInvalid] })
        }
        if (to < court.position) await shiftCourts(tx, organizationId, { from: to, to: court.position - 1 }, 1)
        else await shiftCourts(tx, organizationId, { from: court.position + 1, to }, -1)
        changes.position = to
      }
      if (Object.keys(changes).length === 0) return presentCourt(court)
      await notifyCourtWall(tx, organizationId)
      return presentCourt(await updateCourtRow(tx, court.id, changes))
    })
    .catch(nameTaken)
}

/** Deletes a court (admins): the courts after it move up, its matches stay with no court (the foreign key). */
export async function deleteCourt(
  ctx: AppContext,
  userId: number,
  organizationId: number,
  courtId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireCourtAdmin(tx, organizationId, userId)
    await lockCourtsOf(tx, organizationId)
    const court = await findCourt(tx, organizationId, courtId)
    if (!court) throw new HttpError(404, 'notFound')
    await lockMatchesOfCourt(tx, court.id)
    await deleteCourtRow(tx, court)
    await notifyCourtWall(tx, organizationId)
  })
}
