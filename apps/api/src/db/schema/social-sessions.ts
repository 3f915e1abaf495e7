import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { organizations } from './organizations.ts'
import { players } from './players.ts'
import { users } from './users.ts'

export const SOCIAL_SESSION_FORMATS = ['americano', 'mexicano'] as const

/**
 * A social session (Americano or Mexicano, docs/social-sessions.md) of an organization: it goes with the organization.
 * Its organizer's account closing leaves it to the organization (`created_by_id` null).
 */
export const socialSessions = pgTable(
  'social_sessions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    format: text('format', { enum: SOCIAL_SESSION_FORMATS }).notNull(),
    courts: integer('courts').notNull(),
    pointsPerMatch: integer('points_per_match').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('social_sessions_org_idx').on(t.organizationId, t.id),
    index('social_sessions_created_by_idx').on(t.createdById),
  ],
)

/** The session's players in list order (`position` is the index the rounds use): an athlete or a name. */
export const socialSessionPlayers = pgTable(
  'social_session_players',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => socialSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // Deleting an athlete keeps the sessions they played, under the name they had.
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.position] }),
    index('social_session_players_player_idx').on(t.playerId),
  ],
)

/**
 * One court of one round: two pairs of player positions and, once entered, the score. A row per match, so results
 * of different courts are separate row updates and two entered at once both stay.
 */
export const socialSessionMatches = pgTable(
  'social_session_matches',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => socialSessions.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    court: integer('court').notNull(),
    teamA: integer('team_a').array().notNull(),
    teamB: integer('team_b').array().notNull(),
    scoreA: integer('score_a'),
    scoreB: integer('score_b'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.round, t.court] })],
)

export type SocialSessionRow = typeof socialSessions.$inferSelect
export type SocialSessionPlayerRow = typeof socialSessionPlayers.$inferSelect
export type SocialSessionMatchRow = typeof socialSessionMatches.$inferSelect
