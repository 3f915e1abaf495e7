import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { focusListSchema, focusResponseSchema, messages, MAX_FOCUSES_PER_ATHLETE } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { postBall, quickPoint } from './support/balls.ts'
import { coach, createAthlete, createMatch, matchBody } from './support/matches.ts'

/**
 * An athlete's focuses (packages/contracts/src/focus.ts, docs/focuses.md): a finding turned into a target, followed
 * by every later match of the athlete, with the status rule, who may, and hostile bodies.
 */
let t: TestApp
// Points are tapped on the test's days, the two weeks before today (a tap time may be up to 30 days old).
const DAY_MS = 86_400_000
const firstDay = Math.floor(Date.now() / DAY_MS) * DAY_MS - 14 * DAY_MS
const dayOf = (n: number) => firstDay + n * DAY_MS + 18 * 3_600_000
type Coach = Awaited<ReturnType<typeof coach>>
let owner: Coach
let other: Coach
let iida: { id: number }

beforeAll(async () => {
  t = await createTestApp()
  owner = await coach(t.app)
  other = await coach(t.app)
  iida = await createAthlete(t.app, owner.headers, { first_name: 'Iida', last_name: 'Koski' })
})
afterAll(() => t?.close())

const focusesOf = (playerId: number) => `/api/v2/players/${playerId}/focuses`
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Coach, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) })

/**
 * A match of Iida's of four games, tapped on the test's `day`: the first won by the other side, its first `errors`
 * points Iida's unforced errors; then three quick games of Iida's side. Her unforced errors per game: errors / 4.
 */
async function matchWithErrors(day: number, errors: number, athlete: { id: number } = iida) {
  const tapped_at = new Date(dayOf(day)).toISOString()
  const match = await createMatch(
    t.app,
    owner.headers,
    matchBody(owner.organizationId, {
      pairs: [
        { players: [{ player_id: athlete.id }, { name: 'Ana Ortiz' }] },
        { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
      ],
    }),
  )
  const iidaInMatch = match.pairs[0]!.players[0]!.id
  const points = [
    ...Array.from({ length: 4 }, (_, i) =>
      i < errors
        ? { client_id: randomUUID(), point_type: 'unforced_error', finisher_id: iidaInMatch, tapped_at }
        : { ...quickPoint(1), tapped_at },
    ),
    ...Array.from({ length: 12 }, () => ({ ...quickPoint(0), tapped_at })),
  ]
  for (const point of points) {
    const response = await postBall(t.app, owner.headers, match.id, point)
    expect(response.statusCode, response.body).toBe(201)
  }
  return match
}

const fewerErrors = {
  metric: 'unforced_errors_per_game',
  direction: 'lower',
  target: 0.25,
  starts_on: new Date(dayOf(5)).toISOString().slice(0, 10),
  note: 'Patience at the net: no forced volleys.',
}

async function status(focusId: number) {
  const response = await call('GET', focusesOf(iida.id), owner)
  expect(response.statusCode, response.body).toBe(200)
  return focusListSchema.parse(response.json()).focuses.find((f) => f.id === focusId)!.progress
}

describe('focuses', () => {
  it('follows a finding over the next three matches: not yet, on track, reached', async () => {
    await matchWithErrors(1, 2) // before the start: the baseline, 0.5 per game
    const created = await call('POST', focusesOf(iida.id), owner, { focus: fewerErrors })
    expect(created.statusCode, created.body).toBe(201)
    const focus = focusResponseSchema.parse(created.json()).focus
    expect(focus).toMatchObject({ ...fewerErrors, shot_group: null, player_id: iida.id })
    expect(focus.progress).toEqual({ points: [], baseline: 0.5, current: null, status: 'not_yet' })

    const first = await matchWithErrors(6, 3)
    expect(await status(focus.id)).toMatchObject({
      points: [{ match_id: first.id, value: 0.75 }],
      current: 0.75,
      status: 'not_yet',
    })
    const second = await matchWithErrors(9, 0)
    expect(await status(focus.id)).toMatchObject({ current: 0.375, status: 'on_track' })
    const third = await matchWithErrors(12, 0)
    const last = await status(focus.id)
    expect(last.points.map((p) => [p.match_id, p.value])).toEqual([
      [first.id, 0.75],
      [second.id, 0],
      [third.id, 0],
    ])
    expect(last).toMatchObject({ baseline: 0.5, current: 0.25, status: 'reached' })
  })

  it('lets the coach change and delete a focus, checking the fields together', async () => {
    const { focus } = focusResponseSchema.parse(
      (await call('POST', focusesOf(iida.id), owner, { focus: { ...fewerErrors, shot_group: 'volleys' } })).json(),
    )
    const url = `${focusesOf(iida.id)}/${focus.id}`
    const toServe = await call('PATCH', url, owner, { focus: { metric: 'serve_points_won' } })
    expect(toServe.statusCode).toBe(422)
    expect(toServe.json().errors).toEqual({ shot_group: [messages.focusShotGroupNotAllowed] })
    const ok = await call('PATCH', url, owner, {
      focus: { metric: 'serve_points_won', shot_group: null, direction: 'higher', target: 0.6 },
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(focusResponseSchema.parse(ok.json()).focus).toMatchObject({ metric: 'serve_points_won', target: 0.6 })
    expect((await call('PATCH', url, owner, { focus: { target: 3 } })).json().errors).toEqual({
      target: [messages.focusShareTarget],
    })
    expect((await call('PATCH', url, owner, { focus: {} })).statusCode).toBe(422)
    expect((await call('DELETE', url, owner)).statusCode).toBe(204)
    expect((await call('DELETE', url, owner)).statusCode).toBe(404)
  })

  it("reads the start as a day of the focus's time zone, in its canonical name; refuses a zone nobody knows", async () => {
    const sara = await createAthlete(t.app, owner.headers, { first_name: 'Sara', last_name: 'Niemi' })
    const day6 = new Date(dayOf(6)).toISOString().slice(0, 10)
    const create = (time_zone?: unknown) =>
      call('POST', focusesOf(sara.id), owner, { focus: { ...fewerErrors, starts_on: day6, time_zone } })
    // 18:00 UTC on day 5 is 08:00 on day 6 at UTC+14.
    const match = await matchWithErrors(5, 1, sara)
    const ahead = focusResponseSchema.parse((await create('pacific/kiritimati')).json()).focus
    expect(ahead.time_zone).toBe('Pacific/Kiritimati')
    expect(ahead.progress).toMatchObject({ points: [{ match_id: match.id, value: 0.25 }], baseline: null })
    const utc = focusResponseSchema.parse((await create()).json()).focus
    expect(utc.time_zone).toBe('UTC')
    expect(utc.progress).toMatchObject({ points: [], baseline: 0.25 })
    const moved = await call('PATCH', `${focusesOf(sara.id)}/${utc.id}`, owner, {
      focus: { time_zone: 'Pacific/Kiritimati' },
    })
    expect(focusResponseSchema.parse(moved.json()).focus.progress.points).toHaveLength(1)

    for (const zone of ['Mars/Olympus_Mons', 'x'.repeat(65), '', 5, null]) {
      const refused = await create(zone)
      expect(refused.statusCode, String(zone)).toBe(422)
      expect(refused.json().errors).toEqual({ time_zone: [messages.timeZoneUnknown] })
    }
    // A NUL is refused before any field reads it, as everywhere (ADR 0021).
    const withNul = await create('UTC\u0000')
    expect(withNul.statusCode).toBe(422)
    expect(withNul.json().errors).toEqual({ time_zone: [messages.unstorableText] })
    const list = focusListSchema.parse((await call('GET', focusesOf(sara.id), owner)).json()).focuses
    expect(list).toHaveLength(2)
  })

  it("reads another coach's athlete and focus as missing, and writes nothing there", async () => {
    const { focus } = focusResponseSchema.parse(
      (await call('POST', focusesOf(iida.id), owner, { focus: fewerErrors })).json(),
    )
    const url = `${focusesOf(iida.id)}/${focus.id}`
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', { focus: fewerErrors }],
    ] as const) {
      expect((await call(method, focusesOf(iida.id), other, payload)).statusCode).toBe(404)
    }
    expect((await call('PATCH', url, other, { focus: { target: 1 } })).statusCode).toBe(404)
    expect((await call('DELETE', url, other)).statusCode).toBe(404)
    const theirs = await createAthlete(t.app, other.headers, { first_name: 'Mia' })
    expect(
      (await call('PATCH', `${focusesOf(theirs.id)}/${focus.id}`, other, { focus: { target: 1 } })).statusCode,
    ).toBe(404)
    expect(await status(focus.id)).toBeDefined()
    expect((await t.app.inject({ method: 'GET', url: focusesOf(iida.id) })).statusCode).toBe(401)
  })

  it('refuses hostile bodies with a 4xx and stores nothing', async () => {
    const athlete = await createAthlete(t.app, owner.headers, { first_name: 'Bea' })
    const bad = [
      { ...fewerErrors, metric: 'goals' },
      { ...fewerErrors, direction: 'sideways' },
      { ...fewerErrors, target: 1e308 },
      { ...fewerErrors, target: '0.2' },
      { ...fewerErrors, starts_on: '99999-01-01' },
      { ...fewerErrors, starts_on: '2026-02-30' },
      { ...fewerErrors, note: 'x'.repeat(1_000_000) },
      { ...fewerErrors, note: 'a\u0000b' },
      { ...fewerErrors, shot_group: 'spin' },
      { ...fewerErrors, metric: 'impact', shot_group: 'volleys' },
      { ...fewerErrors, player_id: 1 },
      { ...fewerErrors, metric: ['impact'] },
    ]
    for (const focus of bad) {
      const response = await call('POST', focusesOf(athlete.id), owner, { focus })
      expect(response.statusCode, JSON.stringify(focus).slice(0, 80)).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      expect(response.json()).toHaveProperty('message')
    }
    expect(focusListSchema.parse((await call('GET', focusesOf(athlete.id), owner)).json()).focuses).toEqual([])
  })

  it(`keeps at most ${MAX_FOCUSES_PER_ATHLETE} focuses per athlete, also when created at once`, async () => {
    const athlete = await createAthlete(t.app, owner.headers, { first_name: 'Lea' })
    const answers = await Promise.all(
      Array.from({ length: MAX_FOCUSES_PER_ATHLETE + 3 }, () =>
        call('POST', focusesOf(athlete.id), owner, { focus: fewerErrors }),
      ),
    )
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MAX_FOCUSES_PER_ATHLETE)
    const refused = answers.filter((a) => a.statusCode !== 201)
    expect(refused.map((a) => [a.statusCode, a.json().code])).toEqual(Array(3).fill([422, 'focusLimit']))
  })
})
