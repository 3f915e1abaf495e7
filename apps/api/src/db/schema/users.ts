import { sql } from 'drizzle-orm'
import { LOCALES } from '@courtside/contracts'
import { boolean, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordDigest: text('password_digest').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    coachViewer: boolean('coach_viewer').notNull().default(false),
    /** The language the coach chose (docs/decisions/0070-chosen-language.md); null: none, the browser's decides. */
    locale: text('locale', { enum: LOCALES }),
    /** The language of the sign-up request, for mails no request carries a language for (billing) without a choice. */
    signupLocale: text('signup_locale', { enum: LOCALES }),
    /** Match defaults and e-mail preferences (UserSettings of the contracts); null = the defaults. */
    settings: jsonb('settings').$type<{ match_defaults?: unknown; email_preferences?: unknown }>(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    // Tokens issued before this instant (whole seconds) are refused: a password reset ends every other session.
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive, and only among live accounts: a deleted account (kept 30 days) does not block a new signup.
    uniqueIndex('users_email_live_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The purge job looks for accounts closed more than 30 days ago.
    index('users_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
)

export type UserRow = typeof users.$inferSelect
