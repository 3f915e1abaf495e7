import { LOCALES } from '@courtside/contracts'
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { players } from './players.ts'
import { users } from './users.ts'

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subdomain: text('subdomain').notNull(),
    licenseStatus: text('license_status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_subdomain_unique').on(sql`lower(${t.subdomain})`)],
)

export const ORGANIZATION_ROLES = ['superadmin', 'admin', 'coach', 'viewer'] as const
export const MEMBERSHIP_STATUSES = ['pending', 'connected'] as const

export const organizationMemberships = pgTable(
  'organization_memberships',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ORGANIZATION_ROLES }).notNull(),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull(),
    // The member's language when they asked to join or created the organization: their emails are written in it.
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_memberships_org_user_unique').on(t.organizationId, t.userId),
    index('organization_memberships_user_idx').on(t.userId),
  ],
)

/** Athletes their coach shared with an organization (only with consent): its players tab and count. */
export const organizationPlayers = pgTable(
  'organization_players',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.playerId] }),
    index('organization_players_player_idx').on(t.playerId),
  ],
)

/**
 * Keys of the live scoreboard (ADR 0025). Only the SHA-256 of a key is stored; `prefix` (its first characters)
 * lets the admin recognise it. A key acts for the admin who created it, in this organization only (ADR 0025).
 */
export const organizationApiKeys = pgTable(
  'organization_api_keys',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_api_keys_hash_unique').on(t.keyHash),
    index('organization_api_keys_org_idx').on(t.organizationId),
  ],
)

export type OrganizationApiKeyRow = typeof organizationApiKeys.$inferSelect
export type OrganizationRow = typeof organizations.$inferSelect
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number]
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number]
