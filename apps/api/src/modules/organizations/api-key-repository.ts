import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { organizationApiKeys, users, type OrganizationApiKeyRow } from '../../db/schema/index.ts'

export async function insertApiKey(
  db: Database,
  values: { organizationId: number; createdById: number; name: string; keyHash: string; prefix: string; now: Date },
): Promise<OrganizationApiKeyRow> {
  const { now, ...rest } = values
  const rows = await db
    .insert(organizationApiKeys)
    .values({ ...rest, createdAt: now })
    .returning()
  return rows[0]!
}

export async function listApiKeys(db: Database, organizationId: number) {
  return db
    .select({
      id: organizationApiKeys.id,
      name: organizationApiKeys.name,
      prefix: organizationApiKeys.prefix,
      lastUsedAt: organizationApiKeys.lastUsedAt,
      createdAt: organizationApiKeys.createdAt,
      createdById: users.id,
      createdByFirstName: users.firstName,
      createdByLastName: users.lastName,
    })
    .from(organizationApiKeys)
    .innerJoin(users, eq(users.id, organizationApiKeys.createdById))
    .where(eq(organizationApiKeys.organizationId, organizationId))
    .orderBy(asc(organizationApiKeys.createdAt), asc(organizationApiKeys.id))
}

/** Revokes (deletes) a key of this organization; false when there is none with that id here. */
export async function deleteApiKey(db: Database, organizationId: number, keyId: number): Promise<boolean> {
  const rows = await db
    .delete(organizationApiKeys)
    .where(and(eq(organizationApiKeys.organizationId, organizationId), eq(organizationApiKeys.id, keyId)))
    .returning({ id: organizationApiKeys.id })
  return rows.length > 0
}

/** A creator who is no longer an admin there takes their keys along (they act for that person). */
export async function deleteApiKeysCreatedBy(db: Database, organizationId: number, userId: number): Promise<void> {
  await db
    .delete(organizationApiKeys)
    .where(and(eq(organizationApiKeys.organizationId, organizationId), eq(organizationApiKeys.createdById, userId)))
}

export async function findApiKeyByHash(db: Database, keyHash: string): Promise<OrganizationApiKeyRow | undefined> {
  const rows = await db.select().from(organizationApiKeys).where(eq(organizationApiKeys.keyHash, keyHash)).limit(1)
  return rows[0]
}

export async function touchApiKey(db: Database, id: number, now: Date): Promise<void> {
  await db.update(organizationApiKeys).set({ lastUsedAt: now }).where(eq(organizationApiKeys.id, id))
}
