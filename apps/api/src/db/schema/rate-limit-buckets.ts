import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * Fixed-window counters shared by every API instance. `window_start` is epoch milliseconds aligned to the window,
 * so one atomic upsert either increments the current window or starts a new one.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    windowEnd: bigint('window_end', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_buckets_window_end_idx').on(t.windowEnd)],
)
