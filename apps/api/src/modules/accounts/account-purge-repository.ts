import { and, eq, isNotNull, lt, sql } from 'drizzle-orm'
import { ACCOUNT_RETENTION_DAYS } from '@courtside/contracts'
import type { Database } from '../../db/database.ts'
import { organizationMemberships, users } from '../../db/schema/index.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes, one account per transaction, every closed account past the retention (one month). What stays
 * (ADR 0031): a match linked to an organization in which an admin remains passes to that organization's senior
 * admin, with the athletes it shares with the organization, so the club's history survives the coach leaving;
 * everything else of the account (its athletes, its other matches, licence, tokens, keys) goes with it, and an
 * organization nobody is left in is deleted. `FOR UPDATE SKIP LOCKED`: several instances purging at once each take
 * other accounts, so every account is purged once. Returns the purged user ids.
 */
export async function purgeClosedAccounts(db: Database, now: Date, limit = 100): Promise<number[]> {
  const cutoff = new Date(now.getTime() - ACCOUNT_RETENTION_DAYS * DAY_MS)
  const purged: number[] = []
  while (purged.length < limit) {
    const userId = await db.transaction(async (tx) => {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(isNotNull(users.deletedAt), lt(users.deletedAt, cutoff)))
        .orderBy(users.id)
        .limit(1)
        .for('update', { skipLocked: true })
      const id = found[0]?.id
      if (id === undefined) return undefined
      await handOverOrganizationMatches(tx, id)
      const orgs = await tx
        .select({ organizationId: organizationMemberships.organizationId })
        .from(organizationMemberships)
        .where(eq(organizationMemberships.userId, id))
      await tx.delete(users).where(eq(users.id, id))
      const orgIds = orgs.map((row) => row.organizationId)
      if (orgIds.length > 0) {
        await tx.execute(
          sql`delete from organizations o where o.id in (${sql.join(orgIds, sql`, `)})
              and not exists (select 1 from organization_memberships m where m.organization_id = o.id)`,
        )
      }
      return id
    })
    if (userId === undefined) break
    purged.push(userId)
  }
  return purged
}

/**
 * Each organization match of the leaver, and the athletes it shares there, to that organization's senior admin.
 * An organization the leaver was the last superadmin of, with members left, first gets its longest-standing member
 * as superadmin: an organization always has one (ADR 0025), and someone must own its history.
 */
async function handOverOrganizationMatches(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`
    update organization_memberships m set role = 'superadmin'
    where m.id in (
      select distinct on (o.organization_id) o.id
      from organization_memberships o
      where o.user_id <> ${userId} and o.status = 'connected'
        and o.organization_id in (
          select organization_id from organization_memberships where user_id = ${userId} and role = 'superadmin'
        )
        and not exists (
          select 1 from organization_memberships s
          where s.organization_id = o.organization_id and s.user_id <> ${userId}
            and s.role = 'superadmin' and s.status = 'connected'
        )
      order by o.organization_id, o.created_at, o.id
    )`)
  await tx.execute(sql`
    with heirs as (
      select distinct on (m.organization_id) m.organization_id, m.user_id as heir_id
      from organization_memberships m
      where m.user_id <> ${userId} and m.status = 'connected' and m.role in ('superadmin', 'admin')
        and m.organization_id in (select organization_id from organization_memberships where user_id = ${userId})
      order by m.organization_id, (m.role = 'superadmin') desc, m.created_at, m.id
    ),
    shared as (
      update players p set user_id = h.heir_id
      from organization_players op join heirs h on h.organization_id = op.organization_id
      where op.player_id = p.id and p.user_id = ${userId}
      returning p.id
    )
    update matches x set user_id = h.heir_id
    from heirs h
    where x.organization_id = h.organization_id and x.user_id = ${userId}`)
}
