import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { socialSessionResponseSchema, socialSessionUpdatedSchema, type SocialSession } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { clubCast, type ClubMember } from './support/club-cast.ts'
import { eventually } from './support/cable-consumer.ts'
import { confirmedConsumer } from './support/live-clients.ts'
import { noRateLimits } from './support/matches.ts'
import { smallEvening } from './support/small-evening.ts'

/**
 * An evening's live notices on the signed-in channel (docs/social-sessions.md): every member's socket hears that
 * an evening of their organization was made, got a result or a round, or was deleted, so phones and the club's TV
 * follow without asking again; a pending member and an outsider hear nothing, and a refused change says nothing.
 */
let t: TestApp
let baseUrl: string
let owner: ClubMember
let viewer: ClubMember
let pending: ClubMember
let stranger: ClubMember
let clubId: number
const closers: (() => void)[] = []

beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits() })
  ;({ clubId, owner, viewer, pending, stranger } = await clubCast(t, {
    subdomain: 'live-social-club',
    coachViewerRole: 'coach',
    pendingRole: 'coach',
  }))
  baseUrl = await t.listen()
})
afterAll(async () => {
  for (const close of closers) close()
  await t?.close()
})

const listening = (person: ClubMember) => confirmedConsumer(baseUrl, person.token, closers)

const base = () => `/api/v2/organizations/${clubId}/social_sessions`
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, person: ClubMember, payload?: object) =>
  t.app.inject({ method, url, headers: person.headers, ...(payload ? { payload } : {}) })
/** The evening notices a consumer heard, in order. */
const notices = (client: { state: { received: unknown[] } }) =>
  client.state.received.flatMap((message) => {
    const parsed = socialSessionUpdatedSchema.safeParse(message)
    return parsed.success ? [parsed.data] : []
  })

describe('social evenings live', () => {
  it("tells the organization's members of every change, and nobody else", async () => {
    const [member, owners, waiting, outsider] = [
      await listening(viewer),
      await listening(owner),
      await listening(pending),
      await listening(stranger),
    ]
    const created = await call('POST', base(), owner, {
      session: smallEvening('Friday', 'mexicano'),
    })
    expect(created.statusCode, created.body).toBe(201)
    const session: SocialSession = socialSessionResponseSchema.parse(created.json()).session
    const said = { type: 'social_session_updated', organization_id: clubId, session_id: session.id }
    await eventually(() => notices(member).length === 1 && notices(owners).length === 1, 5000, 'created heard')
    expect(notices(member)).toEqual([said])

    // A result entered by a member (the viewer) is heard by the organizer.
    const entered = await call('PUT', `${base()}/${session.id}/rounds/1/matches/1`, viewer, {
      result: { score_a: 10, score_b: 6 },
    })
    expect(entered.statusCode, entered.body).toBe(200)
    await eventually(() => notices(owners).length === 2, 5000, 'result heard')

    // A refused result and a refused round write nothing and say nothing: the next change is the third notice.
    const refused = await call('PUT', `${base()}/${session.id}/rounds/1/matches/1`, viewer, {
      result: { score_a: 10, score_b: 10 },
    })
    expect(refused.statusCode).toBe(422)
    expect((await call('POST', `${base()}/${session.id}/rounds`, viewer)).statusCode).toBe(403)
    expect((await call('POST', `${base()}/${session.id}/rounds`, owner)).statusCode).toBe(201)
    await eventually(() => notices(member).length === 3, 5000, 'round heard')

    expect((await call('DELETE', `${base()}/${session.id}`, owner)).statusCode).toBe(204)
    await eventually(() => notices(member).length === 4 && notices(owners).length === 4, 5000, 'deletion heard')
    expect(notices(member)).toEqual([said, said, said, said])

    // A notice of the stranger's own organization reaches them: their socket is live, it just heard nothing of ours.
    const theirs = await call('POST', `/api/v2/organizations/${stranger.organizationId}/social_sessions`, stranger, {
      session: smallEvening('Mine'),
    })
    expect(theirs.statusCode, theirs.body).toBe(201)
    await eventually(() => notices(outsider).length === 1, 5000, "the stranger's own evening heard")
    expect(notices(outsider)[0]?.organization_id).toBe(stranger.organizationId)
    expect(notices(waiting)).toEqual([])
    expect(notices(member)).toHaveLength(4)
  })
})
