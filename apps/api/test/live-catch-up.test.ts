import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { ballCreatedSchema, socialSessionResponseSchema } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { clubCast, type ClubMember } from './support/club-cast.ts'
import { eventually } from './support/cable-consumer.ts'
import { newMatch, postBall, quickPoint } from './support/balls.ts'
import { confirmedConsumer, rawFrames } from './support/live-clients.ts'
import { smallEvening } from './support/small-evening.ts'
import { coach, noRateLimits } from './support/matches.ts'

/**
 * A page fetches before its socket's subscription is confirmed (docs/decisions/0078-a-new-subscription-catches-up.md):
 * a new subscriber first hears again the changes of the last window that it may see, with their updated_at, so the
 * client refetches only what its page does not hold yet; nobody hears of what they may not see; and an instance that
 * cannot say what changed tells the subscriber to resync.
 */
let t: TestApp
let baseUrl: string
let owner: ClubMember
let admin: ClubMember
let viewer: ClubMember
let pending: ClubMember
let stranger: ClubMember
let clubId: number
const closers: (() => void)[] = []

beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits(), freePlanProGamesPerMonth: 1000 })
  ;({ clubId, owner, admin, viewer, pending, stranger } = await clubCast(t, {
    subdomain: 'catch-up-club',
    coachViewerRole: 'coach',
    pendingRole: 'coach',
  }))
  baseUrl = await t.listen()
})
afterAll(async () => {
  for (const close of closers) close()
  await t?.close()
})

const listening = (url: string, person: ClubMember) => confirmedConsumer(url, person.token, closers)

async function eventuallyAsync(predicate: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const start = Date.now()
  while (!(await predicate())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for the resync')
  }
}

type Heard = { type?: string; match_id?: number; updated_at?: string; organization_id?: number; session_id?: number }
const heard = (client: { state: { received: unknown[] } }) => client.state.received as Heard[]
const aboutMatch = (client: { state: { received: unknown[] } }, matchId: number) =>
  heard(client).filter((message) => message.type === 'match_updated' && message.match_id === matchId)

/** A point of a new internal match of the club, once this instance has heard it (a socket that followed from before). */
async function pointOfAnInternalMatch() {
  const sentinel = await listening(baseUrl, admin)
  const match = await newMatch(t.app, { ...owner, organizationId: clubId }, { visibility: 'internal' })
  const point = ballCreatedSchema.parse((await postBall(t.app, owner.headers, match.id, quickPoint(0))).json())
  await eventually(
    () => aboutMatch(sentinel, match.id).some((message) => message.updated_at === point.match.updated_at),
    5000,
    'the instance heard the point',
  )
  return { match, point }
}

/** The frames a raw socket of the viewer hears in a second after sending these commands on the signed-in channel. */
async function viewerSends(commands: ('subscribe' | 'unsubscribe')[]) {
  const identifier = JSON.stringify({ channel: 'AuthenticatedMatchesChannel' })
  return (await rawFrames(`${baseUrl.replace('http', 'ws')}/socket?token=${viewer.token}`, {
    ms: 1000,
    send: commands.map((command) => ({ command, identifier })),
  })) as { type?: string; message?: Heard }[]
}

describe('a new subscription of the signed-in channel', () => {
  it('hears the changes of the last window it may see, as they were sent, and nothing else', async () => {
    const club = { ...owner, organizationId: clubId }
    // The club's admin follows everything from before: once it heard a change, this instance has too (the memory
    // hears each notice before the fan-out), so what the others hear below is a catch-up.
    const sentinel = await listening(baseUrl, admin)
    const internal = await newMatch(t.app, club, { visibility: 'internal' })
    const hidden = await newMatch(t.app, club, { visibility: 'private' })
    await postBall(t.app, owner.headers, internal.id, quickPoint(0))
    const latest = ballCreatedSchema.parse((await postBall(t.app, owner.headers, internal.id, quickPoint(1))).json())
    const hiddenPoint = ballCreatedSchema.parse((await postBall(t.app, owner.headers, hidden.id, quickPoint(0))).json())
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v2/organizations/${clubId}/social_sessions`,
      headers: owner.headers,
      payload: { session: smallEvening('Friday') },
    })
    expect(created.statusCode, created.body).toBe(201)
    const evening = socialSessionResponseSchema.parse(created.json()).session
    // Every notice's fan-out is over once the admin heard its last one (a subscriber arriving during a fan-out would
    // hear that change twice, caught up and live: harmless to a client, but not what this test counts).
    const sentinelHeard = (matchId: number, updatedAt: string) =>
      aboutMatch(sentinel, matchId).some((message) => message.updated_at === updatedAt)
    await eventually(
      () =>
        sentinelHeard(internal.id, latest.match.updated_at) &&
        sentinelHeard(hidden.id, hiddenPoint.match.updated_at) &&
        heard(sentinel).some((message) => message.type === 'social_session_updated'),
      5000,
      'the instance heard and delivered every change',
    )

    // Subscribed after every change: the live notices went out before anyone listened.
    const [owners, member, waiting, outsider] = [
      await listening(baseUrl, owner),
      await listening(baseUrl, viewer),
      await listening(baseUrl, pending),
      await listening(baseUrl, stranger),
    ]
    const eveningNotice = { type: 'social_session_updated', organization_id: clubId, session_id: evening.id }
    await eventually(
      () =>
        aboutMatch(owners, hidden.id).length === 1 &&
        aboutMatch(owners, internal.id).length === 1 &&
        heard(owners).some((message) => message.type === 'social_session_updated') &&
        aboutMatch(member, internal.id).length === 1 &&
        heard(member).some((message) => message.type === 'social_session_updated'),
      5000,
      'caught up',
    )
    // Once per match, with the newest updated_at: a page that already holds it asks nothing again.
    expect(aboutMatch(owners, internal.id)).toEqual([
      { type: 'match_updated', match_id: internal.id, updated_at: latest.match.updated_at },
    ])
    expect(aboutMatch(owners, hidden.id)).toEqual([
      { type: 'match_updated', match_id: hidden.id, updated_at: hiddenPoint.match.updated_at },
    ])
    expect(heard(member)).toContainEqual(eveningNotice)
    // Give stray frames time to show up: a private match, a pending member and an outsider hear nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(aboutMatch(member, hidden.id)).toEqual([])
    expect(heard(waiting)).toEqual([])
    expect(heard(outsider)).toEqual([])
    expect(heard(owners).filter((message) => message.type === 'resync')).toEqual([])
  })

  it('looks a connection up once in a while: subscribing again at once is answered with resync', async () => {
    const { match, point } = await pointOfAnInternalMatch()
    // A client that subscribes, leaves and subscribes again on one socket, as fast as its command budget allows.
    const frames = await viewerSends(['subscribe', 'unsubscribe', 'subscribe'])
    const confirmations = frames.flatMap((frame, i) => (frame.type === 'confirm_subscription' ? [i] : []))
    expect(confirmations).toHaveLength(2)
    const first = frames.slice(confirmations[0]! + 1, confirmations[1]).map((frame) => frame.message)
    const second = frames.slice(confirmations[1]! + 1).map((frame) => frame.message)
    expect(first).toContainEqual({ type: 'match_updated', match_id: match.id, updated_at: point.match.updated_at })
    expect(second).toEqual([{ type: 'resync' }])
  })

  it('catches up once when a subscribe is repeated with no unsubscribe between (the consumer does so on welcome)', async () => {
    const { match, point } = await pointOfAnInternalMatch()
    const frames = await viewerSends(['subscribe', 'subscribe'])
    expect(frames.filter((frame) => frame.type === 'confirm_subscription')).toHaveLength(2)
    const messages = frames.flatMap((frame) => (frame.message ? [frame.message] : []))
    expect(messages.filter((message) => message.match_id === match.id)).toEqual([
      { type: 'match_updated', match_id: match.id, updated_at: point.match.updated_at },
    ])
    expect(messages.filter((message) => message.type === 'resync')).toEqual([])
  })

  it('says resync when more changed within the window than this instance remembers', async () => {
    // An instance of its own: its memory fills with notices of 2,001 matches (no socket is listening, so the fan-out
    // asks nothing) and stays full for the window.
    const busy = await createTestApp({ rateLimits: noRateLimits() })
    try {
      const url = await busy.listen()
      await busy.db.execute(
        sql`select pg_notify('match_updated', json_build_object('match_id', n, 'updated_at', now())::text)
            from generate_series(1000001, 1002001) as n`,
      )
      const person = { ...(await coach(busy.app)), email: 'busy@example.com' }
      // The instance hears the notices on its own LISTEN connection, a moment after they were sent: a subscriber
      // before that moment is told nothing (those matches do not exist), so ask again until the memory is full.
      let told: unknown[] = []
      await eventuallyAsync(async () => {
        const client = await listening(url, person)
        await new Promise((resolve) => setTimeout(resolve, 200))
        client.close()
        told = client.state.received
        return told.length > 0
      }, 10_000)
      expect(told).toEqual([{ type: 'resync' }])
    } finally {
      await busy.close()
    }
  })
})
