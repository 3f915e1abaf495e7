import {
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { matches } from './matches.ts'

interface CourtPoint {
  x: number
  y: number
}

/** A recorded point. Player ids (server, finisher, previous shooter) are match player ids. */
export const balls = pgTable(
  'balls',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** 0-based position in the match; unique so two writers can never both append at one place. */
    seq: integer('seq').notNull(),
    /** Client-made id: a retried POST hits the unique index instead of recording twice. */
    clientId: uuid('client_id').notNull(),
    /** Hash of the payload, so the same client_id with another payload is told apart (409). */
    payloadHash: text('payload_hash').notNull(),
    serverId: integer('server_id').notNull(),
    winnerTeam: smallint('winner_team').notNull(),
    pointType: text('point_type').notNull(),
    finisherId: integer('finisher_id'),
    shotType: text('shot_type'),
    shotSpeed: text('shot_speed'),
    previousShooterId: integer('previous_shooter_id'),
    previousShotType: text('previous_shot_type'),
    previousShotSpeed: text('previous_shot_speed'),
    from: jsonb('from').$type<CourtPoint>(),
    to: jsonb('to').$type<CourtPoint>(),
    comment: text('comment').notNull().default(''),
    /** 'first' or 'second' serve, when the coach recorded it (ADR 0036). */
    serve: text('serve'),
    /** The device's time of the tap (ADR 0034); null on points recorded before it was kept (created_at stands in). */
    tappedAt: timestamp('tapped_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('balls_match_client_unique').on(t.matchId, t.clientId),
    uniqueIndex('balls_match_seq_unique').on(t.matchId, t.seq),
  ],
)

export type BallRow = typeof balls.$inferSelect

/**
 * The client_ids of removed points (ADR 0038). A POST that arrives after its point was undone (a retry the network
 * held back, a second tab) must not record it again: a trigger on balls refuses such an insert (SQLSTATE CS001,
 * migration 0011), so no writer can bring a removed point back whatever path it takes.
 */
export const ballRemovals = pgTable(
  'ball_removals',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.clientId] })],
)
