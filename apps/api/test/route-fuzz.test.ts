// Longer than 300 lines on purpose: the hostile inputs for every route, listed together so none is forgotten.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { DEFAULT_EMAIL_PREFERENCES, DEFAULT_MATCH_DEFAULTS, messageKeySchema, messages } from '@courtside/contracts'
import { DEFAULT_RATE_LIMITS } from '../src/config.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach, newMatch, postBall, quickPoint, type TestCoach, type TestMatch } from './support/balls.ts'
import { newAccount } from './support/accounts.ts'

/**
 * Bad input never answers 5xx, anywhere (ADR 0021, ADR 0048). Every route of the OpenAPI document (so a new route
 * is covered without touching this file) gets hostile path params, every query parameter it declares and every
 * field of its body schema: NUL and lone surrogates, 10 kB and 1 MB strings, far dates, huge and non-finite
 * numbers, wrong types, 10,000 nested arrays, bad percent-encoding — as a coach owning real data (a match with
 * recorded points, an athlete shared with their organization, a share link, an API key, a connect request) so the
 * requests get past authorization, and as a guest. Each answer must be a non-5xx; a 4xx must have our error shape
 * with a code of `messages` and field errors that are texts of `messages` (never zod's English), and must have
 * written no row.
 */

// The analytics proxy answers 502 by design when PostHog is away; its target is tested in ingest-proxy.test.ts.
const SKIPPED = [/^\/ingest\//]
// Tables a refused request may legitimately touch: failed logins are counted (rate limits).
const COUNTED_ANYWAY = new Set(['rate_limit_buckets'])
/** Every text a refusal may carry: each has a code, so the web shows it in the user's language. */
const MESSAGE_TEXTS = new Set<string>(Object.values(messages))
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12)
/** One seed for the whole run, printed with any failure, so a random failure in CI can be replayed. */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
/** `FUZZ_ROUTE='^POST /api/v2/players$'` sweeps only the routes (`METHOD /path`) it matches, to chase one finding. */
const ONLY = process.env.FUZZ_ROUTE ? new RegExp(process.env.FUZZ_ROUTE) : undefined

const DEEP = 10_000
/** 10,000 nested arrays, as JSON text (JSON.stringify would be as deep). */
const DEEP_JSON = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`

/** Hostile strings for every place a request carries text: path params, query values, body fields. */
const HOSTILE_STRINGS = [
  '\u0000',
  'Lea\u0000Virta',
  '\ud800',
  'x\udfffy',
  'x'.repeat(10_000),
  `${'a'.repeat(3000)}@example.com`,
  '9'.repeat(40),
  '9223372036854775808',
  '-1',
  '0',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '-infinity',
  'infinity',
  '0000-01-01',
  '0001-01-01',
  '0001-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-23:59',
  '10000-01-01T00:00:00Z',
  '99999-12-31T00:00:00Z',
  '275760-09-13',
  '2024-02-30',
  '../../etc/passwd',
  "'; drop table users; --",
  '{"$gt":""}',
  ' ',
  '',
]
/** Only in bodies: a request line of a megabyte never gets past Node's 16 KiB limit on headers. */
const BODY_ONLY_STRINGS = ['x'.repeat(1_000_000)]
const HOSTILE_NUMBERS = [
  0,
  -1,
  0.5,
  2 ** 31,
  2 ** 53 + 1,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  Number.MIN_VALUE,
]
const HOSTILE_OTHERS = [true, false, null, [], {}, Array(100_000).fill(1)]
/** JSON tokens JSON.stringify cannot write: a float beyond double range, negative zero, deep nesting. */
const RAW_TOKENS = ['1e999', '-1e999', '-0', '9223372036854775808', DEEP_JSON]
/** Bodies sent as something other than JSON, or JSON in another charset. */
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'nonsense',
]
/** Field names an object already has through its prototype: a body may name any of them. */
const PROTOTYPE_NAMES = ['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__proto__']
/** Path params sent as they are, not encoded: a malformed percent-encoding. */
const RAW_PARAMS = ['%E0%A4%A', '%', '%00', '%ZZ']

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
)
const hostileNumber = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

type Json = unknown
type Path = (string | number)[]

interface Context {
  coach: TestCoach
  email: string
  subdomain: string
  match: TestMatch
  ballId: number
  playerId: number
  requestId?: number
  apiKeyId?: number
  courtId?: number
  shareToken?: string
  focusId?: number
  playlistId?: number
  noteId?: number
}

/** A valid body of the route: hostile bodies differ from it in one place, so each refusal is that place's. */
function validBody(method: string, path: string, ctx: Context): Json {
  const [a, b] = ctx.match.teams
  switch (`${method} ${path}`) {
    case 'POST /api/v2/auth/register':
      return { user: newAccount() }
    case 'POST /login.json':
      return { user: { email: 'nobody@example.com', password: 'secret123', organization: ctx.subdomain } }
    case 'POST /api/v2/auth/forgot_password':
      return { user: { email: 'nobody@example.com' } }
    case 'POST /api/v2/auth/reset_password':
      return { user: { reset_password_token: 'abc', password: 'secret123', password_confirmation: 'secret123' } }
    case 'PATCH /api/v2/user/me':
      return { user: { first_name: 'Iida', last_name: 'Koski', coach_viewer: false } }
    case 'DELETE /api/v2/user/me':
      // Never the right password: the account must outlive the run.
      return { confirm_email: ctx.email, password: 'not-the-password' }
    case 'PATCH /api/v2/user/settings':
      return { settings: { match_defaults: DEFAULT_MATCH_DEFAULTS, email_preferences: DEFAULT_EMAIL_PREFERENCES } }
    case 'POST /api/v2/organizations':
      return { organization: { name: 'Tampere Padel', subdomain: `club-${randomUUID().slice(0, 8)}` } }
    case 'POST /api/v2/organizations/connect_requests':
      return { subdomain: 'no-such-club' }
    case 'PATCH /api/v2/organizations/{id}/members/{user_id}':
      return { member: { role: 'superadmin' } }
    case 'POST /api/v2/organizations/{id}/players':
      return { player_id: ctx.playerId }
    case 'POST /api/v2/organizations/{id}/api_keys':
      return { api_key: { name: 'Court 1' } }
    case 'POST /api/v2/organizations/{id}/courts':
      return { court: { name: `Court ${randomUUID().slice(0, 8)}` } }
    case 'PATCH /api/v2/organizations/{id}/courts/{court_id}':
      return { court: { name: `Court ${randomUUID().slice(0, 8)}`, position: 0 } }
    case 'POST /api/v2/players':
    case 'PATCH /api/v2/players/{id}':
      return {
        player: {
          first_name: 'Lea',
          last_name: 'Virta',
          display_name: 'Lea V',
          email: 'lea@example.com',
          can_save_games: true,
          is_coached: true,
          coaching_start_date: '2025-01-01',
        },
      }
    case 'POST /api/v2/matches':
      return {
        match: {
          title: 'Club final',
          description: 'Semi',
          organization_id: ctx.coach.organizationId,
          sport: 'padel',
          match_type: 'doubles',
          license: 'free',
          visibility: 'public',
          start_showing_at: '2025-01-01T10:00:00Z',
          stop_showing_at: '2025-01-02T10:00:00+02:00',
          background: { style: 'gradient', from: '#0ea5e9', to: '#111111' },
          show_server_indicator: true,
          rules: { golden_point: true, star_point: false, super_tie_break: true },
          pairs: [
            { players: [{ player_id: ctx.playerId }, { name: 'Ana Ortiz' }] },
            { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
          ],
          server_order: [
            { team: 0, index: 0 },
            { team: 1, index: 0 },
            { team: 0, index: 1 },
            { team: 1, index: 1 },
          ],
        },
      }
    case 'PATCH /api/v2/matches/{id}':
      return {
        match: {
          title: 'Club final',
          description: 'Final',
          visibility: 'internal',
          start_showing_at: '2025-01-01T10:00:00Z',
          stop_showing_at: null,
          background: { style: 'default' },
          show_server_indicator: false,
        },
      }
    case 'PUT /api/v2/matches/{id}/server':
      return { server_order: [a[0], b[0], a[1], b[1]], at_point: 3 }
    case 'PUT /api/v2/matches/{id}/video':
      return { video: { source: 'url', url: 'https://video.example.com/final.mp4', sync: { seq: 1, time: 12.5 } } }
    case 'POST /api/v2/matches/{id}/balls':
      return {
        ball: {
          client_id: randomUUID(),
          point_type: 'winner',
          finisher_id: a[0],
          winner_team: 0,
          shot_type: 'volley',
          shot_speed: 'fast',
          previous_shooter_id: b[0],
          previous_shot_type: 'lob',
          previous_shot_speed: 'slow',
          from: { x: 0.2, y: 0.3 },
          to: { x: 0.8, y: 0.9 },
          comment: 'Good',
          serve: null,
          tapped_at: new Date().toISOString(),
        },
      }
    case 'PATCH /api/v2/matches/{id}/balls/{ball_id}':
      return { ball: { comment: 'Nice', from: { x: 0.5, y: 0.5 }, shot_type: 'smash' } }
    case 'POST /api/v2/players/{id}/focuses':
    case 'PATCH /api/v2/players/{id}/focuses/{focus_id}':
      return {
        focus: {
          metric: 'unforced_errors_per_game',
          shot_group: null,
          direction: 'lower',
          target: 1.5,
          starts_on: '2026-01-01',
          note: 'Off the bandeja',
        },
      }
    case 'POST /api/v2/playlists':
    case 'PATCH /api/v2/playlists/{id}':
      return {
        playlist: {
          title: 'Unforced errors',
          filter: {
            match_ids: [ctx.match.id],
            won_by: { team: 1 },
            point_types: ['unforced_error'],
            shot_types: ['bandeja'],
            sets: [1],
            decisive: ['break'],
            from: '2026-01-01',
            to: '2026-12-31',
          },
          lead_seconds: 8,
          lag_seconds: 2,
        },
      }
    case 'POST /api/v2/playlists/{id}/notes':
      return { note: { match_id: ctx.match.id, seq: 1, at_seconds: 3.5, text: 'Split step' } }
    case 'PATCH /api/v2/playlists/{id}/notes/{note_id}':
      return { note: { at_seconds: 1, text: 'Earlier split step' } }
    case 'POST /api/v2/stripe/webhook':
      return { id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } }
    default:
      return undefined
  }
}

/** Every path to a leaf of a value, so one of them can be replaced. */
function leafPaths(value: Json, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object' || (Array.isArray(value) && value.length === 0)) return [prefix]
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value)
  return entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]))
}

interface JsonSchema {
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
}
/** Every field the OpenAPI body schema names (array items as index 0), the valid body's or not. */
function schemaPaths(schema: JsonSchema | undefined, prefix: Path = []): Path[] {
  if (!schema) return []
  const branches = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]
  const own = [
    ...Object.entries(schema.properties ?? {}).flatMap(([k, s]) => [[...prefix, k], ...schemaPaths(s, [...prefix, k])]),
    ...(schema.items ? [[...prefix, 0], ...schemaPaths(schema.items, [...prefix, 0])] : []),
  ]
  return [...own, ...branches.flatMap((b) => schemaPaths(b, prefix))]
}

function replaced(value: Json, path: Path, next: Json): Json {
  if (path.length === 0) return next
  const [head, ...rest] = path
  const base = value !== null && typeof value === 'object' ? value : typeof head === 'number' ? [] : {}
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string | number, Json>
  copy[head!] = replaced(copy[head!], rest, next)
  return copy
}

/** The paths of the plain objects in a body (itself first), where an extra field can go. */
function objectPaths(value: Json, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return []
  return [prefix, ...Object.entries(value).flatMap(([k, v]) => objectPaths(v, [...prefix, k]))]
}

/** The body as JSON text with an extra field `name` (any name, `__proto__` too) in the object at `path`. */
function withExtraField(value: Json, path: Path, name: string): string {
  const mark = `__field_${randomUUID()}__`
  return JSON.stringify(replaced(value, [...path, mark], 1)).replace(`"${mark}"`, JSON.stringify(name))
}

/** The body as JSON text with the field at `path` written as a raw JSON token. */
function withRawToken(value: Json, path: Path, token: string): string {
  const mark = `__raw_${randomUUID()}__`
  return JSON.stringify(replaced(value, path, mark)).replace(`"${mark}"`, token)
}

function pathParam(name: string, path: string, ctx: Context): string {
  if (name === 'id' && path.startsWith('/api/v2/matches')) return String(ctx.match.id)
  if (name === 'id' && path.startsWith('/api/v2/players')) return String(ctx.playerId)
  if (name === 'id' && path.startsWith('/api/v2/organizations')) return String(ctx.coach.organizationId)
  if (name === 'id' && path.startsWith('/api/v2/playlists')) return String(ctx.playlistId ?? 1)
  if (name === 'focus_id') return String(ctx.focusId ?? 1)
  if (name === 'note_id') return String(ctx.noteId ?? 1)
  if (name === 'user_id') return String(ctx.coach.userId)
  if (name === 'player_id') return String(ctx.playerId)
  if (name === 'ball_id') return String(ctx.ballId)
  if (name === 'request_id') return String(ctx.requestId ?? 1)
  if (name === 'key_id') return String(ctx.apiKeyId ?? 1)
  if (name === 'court_id') return String(ctx.courtId ?? 1)
  if (name === 'token') return ctx.shareToken ?? 'x'.repeat(32)
  return '1'
}

/** A hostile path param as a client would send it: encoded, unless it is one of the raw malformed encodings. */
function encodedParam(value: string): string {
  if (RAW_PARAMS.includes(value)) return value
  // A lone surrogate cannot be percent-encoded as UTF-8; it arrives as U+FFFD, as from a browser.
  return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'))
}

/** PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

interface Operation {
  parameters?: { in: string; name: string }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  responses?: Record<string, unknown>
}
interface Route {
  method: string
  path: string
  operation: Operation
}

let t: TestApp
beforeAll(async () => {
  // Rate limits off: the fuzz signs up coaches and sends connect requests from one address.
  t = await createTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: false } })
  await t.app.ready()
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  )
    .map((r) => r.table_name)
    .filter((name) => !COUNTED_ANYWAY.has(name) && !name.startsWith('__'))
  // Every row inserted, updated or deleted (committed) bumps one counter, so a write is seen in one cheap read per
  // request instead of counting every table.
  await t.db.execute(sql.raw('create table fuzz_writes (n bigint not null, last_table text)'))
  await t.db.execute(sql.raw('insert into fuzz_writes values (0, null)'))
  await t.db.execute(
    sql.raw(`create function fuzz_count_write() returns trigger language plpgsql as $$
      begin update fuzz_writes set n = n + 1, last_table = tg_table_name; return null; end $$`),
  )
  for (const name of tables)
    await t.db.execute(
      sql.raw(
        `create trigger fuzz_write after insert or update or delete on "${name}" for each row execute function fuzz_count_write()`,
      ),
    )
})
afterAll(() => t?.close())

/** How many rows were written so far, and in which table the last one. */
async function writes(): Promise<string> {
  const [row] = rowsOf<{ n: string | number; last_table: string | null }>(
    await t.db.execute(sql.raw('select n, last_table from fuzz_writes')),
  )
  return `${row!.n} (last in ${row!.last_table})`
}

function routes(): Route[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> }
  return Object.entries(doc.paths)
    .filter(([path]) => !SKIPPED.some((skip) => skip.test(path)))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map(([m, operation]) => ({ method: m.toUpperCase(), path, operation })),
    )
    .filter((route) => !ONLY || ONLY.test(`${route.method} ${route.path}`))
}

const post = (url: string, coach: TestCoach, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: coach.headers, payload })

/** A coach with real data: a pro match with three points, a consenting athlete shared with their organization. */
async function contextFor(route: Route): Promise<Context> {
  const coach = await newCoach(t.app)
  const me = (await t.app.inject({ method: 'GET', url: '/api/v2/user/me.json', headers: coach.headers })).json()
  const organizations = await t.app.inject({ method: 'GET', url: '/api/v2/organizations', headers: coach.headers })
  const player = await post('/api/v2/players', coach, {
    player: { first_name: 'Mia', last_name: 'Mäki', can_save_games: true },
  })
  const playerId = player.json().player.id as number
  await post(`/api/v2/organizations/${coach.organizationId}/players`, coach, { player_id: playerId })
  const match = await newMatch(t.app, coach, { visibility: 'public' })
  let ballId = 0
  for (const team of [0, 1, 0] as const) {
    const ball = await postBall(t.app, coach.headers, match.id, quickPoint(team))
    ballId = ball.json().ball.id
  }
  const ctx: Context = {
    coach,
    email: me.email,
    subdomain: organizations.json().organizations[0].subdomain,
    match,
    ballId,
    playerId,
  }
  if (route.path.includes('{request_id}')) {
    const requester = await newCoach(t.app)
    const asked = await post('/api/v2/organizations/connect_requests', requester, { subdomain: ctx.subdomain })
    ctx.requestId = asked.json().connect_request?.id
  }
  if (route.path.includes('{key_id}')) {
    const key = await post(`/api/v2/organizations/${coach.organizationId}/api_keys`, coach, {
      api_key: { name: 'Court 1' },
    })
    ctx.apiKeyId = key.json().api_key?.id
  }
  if (route.path.includes('{court_id}')) {
    const court = await post(`/api/v2/organizations/${coach.organizationId}/courts`, coach, {
      court: { name: 'Centre' },
    })
    ctx.courtId = court.json().court?.id
  }
  if (route.path.includes('{focus_id}')) {
    const focus = await post(
      `/api/v2/players/${playerId}/focuses`,
      coach,
      validBody('POST', '/api/v2/players/{id}/focuses', ctx) as object,
    )
    ctx.focusId = focus.json().focus?.id
    expect(ctx.focusId, focus.body).toBeGreaterThan(0)
  }
  if (route.path.startsWith('/api/v2/playlists/') || route.path.startsWith('/api/v2/clips/')) {
    const video = { source: 'url', url: 'https://video.example.com/final.mp4', sync: { seq: 1, time: 30 } }
    await t.app.inject({
      method: 'PUT',
      url: `/api/v2/matches/${match.id}/video`,
      headers: coach.headers,
      payload: { video },
    })
    const playlist = await post('/api/v2/playlists', coach, {
      playlist: { title: 'All', filter: { match_ids: [match.id] } },
    })
    ctx.playlistId = playlist.json().playlist?.id
    const note = await post(`/api/v2/playlists/${ctx.playlistId}/notes`, coach, {
      note: { match_id: match.id, seq: 1, text: 'Look' },
    })
    ctx.noteId = note.json().note?.id
    // Without a real note (and so a clip) the note routes would stop at 404, short of the handlers.
    expect(ctx.noteId, note.body).toBeGreaterThan(0)
    if (route.path.startsWith('/api/v2/clips/'))
      ctx.shareToken = (await post(`/api/v2/playlists/${ctx.playlistId}/share`, coach, {})).json().share?.token
  }
  if (route.path.startsWith('/api/v2/clips/')) {
    // The playlist's token, set above.
  } else if (route.path.startsWith('/api/v2/walls/')) {
    ctx.shareToken = (await post(`/api/v2/organizations/${coach.organizationId}/wall`, coach, {})).json().wall?.token
  } else if (route.path.includes('{token}')) {
    ctx.shareToken = (await post(`/api/v2/matches/${match.id}/share`, coach, {})).json().share?.token
  }
  return ctx
}

describe('every route refuses hostile input with a 4xx and writes nothing', () => {
  it.skipIf(ONLY)('covers every route of the OpenAPI document', () => {
    expect(routes().length).toBeGreaterThan(50)
  })

  it('answers no 5xx, the error shape on each 4xx, and no row written for a refusal', async () => {
    /** Failures by kind and route (a few of each are shown, so one broken route does not hide another). */
    const failures = new Map<string, string[]>()
    const fail = (kind: string, route: Route, text: string) => {
      const key = `${kind}: ${route.method} ${route.path}`
      failures.set(key, [...(failures.get(key) ?? []), text])
    }
    let attempts = 0
    for (const route of routes()) {
      const ctx = await contextFor(route)
      const params = (route.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)
      const queryNames = (route.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
      const headerNames = (route.operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name)
      const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema
      const seed = validBody(route.method, route.path, ctx)
      const fieldPaths = new Map<string, Path>()
      for (const path of [...(seed === undefined ? [] : leafPaths(seed)), ...schemaPaths(bodySchema)])
        fieldPaths.set(JSON.stringify(path), path)
      // Designed refusals with a 503 (e.g. payments not set up) are declared in the route's responses.
      const declares503 = Object.hasOwn(route.operation.responses ?? {}, '503')
      let counts = await writes()

      interface Attempt {
        asOwner?: boolean
        hostileParams?: (string | null)[]
        query?: string
        headers?: Record<string, string>
        body?: Json
        rawBody?: string
      }
      const attempt = async ({ asOwner = true, hostileParams = [], query = '', headers = {}, ...rest }: Attempt) => {
        attempts += 1
        let url = route.path
        params.forEach((name, i) => {
          const hostile = hostileParams[i]
          const value = hostile == null ? pathParam(name, route.path, ctx) : encodedParam(hostile)
          url = url.replace(`{${name}}`, value)
        })
        const hasBody = route.method !== 'GET'
        const body = 'rawBody' in rest ? rest.rawBody : 'body' in rest ? rest.body : seed
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: query ? `${url}?${query}` : url,
          headers: {
            ...(asOwner ? ctx.coach.headers : {}),
            ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
          ...(hasBody && body !== undefined ? { payload: body as object } : {}),
        })
        const shown = typeof body === 'string' ? body : JSON.stringify(body)
        const label = `${route.method} ${url.slice(0, 200)}?${query.slice(0, 100)} ${shown?.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`
        const after = await writes()
        const status = response.statusCode
        if (status >= 500) {
          const code = (response.json() as { code?: unknown }).code
          if (!(status === 503 && declares503 && code !== 'anErrorOccurred')) fail('5xx', route, label)
        }
        if (status >= 400 && status < 500) {
          const error = response.json() as { message?: unknown; code?: unknown; errors?: Record<string, string[]> }
          if (typeof error.message !== 'string' || !messageKeySchema.safeParse(error.code).success)
            fail('not our error shape', route, label)
          const untranslatable = Object.values(error.errors ?? {}).flatMap((texts) =>
            texts.filter((text) => !MESSAGE_TEXTS.has(text)),
          )
          if (untranslatable.length) fail('a field error that is not a text of messages', route, label)
          if (after !== counts) fail('rows written by a refusal', route, `${label}\n  writes ${counts} → ${after}`)
        }
        counts = after
      }

      // Systematic: each hostile value in each path param, query parameter, header and body field (of the valid
      // body or of the schema), and bodies of the wrong type altogether.
      for (const value of [...HOSTILE_STRINGS, ...RAW_PARAMS, ...HOSTILE_NUMBERS.map(String)])
        for (let i = 0; i < params.length; i++)
          await attempt({ hostileParams: params.map((_, j) => (j === i ? value : null)) })
      for (const name of [...queryNames, 'unknown']) {
        for (const value of HOSTILE_STRINGS) await attempt({ query: new URLSearchParams({ [name]: value }).toString() })
        for (const query of [`${name}=1&${name}=2`, `${name}=%E0%A4%A`, `${name}[a]=1`, `${name}`])
          await attempt({ query })
      }
      for (const name of PROTOTYPE_NAMES) await attempt({ query: `${name}=1&${name}[a]=1` })
      for (const name of headerNames)
        for (const value of ['x'.repeat(10_000), 't=1e309,v1=00', 't=-1,v1=', ''])
          await attempt({ headers: { [name]: value } })
      if (route.method !== 'GET') {
        for (const path of fieldPaths.values()) {
          for (const value of [...HOSTILE_STRINGS, ...BODY_ONLY_STRINGS, ...HOSTILE_NUMBERS, ...HOSTILE_OTHERS])
            await attempt({ body: replaced(seed, path, value) })
          for (const token of RAW_TOKENS) await attempt({ rawBody: withRawToken(seed, path, token) })
        }
        for (const path of objectPaths(seed ?? {}))
          for (const name of PROTOTYPE_NAMES) await attempt({ rawBody: withExtraField(seed ?? {}, path, name) })
        for (const rawBody of [DEEP_JSON, `{"a":${DEEP_JSON}}`, '"text"', '42', 'null', '[]', 'true', '{"a":1,'])
          await attempt({ rawBody })
        for (const type of CONTENT_TYPES)
          await attempt({ rawBody: JSON.stringify(seed ?? {}), headers: { 'content-type': type } })
      }

      // Random: anything goes, as the owner and as a guest.
      const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
        value: fc.oneof(
          { depthSize: 'small', withCrossShrink: true },
          hostileString,
          hostileNumber,
          fc.constantFrom(true, false, null),
          fc.array(tie('value'), { maxLength: 3 }),
          fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 }),
        ),
      }))
      const paths = [...fieldPaths.values()]
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          fc.array(fc.option(hostileString, { freq: 3 }), { minLength: params.length, maxLength: params.length }),
          fc.dictionary(fc.constantFrom(...queryNames, 'page', 'unknown'), hostileString, { maxKeys: 3 }),
          paths.length > 0
            ? fc.tuple(fc.constantFrom(...paths), hostileValue).map(([p, v]) => replaced(seed, p, v))
            : hostileValue,
          async (asOwner, hostileParams, query, body) =>
            attempt({ asOwner, hostileParams, query: new URLSearchParams(query).toString(), body }),
        ),
        { numRuns: RUNS_PER_ROUTE, seed: SEED },
      )
    }
    console.log(`route fuzz: ${attempts} requests over ${routes().length} routes (FUZZ_SEED=${SEED})`)
    const sample = [...failures].map(([key, list]) => `${list.length}× ${key}\n    ${list.slice(0, 3).join('\n    ')}`)
    // The failures go into the message: CI's summary shows a failed assertion's first lines, not its diff.
    const summary = `${[...failures.values()].flat().length} failures (FUZZ_SEED=${SEED}): ${sample.join(' | ')}`
    expect(sample, summary.slice(0, 4000)).toEqual([])
  }, 900_000)
})
