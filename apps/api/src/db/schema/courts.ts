import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { organizations } from './organizations.ts'

/**
 * The courts of an organization (packages/contracts/src/court.ts), gone with it. `position` orders them, 0 … n − 1
 * without gaps: every write of an organization's courts runs under its organization row's lock
 * (modules/courts/court-repository.ts), so no unique index is needed on it (a move shifts several at once). Names
 * are unique in the organization, whatever their case.
 */
export const courts = pgTable(
  'courts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courts_organization_name_unique').on(t.organizationId, sql`lower(${t.name})`),
    index('courts_organization_position_idx').on(t.organizationId, t.position),
  ],
)

/**
 * An organization's court wall link: one token at most (regenerating replaces the row's token, which ends the old
 * link), gone with the organization. Its own table rather than a column, so the courts module owns what it writes.
 */
export const courtWalls = pgTable(
  'court_walls',
  {
    organizationId: integer('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('court_walls_token_unique').on(t.token)],
)

export type CourtRow = typeof courts.$inferSelect
export type CourtWallRow = typeof courtWalls.$inferSelect
