import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_memberships_org_user_unique').on(t.organizationId, t.userId),
    index('organization_memberships_user_idx').on(t.userId),
  ],
)

export type OrganizationRow = typeof organizations.$inferSelect
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number]
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number]
