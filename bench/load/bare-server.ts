/**
 * The load test's floor, run as its own process like the real API: Fastify, a pg pool, one LISTEN connection and a
 * bare `ws` server. POST /points/:match does one INSERT and one pg_notify in a transaction; every notice is sent as
 * one JSON frame to the sockets that asked for that match (`/socket?match=<id>`). No authentication, no scoring,
 * no ActionCable framing: what is left is HTTP + one write + NOTIFY + a broadcast.
 */
import Fastify from 'fastify'
import pg from 'pg'
import { WebSocketServer, type WebSocket } from 'ws'

const url = process.env.DATABASE_URL!
const port = Number(process.env.PORT)
const pool = new pg.Pool({ connectionString: url, max: 10 })
pool.on('error', () => {})
await pool.query(
  'create table if not exists bare_points (id serial primary key, match_id integer not null, client_id uuid not null unique)',
)
const listener = new pg.Client({ connectionString: url })
await listener.connect()
await listener.query('LISTEN bare_points')
const watchers = new Map<number, Set<WebSocket>>()
listener.on('notification', (message) => {
  const { match_id: matchId } = JSON.parse(message.payload!) as { match_id: number }
  const frame = message.payload!
  for (const ws of watchers.get(matchId) ?? []) ws.send(frame)
})

const app = Fastify({ logger: false })
app.post('/points/:match', async (request, reply) => {
  const matchId = Number((request.params as { match: string }).match)
  const { client_id: clientId } = request.body as { client_id: string }
  const client = await pool.connect()
  try {
    await client.query('begin')
    const { rows } = await client.query('insert into bare_points (match_id, client_id) values ($1, $2) returning id', [
      matchId,
      clientId,
    ])
    await client.query('select pg_notify($1, $2)', [
      'bare_points',
      JSON.stringify({ match_id: matchId, updated_at: `${rows[0].id}` }),
    ])
    await client.query('commit')
    return reply.code(201).send({ id: rows[0].id, updated_at: `${rows[0].id}` })
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
})
const wss = new WebSocketServer({ noServer: true })
app.server.on('upgrade', (request, socket, head) => {
  const matchId = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('match'))
  wss.handleUpgrade(request, socket, head, (ws) => {
    let set = watchers.get(matchId)
    if (!set) watchers.set(matchId, (set = new Set()))
    set.add(ws)
    ws.on('close', () => set.delete(ws))
    ws.on('error', () => {})
    ws.send('{"type":"welcome"}')
  })
})
await app.listen({ port, host: '127.0.0.1' })
console.log('ready')
process.once('SIGTERM', () => {
  void app.close().then(async () => {
    await listener.end()
    await pool.end()
    process.exit(0)
  })
})
