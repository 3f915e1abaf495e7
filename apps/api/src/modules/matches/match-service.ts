import type { z } from 'zod'
import { defaultRules, validateRules, validateServerOrder, type ServingPlayer, type Team } from '@courtside/domain'
import {
  completeRules,
  fromDomainRules,
  messages,
  playerDisplayName,
  toDomainRules,
  type createMatchSchema,
  type ListMeta,
  type Match,
  type MatchListQuery,
  type updateMatchSchema,
} from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { MatchRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { attachUsageToMatch, consumeGame } from '../licenses/index.ts'
import { findPlayersForMatch } from './find-players-for-match.ts'
import { isOrganizationAdmin } from './match-access.ts'
import { findCourtOfOrganization } from './match-court-repository.ts'
import { findEditableMatch, findViewableMatch } from './match-guard.ts'
import { presentMatch } from './match-presenter.ts'
import { listVisibleMatches } from './match-list-repository.ts'
import { notifyMatchUpdated } from './match-notice-repository.ts'
import { insertMatchPlayers } from './match-player-repository.ts'
import {
  deleteMatchRow,
  insertMatch,
  setNewMatchOrderAndScore,
  updateMatchRow,
  type MatchChanges,
} from './match-repository.ts'
import { replayMatchScore } from './match-score.ts'
import { findOrganizationNames, findViewerMembership } from './match-viewer-repository.ts'
import { presentMatches } from './present-matches.ts'

type CreateMatch = z.output<typeof createMatchSchema>
type UpdateMatch = z.output<typeof updateMatchSchema>

const invalid = (errors: Record<string, string[]>) => new HttpError(422, 'validationFailed', errors)
const courtRefused = () => invalid({ court_id: [messages.courtNotInOrganization] })

/** A new match's score before any point: the replay of an empty log. */
const EMPTY_SCORE = { sets: [], current_game: null, server_id: null, winner_team: null }

/**
 * Creates a match with its players. Checks everything that needs the database first (organization role,
 * athletes, server order), then in one transaction: counts the game against the licence (a pro game may be
 * refused with the quota shape; the licence row lock makes concurrent creations count one after the other),
 * inserts the match and its players, caches the replayed score and announces it.
 */
export async function createMatch(
  ctx: AppContext,
  userId: number,
  input: CreateMatch,
  /** Set for a live scoreboard's key: the match is `live` and must belong to the key's organization. */
  live?: { source: 'live'; organizationId: number },
): Promise<Match> {
  const errors: Record<string, string[]> = {}
  const membership = await findViewerMembership(ctx.db, input.organization_id, userId)
  if (!isOrganizationAdmin(membership) || (live && live.organizationId !== input.organization_id)) {
    errors.organization_id = [messages.organizationNotAdmin]
  }

  const size = input.match_type === 'singles' ? 1 : 2
  const slots = ([0, 1] as const).flatMap((team) =>
    Array.from({ length: size }, (_, position) => ({ team, position, input: input.pairs[team]!.players[position]! })),
  )
  const athletes = await findPlayersForMatch(ctx.db, userId, slots, errors)
  if (input.court_id !== null && !(await findCourtOfOrganization(ctx.db, input.court_id, input.organization_id))) {
    errors.court_id = [messages.courtNotInOrganization]
  }

  // Stored complete, whichever way the client said the deciding point (both fields, agreeing).
  const rules = input.rules ? completeRules(input.rules) : fromDomainRules(defaultRules(input.sport))
  for (const problem of validateRules(toDomainRules(rules))) {
    ;(errors.rules ??= []).push(problem.message)
  }

  // Slots become ids only after the insert; validate the order on slot keys with the domain's rule.
  const slotKey = (team: number, index: number) => `${team}:${index}`
  const orderSlots: ServingPlayer[] | null = input.server_order
    ? input.server_order.map((s) => ({ id: slotKey(s.team, s.index), team: s.team as Team }))
    : null
  if (orderSlots) {
    const known = new Set(slots.map((s) => slotKey(s.team, s.position)))
    const check = validateServerOrder(orderSlots)
    if (!check.ok || orderSlots.length !== slots.length || !orderSlots.every((s) => known.has(s.id))) {
      errors.server_order = [messages.invalidServerOrder]
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)

  const now = ctx.config.now()
  const created = await ctx.db.transaction(async (tx) => {
    // Held until commit, so the court cannot go between the check above and the insert.
    const court =
      input.court_id === null ? null : await findCourtOfOrganization(tx, input.court_id, input.organization_id, true)
    if (court === undefined) throw courtRefused()
    const { usageId } = await consumeGame(tx, {
      userId,
      kind: input.license,
      now,
      freePlanProGamesPerMonth: ctx.config.freePlanProGamesPerMonth,
      serverPlan: ctx.config.billing.selfHostedPlan,
    })
    const match = await insertMatch(tx, {
      userId,
      organizationId: input.organization_id,
      courtId: court?.id ?? null,
      title: input.title,
      description: input.description,
      sport: input.sport,
      matchType: input.match_type,
      license: input.license,
      source: live?.source ?? 'coach',
      rules,
      visibility: input.visibility,
      startShowingAt: input.start_showing_at ? new Date(input.start_showing_at) : null,
      stopShowingAt: input.stop_showing_at ? new Date(input.stop_showing_at) : null,
      background: input.background,
      showServerIndicator: input.show_server_indicator,
      serverOrder: [],
      score: EMPTY_SCORE,
      createdAt: now,
      updatedAt: now,
    })
    const players = await insertMatchPlayers(
      tx,
      slots.map((s) => {
        const athlete = athletes.get(slotKey(s.team, s.position))
        return {
          matchId: match.id,
          team: s.team,
          position: s.position,
          playerId: athlete?.id ?? null,
          name: athlete
            ? playerDisplayName({
                first_name: athlete.firstName,
                last_name: athlete.lastName,
                display_name: athlete.displayName,
              })
            : (s.input as { name: string }).name,
        }
      }),
    )
    const idOf = new Map(players.map((p) => [slotKey(p.team, p.position), p.id]))
    const teams = new Map(players.map((p) => [p.id, p.team as Team]))
    // null = A1, B1, A2, B2 (singles A, B).
    const serverOrder = orderSlots
      ? orderSlots.map((s) => idOf.get(s.id)!)
      : Array.from({ length: size }, (_, i) => [idOf.get(slotKey(0, i))!, idOf.get(slotKey(1, i))!]).flat()
    const cached = replayMatchScore({ rules, teams, serverOrder, winners: [], serverChanges: [] })
    const saved = await setNewMatchOrderAndScore(tx, match.id, serverOrder, cached)
    await attachUsageToMatch(tx, usageId, match.id)
    await notifyMatchUpdated(tx, { match_id: match.id, updated_at: saved.updatedAt.toISOString() })
    return { match: saved, players, court }
  })
  const orgNames = await findOrganizationNames(ctx.db, [input.organization_id])
  return presentMatch(
    created.match,
    created.players,
    { id: input.organization_id, name: orgNames.get(input.organization_id) ?? '' },
    true,
    created.court,
  )
}

const STATUS_OF_FILTER = {
  all: undefined,
  not_started: 'not_started',
  ongoing: 'in_progress',
  finished: 'finished',
} as const

export async function listMatches(
  ctx: AppContext,
  userId: number,
  query: MatchListQuery,
): Promise<{ matches: Match[]; meta: ListMeta }> {
  const { rows, total } = await listVisibleMatches(
    ctx.db,
    userId,
    ctx.config.now(),
    {
      search: query.search || undefined,
      status: STATUS_OF_FILTER[query.status],
      source: query.source === 'all' ? undefined : query.source,
      organizationId: query.organization_id,
    },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  )
  const matches = await presentMatches(
    ctx.db,
    rows.map((r) => toEditable(r, userId)),
  )
  return { matches, meta: { page: query.page, per_page: query.per_page, total } }
}

/** A listed row with what the viewer may do: the owner and the organization's admins edit. */
export function toEditable(
  row: {
    match: MatchRow
    role: 'superadmin' | 'admin' | 'coach' | 'viewer' | null
    status: 'pending' | 'connected' | null
  },
  userId: number,
): { match: MatchRow; canEdit: boolean } {
  const membership = row.role && row.status ? { role: row.role, status: row.status } : null
  return { match: row.match, canEdit: row.match.userId === userId || isOrganizationAdmin(membership) }
}

export async function getMatch(ctx: AppContext, userId: number, id: number): Promise<Match> {
  const { match, access } = await findViewableMatch(ctx.db, id, userId, ctx.config.now())
  const [presented] = await presentMatches(ctx.db, [{ match, canEdit: access.canEdit }])
  return presented!
}

/** The edit dialog's tabs (general, visibility, background, server settings); the showing window is checked merged. */
export async function updateMatch(ctx: AppContext, userId: number, id: number, patch: UpdateMatch): Promise<Match> {
  const now = ctx.config.now()
  const saved = await ctx.db.transaction(async (tx) => {
    const match = await findEditableMatch(tx, id, userId, now)
    const changes: MatchChanges = {}
    if (patch.title !== undefined) changes.title = patch.title
    if (patch.description !== undefined) changes.description = patch.description
    if (patch.visibility !== undefined) changes.visibility = patch.visibility
    // A match that stops being public keeps no working share link (ADR 0033): sharing it again makes a new one.
    if (patch.visibility !== undefined && patch.visibility !== 'public') changes.shareToken = null
    if (patch.start_showing_at !== undefined)
      changes.startShowingAt = patch.start_showing_at ? new Date(patch.start_showing_at) : null
    if (patch.stop_showing_at !== undefined)
      changes.stopShowingAt = patch.stop_showing_at ? new Date(patch.stop_showing_at) : null
    if (patch.background !== undefined) changes.background = patch.background
    if (patch.show_server_indicator !== undefined) changes.showServerIndicator = patch.show_server_indicator
    if (patch.court_id !== undefined) {
      // Only a court of the match's own organization; held until commit so that it cannot go meanwhile.
      if (patch.court_id !== null && !(await findCourtOfOrganization(tx, patch.court_id, match.organizationId, true)))
        throw courtRefused()
      changes.courtId = patch.court_id
    }
    const start = changes.startShowingAt !== undefined ? changes.startShowingAt : match.startShowingAt
    const stop = changes.stopShowingAt !== undefined ? changes.stopShowingAt : match.stopShowingAt
    if (start && stop && stop.getTime() <= start.getTime())
      throw invalid({ stop_showing_at: [messages.stopBeforeStart] })
    const updated = await updateMatchRow(tx, id, changes, now)
    await notifyMatchUpdated(tx, { match_id: id, updated_at: updated.updatedAt.toISOString() })
    return updated
  })
  const [presented] = await presentMatches(ctx.db, [{ match: saved, canEdit: true }])
  return presented!
}

/** Deleting never gives the pro game back: the usage ledger keeps its row. */
export async function deleteMatch(ctx: AppContext, userId: number, id: number): Promise<void> {
  const now = ctx.config.now()
  await ctx.db.transaction(async (tx) => {
    await findEditableMatch(tx, id, userId, now)
    await deleteMatchRow(tx, id)
    await notifyMatchUpdated(tx, { match_id: id, updated_at: now.toISOString() })
  })
}
