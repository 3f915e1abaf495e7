// The checks of deploy/smoke.sh, run against Caddy (SMOKE_URL, trusting SMOKE_CA) in front of two API instances
// (SMOKE_A_URL, SMOKE_B_URL) on one database (SMOKE_DATABASE_URL). Instance A (SMOKE_A_PID) is killed at the end
// of the first phase, instance B (SMOKE_B_PID) stopped in the second. Prints one `smoke: …` line per check; exits 1
// with the reason at the first failure.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { subscribeToMatches } from './cable-client.mjs'
import { createEndlessMatch, postPoint, signUp } from './courtside-api.mjs'
import { describeRecording, recordThroughAnInterruption } from './failover-checks.mjs'
import { getOverHttp2, request } from './https-client.mjs'

function setting(name) {
  const value = process.env[name]?.trim()
  if (!value) throw new Error(`${name} is not set (deploy/smoke.sh sets it)`)
  return value
}

const base = setting('SMOKE_URL')
const ca = readFileSync(setting('SMOKE_CA'))
const instances = { A: setting('SMOKE_A_URL'), B: setting('SMOKE_B_URL') }
const databaseUrl = setting('SMOKE_DATABASE_URL')
const loginPerIp = Number(setting('SMOKE_LOGIN_PER_IP'))

const say = (text) => console.log(`smoke: ${text}`)

async function eventually(predicate, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function webAppOverHttp2() {
  const page = await getOverHttp2(`${base}/`, { ca })
  if (page.protocol !== 'h2') throw new Error(`Caddy agreed on "${page.protocol}" instead of h2`)
  if (page.status !== 200 || !page.body.includes('<title>Courtside</title>'))
    throw new Error(`GET / over HTTP/2 answered ${page.status} without the web app's index`)
  // The API sends HSTS only when it believes the request came over HTTPS: X-Forwarded-Proto from a trusted proxy.
  if (!page.headers['strict-transport-security'])
    throw new Error(
      'no Strict-Transport-Security header: the API did not trust X-Forwarded-Proto from Caddy (TRUST_PROXY)',
    )
  // Metrics are scraped per instance on loopback, never through Caddy, even with the token (deploy/Caddyfile).
  const metrics = await getOverHttp2(`${base}/metrics`, { ca })
  if (metrics.status !== 404) throw new Error(`GET /metrics through Caddy answered ${metrics.status} instead of 404`)
  say(
    '1/5 the web app is served over HTTP/2 (ALPN h2), with HSTS: the API trusts Caddy as its proxy; /metrics is closed',
  )
}

async function liveAcrossInstances(coach) {
  const matchId = await createEndlessMatch(base, coach, ca)
  const socket = await subscribeToMatches(base, coach.token, { ca, origin: base })
  // The socket reached A or B through Caddy; a point recorded on each instance directly means one of the two came
  // from the other instance, through PostgreSQL's NOTIFY (docs/architecture.md, "How a point travels").
  for (const [team, name] of [
    [0, 'A'],
    [1, 'B'],
  ]) {
    const answer = await postPoint(instances[name], coach, matchId, randomUUID(), team)
    if (answer.status !== 201) throw new Error(`a point posted to instance ${name} answered ${answer.status}`)
    const { updated_at: updatedAt } = answer.body.match
    await eventually(
      () =>
        socket.received.some(
          (m) => m?.type === 'match_updated' && m.match_id === matchId && m.updated_at === updatedAt,
        ),
      20_000,
      `the socket opened through Caddy to hear the point recorded on instance ${name}`,
    )
  }
  say('2/5 a socket opened through Caddy (wss /socket) heard points recorded directly on instance A and on B')
  return socket
}

async function realClientAddress() {
  const attempt = (localAddress, headers = {}) =>
    request(`${base}/login.json`, {
      method: 'POST',
      body: { user: { email: `nobody-${randomUUID()}@example.com`, password: 'not-the-password' } },
      headers,
      ca,
      localAddress,
    })
  for (let i = 1; i <= loginPerIp; i++) {
    const answer = await attempt('127.0.0.2')
    if (answer.status !== 401) throw new Error(`failed login ${i} from 127.0.0.2 answered ${answer.status}, not 401`)
  }
  const over = await attempt('127.0.0.2')
  if (over.status !== 429)
    throw new Error(`login ${loginPerIp + 1} from 127.0.0.2 answered ${over.status}, not 429: the per-IP limit missed`)
  // Another client, claiming to be the limited one: Caddy replaces its X-Forwarded-For, the API keys on 127.0.0.3.
  const other = await attempt('127.0.0.3', { 'x-forwarded-for': '127.0.0.2' })
  if (other.status !== 401)
    throw new Error(
      `a login from 127.0.0.3 answered ${other.status}, not 401: the API counted it against another address ` +
        "(Caddy's own, or the one it claimed in X-Forwarded-For): TRUST_PROXY does not match the proxy in front",
    )
  say(
    `3/5 the API keys its rate limits on the client's address: 127.0.0.2 limited after ${loginPerIp} logins, 127.0.0.3 not, even claiming to be 127.0.0.2`,
  )
}

async function killMidRecording(coach, socket) {
  const result = await recordThroughAnInterruption({
    baseUrl: base,
    ca,
    coach,
    databaseUrl,
    clients: 4,
    points: 30,
    interruptAfter: 30,
    interrupt: () => process.kill(Number(setting('SMOKE_A_PID')), 'SIGKILL'),
  })
  const heldBy = socket.closed ? 'A: it closed with it' : 'B: still open'
  socket.close()
  say(
    `4/5 SIGKILL of instance A while 4 clients record: ${describeRecording(result)} (the socket of 2/5 was on ${heldBy})`,
  )
}

async function gracefulRestart(coach) {
  const result = await recordThroughAnInterruption({
    baseUrl: base,
    ca,
    coach,
    databaseUrl,
    clients: 3,
    points: 30,
    interruptAfter: 20,
    interrupt: () => process.kill(Number(setting('SMOKE_B_PID')), 'SIGTERM'),
  })
  say(`5/5 SIGTERM of instance B (an upgrade's restart) while 3 clients record, A back: ${describeRecording(result)}`)
}

// `first`: checks 1 to 4, instance A killed at the end. `restart`: check 5, once deploy/smoke.sh started A again.
const phase = process.argv[2]
try {
  const coach = await signUp(base, ca)
  if (phase === 'first') {
    await webAppOverHttp2()
    const socket = await liveAcrossInstances(coach)
    // The address check runs while both instances live; the kill comes last.
    await realClientAddress()
    await killMidRecording(coach, socket)
  } else if (phase === 'restart') await gracefulRestart(coach)
  else throw new Error(`unknown phase "${phase}" (first or restart)`)
  process.exit(0)
} catch (error) {
  console.error(`smoke: FAILED: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
