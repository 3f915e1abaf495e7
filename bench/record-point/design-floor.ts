/**
 * The design floor of recording a point: a bare Fastify route that does what a point needs by design and nothing
 * more, so the ratio to it is what Courtside's stack costs rather than what recording costs.
 *
 * 1. The session check, as the API's auth plugin does it: the token's signature checked once and remembered (its
 *    expiry at every use), then one statement reading the user it names and whether the token was logged out.
 * 2. The match with the viewer's access, the organization's name and the players, in one statement, no lock.
 * 3. The ball and the score written in one compare-and-set statement on the row version read, with the match's
 *    notice (docs/decisions/0039-a-point-in-one-statement.md); a lost compare-and-set reads and writes again.
 *
 * Each statement is prepared by name on each connection (docs/decisions/0043-prepared-statements-for-every-point.md).
 * The answer is the rows read and written in Courtside's shape, serialised and padded to the byte length of
 * Courtside's answer.
 * Not done here: the domain's scoring step (the score read is written back; `bench/scoring` measures the step) and
 * checking the request's shape. The SQL is written against the schema here, without the API's code, so the floor
 * stays what the three statements cost whatever the API's modules become.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type pg from 'pg'

/** A channel nobody listens on: the floor's notices must not make the API process's listener work. */
const FLOOR_CHANNEL = 'bench_design_floor'

const SESSION_USER = {
  name: 'bench_floor_session_user',
  text: `select u.*, exists (select 1 from revoked_tokens where jti = $1) as revoked
    from users u where u.id = $2 and u.deleted_at is null limit 1`,
}

const MATCH_READ = {
  name: 'bench_floor_match_read',
  text: `select m.*, m.xmin::text as version, om.role as viewer_role, om.status as viewer_status,
      o.name as organization_name, c.name as court_name,
      (select coalesce(json_agg(p order by p.team, p.position), '[]'::json) from match_players p where p.match_id = m.id)
        as players
    from matches m
    join users owner on owner.id = m.user_id and owner.deleted_at is null
    left join organization_memberships om on om.organization_id = m.organization_id and om.user_id = $1
    left join organizations o on o.id = m.organization_id
    left join courts c on c.id = m.court_id
    where m.id = $2 limit 1`,
}

const BALL_COLUMNS =
  'match_id, seq, client_id, payload_hash, server_id, winner_team, point_type, finisher_id, shot_type, shot_speed, ' +
  'previous_shooter_id, previous_shot_type, previous_shot_speed, "from", "to", comment, serve, tapped_at, created_at'

const POINT_WRITE = {
  name: 'bench_floor_point_write',
  text: `with m as (
      update matches set score = $1::jsonb, status = $2::text, points_count = $3::integer, winner_team = $4::smallint,
        current_server_order = $5::jsonb, engine_state = $6::jsonb, balls_updated_at = $7::timestamptz,
        updated_at = $8::timestamptz
      where id = $9 and xmin = $10::xid
      returning *, pg_notify($11, $12) as notified
    ),
    b as (
      insert into balls (${BALL_COLUMNS})
      select $13::integer, $14::integer, $15::uuid, $16::text, $17::integer, $18::smallint, $19::text, $20::integer,
        $21::text, $22::text, $23::integer, $24::text, $25::text, $26::jsonb, $27::jsonb, $28::text, $29::text,
        $30::timestamptz, $31::timestamptz
      from m returning *
    )
    select row_to_json(m) as match, row_to_json(b) as ball from m, b`,
}

interface Claims {
  userId: number
  jti: string
  issuedAt: number
  expiresAt: number
}

/** An HS256 token's claims if its signature is the secret's, else null (checked once per token, as the API does). */
function verifyToken(token: string, secret: string): Claims | null {
  const [header, payload, signature] = token.split('.')
  if (!header || !payload || !signature) return null
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
  return {
    userId: Number(claims.sub),
    jti: String(claims.jti),
    issuedAt: Number(claims.iat) * 1000,
    expiresAt: Number(claims.exp) * 1000,
  }
}

/** `json` padded with a filler member to exactly `bytes` bytes (left as it is when already that long or longer). */
export function padJson(json: string, bytes: number): string {
  const missing = bytes - Buffer.byteLength(json) - ',"pad":""'.length
  return missing < 0 ? json : `${json.slice(0, -1)},"pad":"${'x'.repeat(missing)}"}`
}

type Row = Record<string, unknown>

/** A jsonb column's value as its parameter text. */
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

/**
 * What a point's answer carries, in Courtside's shape (the ball and the match with its organization and its pairs),
 * made from the rows at hand; the columns the API does not show are left out.
 */
function answerOf(ball: Row, written: Row, read: Row) {
  const { match_id: _m, payload_hash: _h, ...shownBall } = ball
  const {
    user_id: _u,
    organization_id: organizationId,
    share_token: _s,
    current_server_order: _c,
    winner_team: _w,
    notified: _n,
    engine_state: engine,
    court_id: courtId,
    ...shownMatch
  } = written
  const e = engine as Row & { serverOrder: { id: string }[] }
  // Timestamps as the API writes them (ISO, Z): row_to_json's offsets are longer.
  const iso = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : value)
  const players = read.players as Row[]
  const pair = (team: number) => ({
    team,
    players: players.filter((p) => p.team === team).map((p) => ({ id: p.id, player_id: p.player_id, name: p.name })),
  })
  return {
    ball: { ...shownBall, tapped_at: iso(shownBall.tapped_at), created_at: iso(shownBall.created_at) },
    match: {
      ...shownMatch,
      created_at: iso(shownMatch.created_at),
      updated_at: iso(shownMatch.updated_at),
      balls_updated_at: iso(shownMatch.balls_updated_at),
      organization: { id: organizationId, name: read.organization_name },
      court: courtId === null ? null : { id: courtId, name: read.court_name },
      pairs: [pair(0), pair(1)],
      can_edit: true,
      engine_state: {
        server_order: e.serverOrder.map((p) => Number(p.id)),
        rotation: e.rotation,
        completed_sets: e.completedSets,
        sets_won: e.setsWon,
        games: e.games,
        points: e.points,
        game_kind: e.gameKind,
        winner: e.winner,
        point_count: e.pointCount,
        games_completed: e.gamesCompleted,
      },
    },
  }
}

export interface DesignFloorOptions {
  pool: pg.Pool
  /** The API's JWT secret: the floor accepts the same tokens. */
  jwtSecret: string
  /** The byte length of Courtside's answer to a point, which the floor's answer matches. */
  answerBytes: () => number
}

/** Registers `POST /floor/matches/:id/balls` on a bare Fastify instance. */
export function registerDesignFloor(app: FastifyInstance, options: DesignFloorOptions): void {
  const { pool, jwtSecret } = options
  const verified = new Map<string, Claims>()

  app.post('/floor/matches/:id/balls', async (request, reply) => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1]
    let claims = bearer ? verified.get(bearer) : undefined
    if (bearer && !claims) {
      claims = verifyToken(bearer, jwtSecret) ?? undefined
      if (claims) verified.set(bearer, claims)
    }
    if (!claims || claims.expiresAt <= Date.now()) return reply.code(401).send({ code: 'unauthorized' })

    // 1. The session check.
    const session = await pool.query({ ...SESSION_USER, values: [claims.jti, claims.userId] })
    const user = session.rows[0]
    if (!user || user.revoked !== false) return reply.code(401).send({ code: 'unauthorized' })
    if (user.tokens_valid_after && claims.issuedAt < user.tokens_valid_after.getTime())
      return reply.code(401).send({ code: 'unauthorized' })

    const matchId = Number((request.params as { id: string }).id)
    const ball = (request.body as { ball: Record<string, unknown> }).ball
    const hash = createHash('sha256').update(JSON.stringify(ball)).digest('hex')
    for (let attempt = 0; attempt < 100; attempt++) {
      // 2. The match as read, with access and players.
      const read = await pool.query({ ...MATCH_READ, values: [claims.userId, matchId] })
      const match = read.rows[0]
      if (!match || (match.user_id !== claims.userId && match.viewer_role === null))
        return reply.code(404).send({ code: 'notFound' })

      // 3. The ball and the score, on the version read.
      const now = new Date()
      const updatedAt = new Date(Math.max(now.getTime(), match.updated_at.getTime() + 1))
      const notice = JSON.stringify({ match_id: match.id, updated_at: updatedAt.toISOString() })
      const written = await pool.query({
        ...POINT_WRITE,
        values: [
          json(match.score),
          match.status,
          match.points_count + 1,
          match.winner_team,
          json(match.current_server_order),
          json(match.engine_state),
          now.toISOString(),
          updatedAt.toISOString(),
          match.id,
          match.version,
          FLOOR_CHANNEL,
          notice,
          match.id,
          match.points_count + 1,
          ball.client_id,
          hash,
          match.score?.server_id ?? match.players[0].id,
          ball.winner_team,
          ball.point_type,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          '',
          null,
          now.toISOString(),
          now.toISOString(),
        ],
      })
      const row = written.rows[0]
      if (!row) continue // another writer moved the match on: read it again
      const answer = JSON.stringify(answerOf(row.ball, row.match, match))
      return reply.code(201).type('application/json; charset=utf-8').send(padJson(answer, options.answerBytes()))
    }
    return reply.code(409).send({ code: 'recordingConflict' })
  })
}
