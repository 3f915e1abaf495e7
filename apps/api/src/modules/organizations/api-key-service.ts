import { createHash, randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { ApiKey, CreatedApiKey } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { Database } from '../../db/database.ts'
import type { UserRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { pathId } from '../../lib/path-id.ts'
import { findMatch, isOrganizationAdmin } from '../matches/index.ts'
import { findLiveUserById } from '../users/index.ts'
import { deleteApiKey, findApiKeyByHash, insertApiKey, listApiKeys, touchApiKey } from './api-key-repository.ts'
import { findMembership } from './organization-repository.ts'

/** Every key starts with this, so the auth hook tells a key from a session token without a database lookup. */
export const API_KEY_PREFIX = 'cs_live_'

/** What a key may call: creating matches and everything the scoreboard does to them (ADR 0025). */
const API_KEY_ROUTES = new Set([
  'POST /api/v2/matches',
  'GET /api/v2/matches/:id',
  'PATCH /api/v2/matches/:id',
  'GET /api/v2/matches/:id/balls',
  'POST /api/v2/matches/:id/balls',
  'DELETE /api/v2/matches/:id/balls/last',
  'PUT /api/v2/matches/:id/server',
  'GET /api/v2/matches/:id/stats',
])

export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX)

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')

export interface ApiKeyIdentity {
  id: number
  organizationId: number
}

/**
 * The user a scoreboard key acts for, or null (→ 401): an unknown or revoked key, or one whose creator is no
 * longer a live, connected admin of the key's organization. Records the key's last use.
 */
export async function verifyApiKey(
  db: Database,
  key: string,
  now: Date,
): Promise<{ user: UserRow; apiKey: ApiKeyIdentity } | null> {
  const row = await findApiKeyByHash(db, hashKey(key))
  if (!row) return null
  const [user, membership] = await Promise.all([
    findLiveUserById(db, row.createdById),
    findMembership(db, row.organizationId, row.createdById),
  ])
  if (!user || !isOrganizationAdmin(membership)) return null
  await touchApiKey(db, row.id, now)
  return { user, apiKey: { id: row.id, organizationId: row.organizationId } }
}

/**
 * After a key authenticated a request: only the scoreboard's routes (403 otherwise), and only matches of the key's
 * organization (anything else reads as missing, 404).
 */
export async function checkApiKeyRequest(db: Database, request: FastifyRequest, apiKey: ApiKeyIdentity) {
  const route = `${request.method} ${request.routeOptions.url ?? ''}`
  if (!API_KEY_ROUTES.has(route)) throw new HttpError(403, 'apiKeyNotAllowed')
  const rawId = (request.params as { id?: string } | undefined)?.id
  if (rawId === undefined) return
  const match = await findMatch(db, pathId(rawId, 'notFound'))
  if (!match || match.organizationId !== apiKey.organizationId) throw new HttpError(404, 'notFound')
}

export async function createApiKey(
  ctx: AppContext,
  input: { organizationId: number; userId: number; name: string },
): Promise<CreatedApiKey> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  const row = await insertApiKey(ctx.db, {
    organizationId: input.organizationId,
    createdById: input.userId,
    name: input.name,
    keyHash: hashKey(key),
    prefix: key.slice(0, API_KEY_PREFIX.length + 4),
    now: ctx.config.now(),
  })
  return { id: row.id, name: row.name, key }
}

export async function listOrganizationApiKeys(db: Database, organizationId: number): Promise<ApiKey[]> {
  const rows = await listApiKeys(db, organizationId)
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    last_used_at: r.lastUsedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    created_by: { id: r.createdById, name: `${r.createdByFirstName} ${r.createdByLastName}`.trim() },
  }))
}

export async function revokeApiKey(db: Database, organizationId: number, keyId: number): Promise<void> {
  if (!(await deleteApiKey(db, organizationId, keyId))) throw new HttpError(404, 'notFound')
}
