import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** A coach's athlete. Owned by one coach; match players may link to it. */
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name'),
    email: text('email'),
    canSaveGames: boolean('can_save_games').notNull().default(false),
    // Recorded when consent is granted; consent is never revoked through the app.
    permissionDate: date('permission_date', { mode: 'string' }),
    isCoached: boolean('is_coached').notNull().default(false),
    coachingStartDate: date('coaching_start_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('players_user_idx').on(t.userId, t.id)],
)

export type PlayerRow = typeof players.$inferSelect
