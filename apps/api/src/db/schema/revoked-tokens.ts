import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** JWT denylist: a logged-out token's jti stays here until the token would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
)
