import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { playlists } from './playlists.ts'
import { users } from './users.ts'

/**
 * Notes pinned to a playlist's clips (packages/contracts/src/playlist-note.ts), gone with the playlist. A clip is
 * named by its point (`match_id`, `seq`), not by a row: clips are worked out at each read.
 */
export const playlistNotes = pgTable(
  'playlist_notes',
  {
    id: serial('id').primaryKey(),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').notNull(),
    seq: integer('seq').notNull(),
    atSeconds: doublePrecision('at_seconds'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('playlist_notes_playlist_idx').on(t.playlistId, t.id)],
)

export type PlaylistNoteRow = typeof playlistNotes.$inferSelect
