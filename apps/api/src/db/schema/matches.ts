import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Background, MatchRulesInput, MatchScore, MatchVideo } from '@courtside/contracts'
import type { MatchState } from '@courtside/domain'

/** An engine state as rows hold it: written before timed matches existed, it has no clock fields. */
export type StoredMatchState = Omit<MatchState, 'startedAt' | 'lastGame'> &
  Partial<Pick<MatchState, 'startedAt' | 'lastGame'>>
import { courts } from './courts.ts'
import { organizations } from './organizations.ts'
import { players } from './players.ts'
import { users } from './users.ts'

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A deleted organization leaves its matches with their owner.
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    // The court it is played on, one of its organization's (packages/contracts/src/court.ts); a deleted court
    // leaves its matches without one.
    courtId: integer('court_id').references(() => courts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sport: text('sport', { enum: ['padel', 'tennis'] }).notNull(),
    matchType: text('match_type', { enum: ['singles', 'doubles'] }).notNull(),
    license: text('license', { enum: ['pro', 'free'] }).notNull(),
    source: text('source', { enum: ['coach', 'live'] })
      .notNull()
      .default('coach'),
    /**
     * snake_case rules, as the API speaks them. Written complete; typed as the input form because an instance of an
     * earlier version (a rolling upgrade) may still write the older form: readers answer `completeRules` of it.
     */
    rules: jsonb('rules').$type<MatchRulesInput>().notNull(),
    visibility: text('visibility', { enum: ['public', 'internal', 'private'] })
      .notNull()
      .default('private'),
    startShowingAt: timestamp('start_showing_at', { withTimezone: true, mode: 'date' }),
    stopShowingAt: timestamp('stop_showing_at', { withTimezone: true, mode: 'date' }),
    background: jsonb('background').$type<Background>().notNull(),
    showServerIndicator: boolean('show_server_indicator').notNull().default(true),
    /** The initial serving order, as match player ids; later changes live in match_server_changes. */
    serverOrder: jsonb('server_order').$type<number[]>().notNull(),
    // Cache of the replay of the stored balls and server changes, rewritten in the same transaction as they are,
    // so lists and the dashboard can filter and show the score without replaying every match.
    score: jsonb('score').$type<MatchScore>().notNull(),
    status: text('status', { enum: ['not_started', 'in_progress', 'finished'] })
      .notNull()
      .default('not_started'),
    pointsCount: integer('points_count').notNull().default(0),
    winnerTeam: smallint('winner_team'),
    /** Part of the cache: the serving order in force after the latest server change (null: the initial order). */
    currentServerOrder: jsonb('current_server_order').$type<number[]>(),
    /**
     * The scoring engine's state after the stored log, written with the cached score: a new point is one step of
     * the engine on it instead of a replay (ADR 0039). Null on rows written before it existed: they are replayed.
     * Read it only through the matches module's storedEngineState, which completes states of older versions.
     */
    engineState: jsonb('engine_state').$type<StoredMatchState>(),
    ballsUpdatedAt: timestamp('balls_updated_at', { withTimezone: true, mode: 'date' }),
    /** A public match's share link token (ADR 0033); null when it has none. Regenerating replaces it. */
    shareToken: text('share_token'),
    /** The video linked for review and its sync (ADR 0037); null when none. */
    video: jsonb('video').$type<MatchVideo>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Lists are newest first: the owner's matches, and an organization's matches.
    index('matches_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('matches_organization_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('matches_share_token_idx').on(t.shareToken),
    // A court's current match, and the set null of a court's deletion.
    index('matches_court_idx').on(t.courtId, t.createdAt.desc(), t.id.desc()),
  ],
)

/** A match's players: team 0/1, position 0/1 in the pair; linked to an athlete or a match-only name. */
export const matchPlayers = pgTable(
  'match_players',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    team: smallint('team').notNull(),
    position: smallint('position').notNull(),
    // Deleting an athlete keeps the matches they played, under the name they had.
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('match_players_match_slot_unique').on(t.matchId, t.team, t.position),
    index('match_players_player_idx').on(t.playerId),
  ],
)

/** Server changes as `{ atPoint, order }` events of the match log (ADR 0004). */
export const matchServerChanges = pgTable(
  'match_server_changes',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    atPoint: integer('at_point').notNull(),
    order: jsonb('order').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // Replayed in (at_point, id) order: several changes at one point apply in the order they were made.
  (t) => [index('match_server_changes_match_idx').on(t.matchId, t.atPoint, t.id)],
)

export type MatchRow = typeof matches.$inferSelect
export type MatchPlayerRow = typeof matchPlayers.$inferSelect
export type MatchServerChangeRow = typeof matchServerChanges.$inferSelect
