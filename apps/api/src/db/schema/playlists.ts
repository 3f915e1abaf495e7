import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { PlaylistFilter } from '@courtside/contracts'
import { users } from './users.ts'

/**
 * A coach's playlists (packages/contracts/src/playlist.ts, ADR 0068), gone with the coach. Only the filter is kept:
 * the clips are worked out at each read, so an edited point or a new video anchor moves them.
 */
export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    filter: jsonb('filter').$type<PlaylistFilter>().notNull(),
    leadSeconds: doublePrecision('lead_seconds').notNull(),
    lagSeconds: doublePrecision('lag_seconds').notNull(),
    /** The guests' link (`/clips/:token`), null when not shared; a new link replaces the old one. */
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('playlists_user_idx').on(t.userId, t.id), uniqueIndex('playlists_share_token_unique').on(t.shareToken)],
)

export type PlaylistRow = typeof playlists.$inferSelect
