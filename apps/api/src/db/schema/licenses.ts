import { date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

export const licenses = pgTable(
  'licenses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    licenseType: text('license_type', { enum: ['free', 'pro'] })
      .notNull()
      .default('free'),
    status: text('status', { enum: ['active', 'expired', 'cancelled', 'past_due', 'free_trial', 'pending'] })
      .notNull()
      .default('active'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    subscriptionId: text('subscription_id'),
    customerId: text('customer_id'),
    planType: text('plan_type'),
    /**
     * The provider's time (seconds) and rank of the subscription state the licence shows: an event older than it,
     * delivered late, never overwrites it (ADR 0031).
     */
    billingStateAt: integer('billing_state_at'),
    billingStateRank: smallint('billing_state_rank').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // One licence row per user: its type and status change over time, and quota checks lock this row.
  (t) => [uniqueIndex('licenses_user_unique').on(t.userId)],
)

/**
 * Ledger of games counted against the monthly allowance: one row per game created. Usage is counted from here,
 * so deleting a match never gives a game back.
 */
export const licenseGameUsages = pgTable(
  'license_game_usages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pro', 'free'] }).notNull(),
    // No foreign key yet: the matches table comes with the matches issue, and a deleted match keeps its usage row.
    matchId: integer('match_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('license_game_usages_user_created_idx').on(t.userId, t.createdAt)],
)

export type LicenseRow = typeof licenses.$inferSelect
