import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import {
  ballCreatedSchema,
  courtListSchema,
  courtResponseSchema,
  courtWallLinkResponseSchema,
  courtWallResponseSchema,
  currentCourtWallLinkResponseSchema,
  errorResponseSchema,
  matchResponseSchema,
  messages,
  publicMatchSchema,
  WALL_TOKEN_LENGTH,
  type Court,
} from '@courtside/contracts'
import { DEFAULT_RATE_LIMITS } from '../src/config.ts'
import { courts, matches } from '../src/db/schema/index.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { clubCast, type ClubMember } from './support/club-cast.ts'
import { quickPoint } from './support/balls.ts'
import { coach, recordPoints, straightSetsWin } from './support/matches.ts'

/**
 * Club courts through the HTTP API (packages/contracts/src/court.ts): the courts and their positions, who may do
 * what, a match's court, each court's current match as far as the reader may see it, and the guest court wall.
 */
let t: TestApp
let clock = Date.parse('2026-11-24T12:00:00Z')
type Person = ClubMember
let owner: Person // superadmin of the club
let admin: Person
let clubCoach: Person
let viewer: Person
let coachViewer: Person // a coach of the club whose account is a coach viewer
let pending: Person
let stranger: Person // superadmin of their own organization only
let clubId: number

/** The wall shares the public scoreboard's per-address budget, set low here; other reads come from fresh addresses. */
const WALL_READS_PER_IP = 5
let address = 0
const freshAddress = () => `198.51.100.${(address = (address % 250) + 1)}`

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(clock),
    rateLimits: {
      ...structuredClone(DEFAULT_RATE_LIMITS),
      register: { perAddress: 1000, perIp: 1000, windowSeconds: 3600 },
      liveMatch: { perAddress: 0, perIp: WALL_READS_PER_IP, windowSeconds: 3600 },
    },
  })
  ;({ clubId, owner, admin, clubCoach, viewer, coachViewer, pending, stranger } = await clubCast(t, {
    subdomain: 'courts-club',
    coachViewerRole: 'admin',
    pendingRole: 'admin',
  }))
})
afterAll(async () => {
  await t?.close()
})

const courtsOf = (organizationId: number) => `/api/v2/organizations/${organizationId}/courts`
const wallOf = (organizationId: number) => `/api/v2/organizations/${organizationId}/wall`

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, person: Person, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: person.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const readWall = (token: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'GET', url: `/api/v2/walls/${encodeURIComponent(token)}`, remoteAddress })

async function addCourt(name: string, person = owner, organizationId = clubId): Promise<Court> {
  const response = await call('POST', courtsOf(organizationId), person, { court: { name } })
  expect(response.statusCode, response.body).toBe(201)
  return courtResponseSchema.parse(response.json()).court
}

async function listCourts(person = owner, organizationId = clubId) {
  const response = await call('GET', courtsOf(organizationId), person)
  expect(response.statusCode, response.body).toBe(200)
  return courtListSchema.parse(response.json()).courts
}

async function newClubMatch(overrides: Record<string, unknown> = {}, person = owner) {
  const response = await call('POST', '/api/v2/matches', person, {
    match: {
      title: 'Club final',
      organization_id: clubId,
      license: 'free',
      pairs: [
        { players: [{ name: 'Ana Ortiz' }, { name: 'Bea Blanco' }] },
        { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
      ],
      ...overrides,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return matchResponseSchema.parse(response.json()).match
}

const matchCount = async () => (await t.db.select({ n: count() }).from(matches))[0]!.n
const courtCount = async (organizationId: number) =>
  (await t.db.select({ n: count() }).from(courts).where(eq(courts.organizationId, organizationId)))[0]!.n

describe('courts', () => {
  it('adds courts last, moves and renames them, and keeps positions 0 … n − 1 after moves and deletes', async () => {
    const club = stranger.organizationId
    const [a, b, c, d] = [
      await addCourt('A', stranger, club),
      await addCourt('B', stranger, club),
      await addCourt('C', stranger, club),
      await addCourt('D', stranger, club),
    ]
    expect([a, b, c, d].map((court) => [court.name, court.position])).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
      ['D', 3],
    ])
    const order = async () => (await listCourts(stranger, club)).map((court) => [court.name, court.position])
    const patch = (court: Court, body: Record<string, unknown>) =>
      call('PATCH', `${courtsOf(club)}/${court.id}`, stranger, { court: body })

    const moved = await patch(d!, { position: 0 })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(courtResponseSchema.parse(moved.json()).court).toEqual({ id: d!.id, name: 'D', position: 0 })
    expect(await order()).toEqual([
      ['D', 0],
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ])
    expect((await patch(a!, { position: 3 })).statusCode).toBe(200)
    expect(await order()).toEqual([
      ['D', 0],
      ['B', 1],
      ['C', 2],
      ['A', 3],
    ])
    const renamed = await patch(b!, { name: '  Centre court ', position: 2 })
    expect(courtResponseSchema.parse(renamed.json()).court).toEqual({ id: b!.id, name: 'Centre court', position: 2 })
    expect(await order()).toEqual([
      ['D', 0],
      ['C', 1],
      ['Centre court', 2],
      ['A', 3],
    ])
    expect((await call('DELETE', `${courtsOf(club)}/${c!.id}`, stranger)).statusCode).toBe(204)
    expect(await order()).toEqual([
      ['D', 0],
      ['Centre court', 1],
      ['A', 2],
    ])
    const added = await addCourt('E', stranger, club)
    expect(added.position).toBe(3)

    // Past the last court, an empty change, and a name the club already has (in any case) are refused.
    const past = await patch(d!, { position: 4 })
    expect(past.statusCode).toBe(422)
    expect(errorResponseSchema.parse(past.json())).toEqual({
      message: messages.courtPositionInvalid,
      code: 'courtPositionInvalid',
      errors: { position: [messages.courtPositionInvalid] },
    })
    expect((await patch(d!, {})).json().errors).toEqual({ base: [messages.nothingToChange] })
    const taken = await call('POST', courtsOf(club), stranger, { court: { name: 'centre COURT' } })
    expect(taken.statusCode).toBe(422)
    expect(taken.json()).toMatchObject({ code: 'courtNameTaken', errors: { name: [messages.courtNameTaken] } })
    expect((await patch(d!, { name: 'a' })).json().code).toBe('courtNameTaken')
    expect(await order()).toEqual([
      ['D', 0],
      ['Centre court', 1],
      ['A', 2],
      ['E', 3],
    ])
    // Another organization's court is not found through this one's path.
    expect((await call('PATCH', `${courtsOf(clubId)}/${d!.id}`, owner, { court: { name: 'X' } })).statusCode).toBe(404)
    expect((await call('DELETE', `${courtsOf(clubId)}/${d!.id}`, owner)).statusCode).toBe(404)
  })

  it('keeps positions 0 … n − 1 when courts are added, moved and deleted at the same moment', async () => {
    const other = await coach(t.app)
    const person = { ...other, email: '' }
    const org = other.organizationId
    const first = await Promise.all(['P1', 'P2', 'P3', 'P4'].map((name) => addCourt(name, person, org)))
    const answers = await Promise.all([
      call('POST', courtsOf(org), person, { court: { name: 'P5' } }),
      call('PATCH', `${courtsOf(org)}/${first[3]!.id}`, person, { court: { position: 0 } }),
      call('DELETE', `${courtsOf(org)}/${first[1]!.id}`, person),
      call('POST', courtsOf(org), person, { court: { name: 'P6' } }),
      call('PATCH', `${courtsOf(org)}/${first[0]!.id}`, person, { court: { position: 2 } }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201, 201, 204])
    const positions = (await listCourts(person, org)).map((court) => court.position)
    expect(positions).toEqual([0, 1, 2, 3, 4])
  })

  it('has at most 32 courts in an organization', async () => {
    const other = await coach(t.app)
    const base = courtsOf(other.organizationId)
    for (let i = 1; i <= 32; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: base,
        headers: other.headers,
        payload: { court: { name: `Court ${i}` } },
      })
      expect(response.statusCode).toBe(201)
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: base,
      headers: other.headers,
      payload: { court: { name: 'Court 33' } },
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('courtLimit')
    expect(await courtCount(other.organizationId)).toBe(32)
  })

  it('lets members read, admins change; coaches and viewers 403, coach viewer accounts 403, outsiders 404', async () => {
    const court = await addCourt('Who may')
    for (const member of [owner, admin, clubCoach, viewer, coachViewer]) {
      expect((await listCourts(member)).some((c) => c.id === court.id)).toBe(true)
    }
    const changes = (person: Person) => [
      call('POST', courtsOf(clubId), person, { court: { name: 'Not allowed' } }),
      call('PATCH', `${courtsOf(clubId)}/${court.id}`, person, { court: { name: 'Not allowed' } }),
      call('DELETE', `${courtsOf(clubId)}/${court.id}`, person),
      call('GET', wallOf(clubId), person),
      call('POST', wallOf(clubId), person),
      call('DELETE', wallOf(clubId), person),
    ]
    for (const member of [clubCoach, viewer]) {
      for (const response of await Promise.all(changes(member))) {
        expect(response.statusCode).toBe(403)
        expect(response.json().code).toBe('organizationAdminOnly')
      }
    }
    for (const response of await Promise.all(changes(coachViewer))) {
      expect(response.statusCode).toBe(403)
      expect(response.json().code).toBe('coachViewerForbidden')
    }
    for (const outsider of [stranger, pending]) {
      expect((await call('GET', courtsOf(clubId), outsider)).statusCode).toBe(404)
      for (const response of await Promise.all(changes(outsider))) expect(response.statusCode).toBe(404)
    }
    expect((await listCourts(owner)).find((c) => c.id === court.id)?.name).toBe('Who may')
    const renamed = await call('PATCH', `${courtsOf(clubId)}/${court.id}`, admin, { court: { name: 'By admin' } })
    expect(renamed.statusCode).toBe(200)
    expect((await call('DELETE', `${courtsOf(clubId)}/${court.id}`, admin)).statusCode).toBe(204)
    expect((await call('DELETE', `${courtsOf(clubId)}/${court.id}`, admin)).statusCode).toBe(404)
  })

  it('answers hostile names and bodies with a 4xx in the error shape and writes nothing', async () => {
    const before = await courtCount(clubId)
    const bodies: unknown[] = [
      { court: { name: 'x'.repeat(1024 * 1024) } },
      { court: { name: 'Court\u0000 1' } },
      { court: { name: '\ud800' } },
      { court: { name: 'x'.repeat(61) } },
      { court: { name: '   ' } },
      { court: { name: 7 } },
      { court: { name: 'Court 1', position: 0 } },
      { court: {} },
      { court: 'Court 1' },
      [],
      'null',
    ]
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: courtsOf(clubId),
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      })
      const label = JSON.stringify(payload).slice(0, 80)
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, label).toBeLessThan(500)
      expect(errorResponseSchema.safeParse(response.json()).success, label).toBe(true)
    }
    const court = await addCourt('Hostile')
    for (const body of [{ position: -1 }, { position: 1.5 }, { position: 1e9 }, { position: '1' }, { id: 3 }]) {
      const response = await call('PATCH', `${courtsOf(clubId)}/${court.id}`, owner, { court: body })
      expect(response.statusCode, JSON.stringify(body)).toBe(422)
    }
    for (const id of ['0', '-1', '1e3', '99999999999', 'abc']) {
      expect((await call('PATCH', `${courtsOf(clubId)}/${id}`, owner, { court: { name: 'X' } })).statusCode).toBe(404)
    }
    expect(await courtCount(clubId)).toBe(before + 1)
    expect((await listCourts()).find((c) => c.id === court.id)).toMatchObject({ name: 'Hostile' })
  })
})

describe("a match's court", () => {
  it('is named at creation and by an edit, shown in the match, and null once the court is deleted', async () => {
    const [first, second] = [await addCourt('Court North'), await addCourt('Court South')]
    const match = await newClubMatch({ court_id: first!.id })
    expect(match.court).toEqual({ id: first!.id, name: 'Court North' })
    const read = await call('GET', `/api/v2/matches/${match.id}`, owner)
    expect(matchResponseSchema.parse(read.json()).match.court).toEqual({ id: first!.id, name: 'Court North' })

    const moved = await call('PATCH', `/api/v2/matches/${match.id}`, owner, { match: { court_id: second!.id } })
    expect(matchResponseSchema.parse(moved.json()).match.court).toEqual({ id: second!.id, name: 'Court South' })
    // A point's answer carries the court too.
    const point = await call('POST', `/api/v2/matches/${match.id}/balls`, owner, { ball: quickPoint(0) })
    expect(point.statusCode, point.body).toBe(201)
    expect(ballCreatedSchema.parse(point.json()).match.court).toEqual({ id: second!.id, name: 'Court South' })
    // The list shows the court's current name.
    await call('PATCH', `${courtsOf(clubId)}/${second!.id}`, owner, { court: { name: 'Court South B' } })
    const list = await call('GET', `/api/v2/matches?organization_id=${clubId}&per_page=100`, owner)
    const listed = list.json().matches.find((m: { id: number }) => m.id === match.id)
    expect(listed.court).toEqual({ id: second!.id, name: 'Court South B' })

    expect((await call('DELETE', `${courtsOf(clubId)}/${second!.id}`, owner)).statusCode).toBe(204)
    const after = await call('GET', `/api/v2/matches/${match.id}`, owner)
    expect(after.statusCode).toBe(200)
    expect(matchResponseSchema.parse(after.json()).match).toMatchObject({ court: null, points_count: 1 })

    const cleared = await call('PATCH', `/api/v2/matches/${match.id}`, owner, { match: { court_id: first!.id } })
    expect(matchResponseSchema.parse(cleared.json()).match.court?.id).toBe(first!.id)
    const none = await call('PATCH', `/api/v2/matches/${match.id}`, owner, { match: { court_id: null } })
    expect(matchResponseSchema.parse(none.json()).match.court).toBeNull()
    expect((await newClubMatch()).court).toBeNull()
  })

  it('refuses a court of another organization (422 on court_id) and writes nothing', async () => {
    const foreign = await addCourt('Foreign', stranger, stranger.organizationId)
    const before = await matchCount()
    const refused = await call('POST', '/api/v2/matches', owner, {
      match: {
        title: 'Club final',
        organization_id: clubId,
        license: 'free',
        court_id: foreign.id,
        pairs: [
          { players: [{ name: 'Ana Ortiz' }, { name: 'Bea Blanco' }] },
          { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
        ],
      },
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({ court_id: [messages.courtNotInOrganization] })
    expect(await matchCount()).toBe(before)

    const own = await addCourt('Own court')
    const match = await newClubMatch({ court_id: own.id })
    for (const courtId of [foreign.id, 99_999_999, 0, -1, 1.5, '1', true]) {
      const response = await call('PATCH', `/api/v2/matches/${match.id}`, owner, { match: { court_id: courtId } })
      expect(response.statusCode, String(courtId)).toBe(422)
      expect(response.json().errors, String(courtId)).toEqual({ court_id: [messages.courtNotInOrganization] })
    }
    const read = await call('GET', `/api/v2/matches/${match.id}`, owner)
    expect(matchResponseSchema.parse(read.json()).match.court).toEqual({ id: own.id, name: 'Own court' })
    // A personal organization's match cannot take the club's court either.
    const personal = await call('POST', '/api/v2/matches', owner, {
      match: {
        title: 'At home',
        organization_id: owner.organizationId,
        license: 'free',
        court_id: own.id,
        pairs: [
          { players: [{ name: 'Ana Ortiz' }, { name: 'Bea Blanco' }] },
          { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
        ],
      },
    })
    expect(personal.statusCode).toBe(422)
    expect(personal.json().errors).toEqual({ court_id: [messages.courtNotInOrganization] })
    expect(await matchCount()).toBe(before + 1)
  })
})

describe("a court's current match", () => {
  it('is the match in progress, else the newest not started; never a finished one; hidden ones only mark it in use', async () => {
    const [playing, upcoming, hidden, finished, early, free] = [
      await addCourt('Current 1'),
      await addCourt('Current 2'),
      await addCourt('Current 3'),
      await addCourt('Current 4'),
      await addCourt('Current 5'),
      await addCourt('Current 6'),
    ]
    const inProgress = await newClubMatch({ court_id: playing.id, title: 'Semi A', visibility: 'internal' })
    await recordPoints(t.db, inProgress.id, [0, 1, 0])
    // A newer match not started yet on the same court waits: the one in progress is current.
    await newClubMatch({ court_id: playing.id, title: 'Next on court 1', visibility: 'internal' })
    await newClubMatch({ court_id: upcoming.id, title: 'Older upcoming', visibility: 'internal' })
    clock += 1000
    const newest = await newClubMatch({ court_id: upcoming.id, title: 'Newest upcoming', visibility: 'internal' })
    const secret = await newClubMatch({ court_id: hidden.id, title: 'Private lesson', visibility: 'private' })
    const done = await newClubMatch({ court_id: finished.id, title: 'Already over', visibility: 'public' })
    await recordPoints(t.db, done.id, straightSetsWin())
    const later = await newClubMatch({
      court_id: early.id,
      title: 'Shown from tomorrow',
      visibility: 'public',
      start_showing_at: new Date(clock + 24 * 3600_000).toISOString(),
    })

    const byId = (list: Awaited<ReturnType<typeof listCourts>>) => new Map(list.map((court) => [court.id, court]))
    const asAdmin = byId(await listCourts(admin))
    const score = (await call('GET', `/api/v2/matches/${inProgress.id}`, owner)).json().match.score
    expect(asAdmin.get(playing.id)).toEqual({
      id: playing.id,
      name: 'Current 1',
      position: playing.position,
      in_use: true,
      current_match: { id: inProgress.id, title: 'Semi A', score },
    })
    expect(asAdmin.get(upcoming.id)?.current_match?.id).toBe(newest.id)
    expect(asAdmin.get(hidden.id)?.current_match?.id).toBe(secret.id)
    expect(asAdmin.get(early.id)?.current_match?.id).toBe(later.id)
    expect(asAdmin.get(finished.id)).toMatchObject({ in_use: false, current_match: null })
    expect(asAdmin.get(free.id)).toMatchObject({ in_use: false, current_match: null })

    // A viewer sees internal matches of the club, not a private one nor a public one before its window.
    const response = await call('GET', courtsOf(clubId), viewer)
    const asViewer = byId(courtListSchema.parse(response.json()).courts)
    expect(asViewer.get(playing.id)?.current_match?.id).toBe(inProgress.id)
    expect(asViewer.get(upcoming.id)?.current_match?.id).toBe(newest.id)
    expect(asViewer.get(hidden.id)).toMatchObject({ in_use: true, current_match: null })
    expect(asViewer.get(early.id)).toMatchObject({ in_use: true, current_match: null })
    expect(response.body).not.toContain('Private lesson')
    expect(response.body).not.toContain('Shown from tomorrow')

    // Once the window opens, the public match shows; once it finishes, the court is free.
    clock += 2 * 24 * 3600_000
    expect(byId(await listCourts(viewer)).get(early.id)?.current_match?.id).toBe(later.id)
    await recordPoints(t.db, later.id, straightSetsWin())
    expect(byId(await listCourts(viewer)).get(early.id)).toMatchObject({ in_use: false, current_match: null })
  })
})

describe('the court wall', () => {
  it('gives admins a link that regenerating replaces and revoking ends', async () => {
    const other = await coach(t.app)
    const person = { ...other, email: '' }
    expect(
      currentCourtWallLinkResponseSchema.parse((await call('GET', wallOf(other.organizationId), person)).json()),
    ).toEqual({ wall: null })
    const created = await call('POST', wallOf(other.organizationId), person)
    expect(created.statusCode, created.body).toBe(200)
    const { wall } = courtWallLinkResponseSchema.parse(created.json())
    expect(wall.token).toMatch(new RegExp(`^[A-Za-z0-9_-]{${WALL_TOKEN_LENGTH}}$`))
    expect(wall.url).toBe(`${t.config.appUrl}/wall/${wall.token}`)
    expect(
      currentCourtWallLinkResponseSchema.parse((await call('GET', wallOf(other.organizationId), person)).json()),
    ).toEqual({ wall })
    expect((await readWall(wall.token)).statusCode).toBe(200)

    const again = courtWallLinkResponseSchema.parse((await call('POST', wallOf(other.organizationId), person)).json())
    expect(again.wall.token).not.toBe(wall.token)
    const old = await readWall(wall.token)
    expect(old.statusCode).toBe(404)
    expect(errorResponseSchema.parse(old.json())).toEqual({ message: messages.notFound, code: 'notFound' })
    expect((await readWall(again.wall.token)).statusCode).toBe(200)

    expect((await call('DELETE', wallOf(other.organizationId), person)).statusCode).toBe(204)
    expect((await readWall(again.wall.token)).statusCode).toBe(404)
    expect((await call('DELETE', wallOf(other.organizationId), person)).statusCode).toBe(204)
    expect(
      currentCourtWallLinkResponseSchema.parse((await call('GET', wallOf(other.organizationId), person)).json()),
    ).toEqual({ wall: null })
  })

  it("shows a guest each court by position: a public match's scoreboard, only 'in use' for others, null when free", async () => {
    const other = await coach(t.app)
    const host = { ...other, email: (await call('GET', '/api/v2/user/me.json', { ...other, email: '' })).json().email }
    const org = other.organizationId
    const [centre, side, back, empty] = [
      await addCourt('Centre', host, org),
      await addCourt('Side', host, org),
      await addCourt('Back', host, org),
      await addCourt('Empty', host, org),
    ]
    const create = async (title: string, courtId: number, visibility: string) => {
      const response = await call('POST', '/api/v2/matches', host, {
        match: {
          title,
          organization_id: org,
          court_id: courtId,
          license: 'free',
          visibility,
          pairs: [
            { players: [{ name: 'Ana Ortiz' }, { name: 'Bea Blanco' }] },
            { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
          ],
        },
      })
      expect(response.statusCode, response.body).toBe(201)
      return matchResponseSchema.parse(response.json()).match
    }
    const open = await create('Open final', centre.id, 'public')
    await recordPoints(t.db, open.id, [0, 0, 1])
    const internal = await create('Members only', side.id, 'internal')
    const secret = await create('Secret lesson', back.id, 'private')
    await call('PATCH', `${courtsOf(org)}/${empty.id}`, host, { court: { position: 0 } })

    const { wall: link } = courtWallLinkResponseSchema.parse((await call('POST', wallOf(org), host)).json())
    const response = await readWall(link.token)
    expect(response.statusCode, response.body).toBe(200)
    const { wall } = courtWallResponseSchema.parse(response.json())
    expect(wall.organization).toEqual({ name: 'Iida Koski' })
    expect(wall.courts.map((court) => court.name)).toEqual(['Empty', 'Centre', 'Side', 'Back'])
    expect(wall.courts[0]!.match).toBeNull()
    const scoreboard = publicMatchSchema.parse(wall.courts[1]!.match)
    expect(scoreboard).toMatchObject({ title: 'Open final', status: 'in_progress', points_count: 3 })
    expect(scoreboard.pairs.flatMap((pair) => pair.players.map((p) => p.name))).toEqual([
      'Ana Ortiz',
      'Bea Blanco',
      'Lea Virta',
      'Mia Mäki',
    ])
    expect(wall.courts[2]!.match).toEqual({ status: 'in_use' })
    expect(wall.courts[3]!.match).toEqual({ status: 'in_use' })

    // The raw answer: nothing of the hidden matches, no e-mail, no id of a person, match, court or organization.
    const raw = response.body
    for (const hiddenText of ['Members only', 'Secret lesson', host.email, owner.email, '@', 'user', 'email']) {
      expect(raw, hiddenText).not.toContain(hiddenText)
    }
    const parsed = response.json() as { wall: { courts: { match: Record<string, unknown> | null }[] } }
    expect(Object.keys(parsed.wall)).toEqual(['organization', 'courts'])
    for (const court of parsed.wall.courts) {
      expect(Object.keys(court)).toEqual(['name', 'match'])
      expect(court.match && 'id' in court.match).toBeFalsy()
    }
    // The only ids are the public match's own player numbering, as on its scoreboard (ADR 0033).
    expect(scoreboard.pairs.flatMap((pair) => pair.players.map((p) => p.id))).toEqual(
      open.pairs.flatMap((pair) => pair.players.map((p) => p.id)),
    )
    expect(JSON.stringify(wall.courts[2])).not.toContain(String(internal.id))
    expect(JSON.stringify(wall.courts[3])).not.toContain(String(secret.id))

    // Made private, the open match is only "in use" too.
    await call('PATCH', `/api/v2/matches/${open.id}`, host, { match: { visibility: 'private' } })
    const after = courtWallResponseSchema.parse((await readWall(link.token)).json()).wall
    expect(after.courts[1]!.match).toEqual({ status: 'in_use' })
  })

  it('reads a wrong, short, long or hostile token as a missing wall, and limits reads per address', async () => {
    const other = await coach(t.app)
    const person = { ...other, email: '' }
    const { wall } = courtWallLinkResponseSchema.parse(
      (await call('POST', wallOf(other.organizationId), person)).json(),
    )
    const near = `${wall.token.slice(0, -1)}${wall.token.endsWith('A') ? 'B' : 'A'}`
    for (const token of [
      near,
      wall.token.toLowerCase() === wall.token ? wall.token.toUpperCase() : wall.token.toLowerCase(),
      'short',
      'x'.repeat(WALL_TOKEN_LENGTH - 1),
      `${wall.token}x`,
      'a'.repeat(65),
      'a'.repeat(100),
      `${'a'.repeat(WALL_TOKEN_LENGTH - 1)}.`,
      `${'a'.repeat(WALL_TOKEN_LENGTH - 1)}é`,
      "'; drop table courts; --",
    ]) {
      const response = await readWall(token)
      expect(response.statusCode, token.slice(0, 40)).toBe(404)
      expect(errorResponseSchema.parse(response.json()).code).toBe('notFound')
    }
    // Refused before the route, as on every route (ADRs 0021, 0048): text PostgreSQL cannot store (422) and a path
    // segment longer than the router keeps (414). A 4xx in the error shape, never a 500.
    for (const token of [`${'a'.repeat(WALL_TOKEN_LENGTH - 1)}\u0000`, 'a'.repeat(2000)]) {
      const response = await readWall(token)
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      expect(errorResponseSchema.safeParse(response.json()).success).toBe(true)
    }

    const one = '203.0.113.9'
    for (let i = 0; i < WALL_READS_PER_IP; i++) expect((await readWall(wall.token, one)).statusCode).toBe(200)
    const limited = await readWall(wall.token, one)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe('tooManyRequests')
  })
})
