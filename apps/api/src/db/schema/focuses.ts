import { DEFAULT_TIME_ZONE } from '@courtside/contracts'
import { date, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { players } from './players.ts'

/**
 * An athlete's focuses (packages/contracts/src/focus.ts), gone with the athlete. The athlete's coach is the one who
 * reads and writes them, so no owner column: the athlete's own `user_id` decides. The line is computed from the
 * athlete's matches at each read, never stored (a point edited later moves it).
 */
export const playerFocuses = pgTable(
  'player_focuses',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    shotGroup: text('shot_group'),
    direction: text('direction').notNull(),
    target: doublePrecision('target').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The IANA zone `starts_on` is a day of (focuses saved before zones were kept mean UTC's day). */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('player_focuses_player_idx').on(t.playerId, t.id)],
)

export type PlayerFocusRow = typeof playerFocuses.$inferSelect
