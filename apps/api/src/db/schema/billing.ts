import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * Payment-provider events processed, one row per event id, written in the transaction of the event's effect: a
 * duplicate delivery (Stripe retries, two instances) finds the row and changes nothing (ADR 0031).
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  // No foreign key: the record of an event outlives the account it concerned (the purge keeps it, anonymous).
  userId: integer('user_id'),
  /** The provider's creation time of the event (seconds since the epoch). */
  eventCreated: integer('event_created').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull(),
})

/** Checkout sessions the app started; the built-in test checkout completes only sessions found here, once. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
)

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect
