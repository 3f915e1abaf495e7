import type { z } from 'zod'
import { focusProgress, type FocusMatch, type FocusMetric, type ShotGroup } from '@courtside/domain'
import {
  focusProblems,
  MAX_FOCUSES_PER_ATHLETE,
  type createFocusSchema,
  type Focus,
  type TrendEntry,
  type updateFocusSchema,
} from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { Database } from '../../db/database.ts'
import type { PlayerFocusRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import {
  countFocuses,
  deleteFocusRow,
  findFocus,
  findFocuses,
  insertFocus,
  updateFocusRow,
} from './focus-repository.ts'
import { findOwnedPlayer } from './player-repository.ts'
import { athleteTrends } from './player-stats-service.ts'

type CreateFocus = z.output<typeof createFocusSchema>
type UpdateFocus = z.output<typeof updateFocusSchema>

/** The athlete must be the coach's; anyone else's reads as missing, as the athlete itself does. */
async function requireOwnAthlete(db: Database, userId: number, playerId: number, lock = false): Promise<void> {
  if (!(await findOwnedPlayer(db, userId, playerId, lock))) throw new HttpError(404, 'userNotFound')
}

const asMatches = (trends: readonly TrendEntry[]): FocusMatch[] =>
  trends.map(({ match_id, date, title: _title, ...figures }) => ({ match_id, date, figures }))

function presentFocus(row: PlayerFocusRow, matches: readonly FocusMatch[]): Focus {
  const spec = {
    metric: row.metric as FocusMetric,
    shot_group: row.shotGroup as ShotGroup | null,
    direction: row.direction as 'lower' | 'higher',
    target: row.target,
    starts_on: row.startsOn,
    time_zone: row.timeZone,
  }
  return {
    id: row.id,
    player_id: row.playerId,
    ...spec,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    progress: focusProgress(spec, matches),
  }
}

/** GET …/focuses: every focus of the athlete, newest first; the athlete's matches are read once for all. */
export async function listFocuses(ctx: AppContext, userId: number, playerId: number): Promise<Focus[]> {
  await requireOwnAthlete(ctx.db, userId, playerId)
  const rows = await findFocuses(ctx.db, playerId)
  if (rows.length === 0) return []
  const matches = asMatches(await athleteTrends(ctx, playerId))
  return rows.map((row) => presentFocus(row, matches))
}

/** POST …/focuses: at most MAX_FOCUSES_PER_ATHLETE, counted under the athlete row's lock. */
export async function createFocus(ctx: AppContext, userId: number, playerId: number, input: CreateFocus) {
  const row = await ctx.db.transaction(async (tx) => {
    await requireOwnAthlete(tx, userId, playerId, true)
    if ((await countFocuses(tx, playerId)) >= MAX_FOCUSES_PER_ATHLETE) throw new HttpError(422, 'focusLimit')
    return insertFocus(tx, {
      playerId,
      metric: input.metric,
      shotGroup: input.shot_group,
      direction: input.direction,
      target: input.target,
      startsOn: input.starts_on,
      timeZone: input.time_zone,
      note: input.note,
      createdAt: ctx.config.now(),
    })
  })
  return presentFocus(row, asMatches(await athleteTrends(ctx, playerId)))
}

/** PATCH …/focuses/:focus_id: the checks across fields run on the focus as it would be after the change. */
export async function updateFocus(
  ctx: AppContext,
  userId: number,
  playerId: number,
  focusId: number,
  patch: UpdateFocus,
): Promise<Focus> {
  const row = await ctx.db.transaction(async (tx) => {
    await requireOwnAthlete(tx, userId, playerId, true)
    const focus = await findFocus(tx, playerId, focusId)
    if (!focus) throw new HttpError(404, 'notFound')
    const merged = {
      metric: patch.metric ?? (focus.metric as FocusMetric),
      shot_group: patch.shot_group === undefined ? focus.shotGroup : patch.shot_group,
      target: patch.target ?? focus.target,
    }
    const problems = focusProblems(merged)
    if (Object.keys(problems).length > 0) throw new HttpError(422, 'validationFailed', problems)
    return updateFocusRow(tx, focus.id, {
      metric: merged.metric,
      shotGroup: merged.shot_group,
      target: merged.target,
      ...(patch.direction === undefined ? {} : { direction: patch.direction }),
      ...(patch.starts_on === undefined ? {} : { startsOn: patch.starts_on }),
      ...(patch.time_zone === undefined ? {} : { timeZone: patch.time_zone }),
      ...(patch.note === undefined ? {} : { note: patch.note }),
    })
  })
  return presentFocus(row, asMatches(await athleteTrends(ctx, playerId)))
}

export async function deleteFocus(ctx: AppContext, userId: number, playerId: number, focusId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireOwnAthlete(tx, userId, playerId, true)
    const focus = await findFocus(tx, playerId, focusId)
    if (!focus) throw new HttpError(404, 'notFound')
    await deleteFocusRow(tx, focus.id)
  })
}

/**
 * The focuses of those of these athletes who are the coach's own (others are skipped, never an error): what a match
 * report shows its reader. One read of each athlete's matches, only for athletes with focuses.
 */
export async function ownAthletesFocuses(
  ctx: AppContext,
  userId: number,
  athletes: readonly { id: number; name: string }[],
): Promise<{ name: string; focuses: Focus[] }[]> {
  const found: { name: string; focuses: Focus[] }[] = []
  for (const athlete of athletes) {
    if (!(await findOwnedPlayer(ctx.db, userId, athlete.id))) continue
    const focuses = await listFocuses(ctx, userId, athlete.id)
    if (focuses.length > 0) found.push({ name: athlete.name, focuses })
  }
  return found
}
