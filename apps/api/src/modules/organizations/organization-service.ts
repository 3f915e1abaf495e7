import {
  messages,
  type ConnectRequest,
  type CreateOrganization,
  type ListMeta,
  type OrganizationDetail,
  type OrganizationMember,
  type OrganizationRole,
  type OrganizationSummary,
} from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { Database } from '../../db/database.ts'
import type { UserRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { isOrganizationAdmin } from '../matches/index.ts'
import { deleteApiKeysCreatedBy } from './api-key-repository.ts'
import { organizationMail } from './organization-mail.ts'
import { wantsEmail } from '../users/index.ts'
import {
  approvePendingMembership,
  countSuperadmins,
  deleteMembershipById,
  findMember,
  findMembership,
  findOrganizationById,
  findOrganizationBySubdomain,
  insertMembership,
  insertOrganization,
  insertPendingMembership,
  listMembers,
  updateMemberRole,
  type MemberLocale,
  type MemberRow,
} from './organization-repository.ts'
import { deletePlayersSharedBy, listOrganizationPlayers } from './organization-player-repository.ts'
import { listUserOrganizations } from './user-organization-repository.ts'
import { lockOrganization, requireMember } from './organization-access.ts'
import {
  fullName,
  presentMember,
  presentOrganizationPlayer,
  presentRequest,
  presentSummary,
} from './organization-presenter.ts'

export async function listOrganizationsOf(
  db: Database,
  userId: number,
  query: { page: number; per_page: number },
): Promise<{ organizations: OrganizationSummary[]; meta: ListMeta }> {
  const { rows, total } = await listUserOrganizations(db, userId, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  })
  return { organizations: rows.map(presentSummary), meta: { page: query.page, per_page: query.per_page, total } }
}

async function summaryFor(db: Database, userId: number, organizationId: number): Promise<OrganizationSummary> {
  const { rows } = await listUserOrganizations(db, userId, { limit: 1, offset: 0 }, organizationId)
  if (!rows[0]) throw new HttpError(404, 'notFound')
  return presentSummary(rows[0])
}

/** Any coach may create one and becomes its superadmin; a taken subdomain is a 422 on `subdomain`. */
export async function createOrganization(
  ctx: AppContext,
  userId: number,
  input: CreateOrganization,
  locale: MemberLocale,
): Promise<OrganizationSummary> {
  const now = ctx.config.now()
  const id = await ctx.db.transaction(async (tx) => {
    const organization = await insertOrganization(tx, { name: input.name, subdomain: input.subdomain, now })
    if (!organization) {
      throw new HttpError(422, 'validationFailed', { subdomain: [messages.subdomainTaken] })
    }
    await insertMembership(tx, {
      organizationId: organization.id,
      userId,
      role: 'superadmin',
      status: 'connected',
      locale,
      now,
    })
    return organization.id
  })
  return summaryFor(ctx.db, userId, id)
}

/** Members only: the organization's facts with its users and shared players. */
export async function getOrganizationDetail(
  ctx: AppContext,
  userId: number,
  organizationId: number,
): Promise<OrganizationDetail> {
  const membership = await requireMember(ctx.db, organizationId, userId)
  const [summary, members, shared] = await Promise.all([
    summaryFor(ctx.db, userId, organizationId),
    listMembers(ctx.db, organizationId, 'connected'),
    listOrganizationPlayers(ctx.db, organizationId),
  ])
  return {
    ...summary,
    users: members.map((member) => presentMember(member, isOrganizationAdmin(membership))),
    players: shared.map(presentOrganizationPlayer),
  }
}

/** Sends without waiting for delivery (a slow SMTP server must not hold the request); failures are logged. */
function sendMails(ctx: AppContext, mails: ReturnType<typeof organizationMail>[]): void {
  for (const mail of mails) {
    ctx.mailer
      .send(mail)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'sending an organization email failed'))
  }
}

const organizationLink = (ctx: AppContext, id: number) => `${ctx.config.appUrl}/organizations/${id}`

/**
 * A coach asks to join by subdomain: a pending membership until an admin decides. 404 'No organization found' for
 * an unknown subdomain; 409 when a request is already pending or the coach is already a member. The admins are
 * emailed in their language.
 */
export async function requestToConnect(
  ctx: AppContext,
  user: UserRow,
  subdomain: string,
  locale: MemberLocale,
): Promise<ConnectRequest> {
  const organization = await findOrganizationBySubdomain(ctx.db, subdomain)
  if (!organization) throw new HttpError(404, 'noOrganization', { subdomain: [messages.noOrganization] })
  // Each request e-mails every admin: bounded per requester and per organization (429 with Retry-After).
  await ctx.rateLimiter.hit('connectRequest', 'user', user.id)
  await ctx.rateLimiter.hit('connectRequest', 'organization', organization.id)
  const now = ctx.config.now()
  const inserted = await insertPendingMembership(ctx.db, {
    organizationId: organization.id,
    userId: user.id,
    locale,
    now,
  })
  if (!inserted) {
    const existing = await findMembership(ctx.db, organization.id, user.id)
    const key = existing?.status === 'connected' ? 'alreadyMember' : 'connectRequestPending'
    throw new HttpError(409, key, { subdomain: [messages[key]] })
  }
  const admins = (await listMembers(ctx.db, organization.id, 'connected')).filter(
    (m) => isOrganizationAdmin(m) && wantsEmail(m.settings, 'organization_updates'),
  )
  const coach = fullName(user.firstName, user.lastName) || user.email
  sendMails(
    ctx,
    admins.map((admin) =>
      organizationMail('request_received', admin.locale, admin.email, {
        organization: organization.name,
        coach,
        link: organizationLink(ctx, organization.id),
      }),
    ),
  )
  return {
    id: inserted.id,
    status: 'pending',
    created_at: inserted.createdAt.toISOString(),
    user: { id: user.id, name: coach, email: user.email },
    organization: { id: organization.id, name: organization.name, subdomain: organization.subdomain },
  }
}

export async function listConnectRequests(
  ctx: AppContext,
  userId: number,
  organizationId: number,
): Promise<ConnectRequest[]> {
  await requireMember(ctx.db, organizationId, userId, { admin: true })
  const organization = await findOrganizationById(ctx.db, organizationId)
  if (!organization) throw new HttpError(404, 'notFound')
  const pending = await listMembers(ctx.db, organizationId, 'pending')
  return pending.map((row) => presentRequest(row, organization))
}

/**
 * An admin approves (→ connected as `coach`) or declines (→ the request is gone) a pending request; the coach is
 * emailed either way, in the language of their request. A request of another organization, or one already
 * decided, is 404.
 */
export async function decideConnectRequest(
  ctx: AppContext,
  userId: number,
  organizationId: number,
  requestId: number,
  decision: 'approve' | 'decline',
): Promise<void> {
  await requireMember(ctx.db, organizationId, userId, { admin: true })
  const { organization, request } = await ctx.db.transaction(async (tx) => {
    const organization = await lockOrganization(tx, organizationId)
    const request = await findMember(tx, { organizationId, membershipId: requestId })
    if (!request || request.status !== 'pending') throw new HttpError(404, 'notFound')
    const done =
      decision === 'approve'
        ? await approvePendingMembership(tx, requestId)
        : await deleteMembershipById(tx, requestId, 'pending')
    if (!done) throw new HttpError(404, 'notFound')
    return { organization, request }
  })
  if (!wantsEmail(request.settings, 'organization_updates')) return
  sendMails(ctx, [
    organizationMail(decision === 'approve' ? 'approved' : 'declined', request.locale, request.email, {
      organization: organization.name,
      coach: fullName(request.firstName, request.lastName),
      link: decision === 'approve' ? organizationLink(ctx, organizationId) : `${ctx.config.appUrl}/organizations`,
    }),
  ])
}

/** Someone leaving (or removed) takes their shared athletes and their scoreboard keys along. */
async function endMembership(tx: Database, member: MemberRow, organizationId: number): Promise<void> {
  await deleteMembershipById(tx, member.membershipId)
  await deletePlayersSharedBy(tx, organizationId, member.userId)
  await deleteApiKeysCreatedBy(tx, organizationId, member.userId)
}

async function refuseLastSuperadmin(tx: Database, organizationId: number, member: MemberRow): Promise<void> {
  if (
    member.status === 'connected' &&
    member.role === 'superadmin' &&
    (await countSuperadmins(tx, organizationId)) <= 1
  ) {
    throw new HttpError(409, 'lastSuperadmin')
  }
}

/**
 * Role changes (ADR 0025): admins and superadmins change roles; only a superadmin gives or takes `superadmin`;
 * the last superadmin cannot be demoted (409). Leaving the admin roles ends the person's scoreboard keys.
 */
export async function changeMemberRole(
  ctx: AppContext,
  actorId: number,
  organizationId: number,
  targetUserId: number,
  role: OrganizationRole,
): Promise<OrganizationMember> {
  await requireMember(ctx.db, organizationId, actorId, { admin: true })
  return ctx.db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId)
    // Read again under the lock: a concurrent change may have just demoted the actor.
    const actor = await requireMember(tx, organizationId, actorId, { admin: true })
    const target = await findMember(tx, { organizationId, userId: targetUserId })
    if (!target || target.status !== 'connected') throw new HttpError(404, 'memberNotFound')
    if ((target.role === 'superadmin' || role === 'superadmin') && actor.role !== 'superadmin') {
      throw new HttpError(403, 'superadminOnly')
    }
    if (target.role === 'superadmin' && role !== 'superadmin') await refuseLastSuperadmin(tx, organizationId, target)
    await updateMemberRole(tx, target.membershipId, role)
    if (role === 'coach' || role === 'viewer') await deleteApiKeysCreatedBy(tx, organizationId, target.userId)
    return presentMember({ ...target, role }, true) // the actor is an admin
  })
}

/** An admin removes a member (a superadmin only by a superadmin; never the last one). Access ends at once. */
export async function removeMember(
  ctx: AppContext,
  actorId: number,
  organizationId: number,
  targetUserId: number,
): Promise<void> {
  await requireMember(ctx.db, organizationId, actorId, { admin: true })
  await ctx.db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId)
    const actor = await requireMember(tx, organizationId, actorId, { admin: true })
    const target = await findMember(tx, { organizationId, userId: targetUserId })
    if (!target || target.status !== 'connected') throw new HttpError(404, 'memberNotFound')
    if (target.role === 'superadmin' && actor.role !== 'superadmin') throw new HttpError(403, 'superadminOnly')
    await refuseLastSuperadmin(tx, organizationId, target)
    await endMembership(tx, target, organizationId)
  })
}

/** Disconnect: the caller leaves, or cancels their pending request. The last superadmin cannot leave. */
export async function disconnect(ctx: AppContext, userId: number, organizationId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId)
    const member = await findMember(tx, { organizationId, userId })
    if (!member) throw new HttpError(404, 'notFound')
    await refuseLastSuperadmin(tx, organizationId, member)
    await endMembership(tx, member, organizationId)
  })
}
