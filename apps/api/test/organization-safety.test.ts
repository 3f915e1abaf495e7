import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizationDetailResponseSchema, organizationResponseSchema } from '@courtside/contracts'
import { DEFAULT_RATE_LIMITS } from '../src/config.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { coach, joinOrganization } from './support/matches.ts'

// ADR 0051: "asks to join" cannot flood a club's admins, a requester's name reaches them as plain text only, and
// members' e-mail addresses are for the admins' eyes.

const PER_USER = 2
const PER_ORGANIZATION = 3
let t: TestApp
beforeAll(async () => {
  const rateLimits = structuredClone(DEFAULT_RATE_LIMITS)
  rateLimits.register.perIp = 0
  rateLimits.connectRequest = { ...rateLimits.connectRequest, perUser: PER_USER, perOrganization: PER_ORGANIZATION }
  t = await createTestApp({ rateLimits })
})
afterAll(() => t?.close())

type Person = Awaited<ReturnType<typeof coach>>
let n = 0
async function newClub(owner: Person) {
  n += 1
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/organizations',
    headers: owner.headers,
    payload: { organization: { name: `Safe Padel ${n}`, subdomain: `safe-padel-${n}-${Date.now()}` } },
  })
  expect(response.statusCode).toBe(201)
  return organizationResponseSchema.parse(response.json()).organization
}
const ask = (person: Person, subdomain: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/organizations/connect_requests',
    headers: person.headers,
    payload: { subdomain },
  })
const cancel = (person: Person, organizationId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/v2/organizations/${organizationId}/membership`, headers: person.headers })

describe('connect requests', () => {
  it('are limited per requester: asking and cancelling in a loop stops with 429 and Retry-After, mailing nobody', async () => {
    const club = await newClub(await coach(t.app))
    const asker = await coach(t.app)
    for (let i = 0; i < PER_USER; i++) {
      expect((await ask(asker, club.subdomain)).statusCode).toBe(201)
      expect((await cancel(asker, club.id)).statusCode).toBe(204)
    }
    const before = t.mailbox.length
    const refused = await ask(asker, club.subdomain)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'tooManyRequests', message: expect.any(String) })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(t.mailbox.length).toBe(before)
    // The limit is the requester's, whichever club they ask.
    expect((await ask(asker, (await newClub(await coach(t.app))).subdomain)).statusCode).toBe(429)
  })

  it('are limited per organization, whoever asks', async () => {
    const club = await newClub(await coach(t.app))
    for (let i = 0; i < PER_ORGANIZATION; i++)
      expect((await ask(await coach(t.app), club.subdomain)).statusCode).toBe(201)
    const before = t.mailbox.length
    const refused = await ask(await coach(t.app), club.subdomain)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(t.mailbox.length).toBe(before)
  })

  it("show the requester's name to the admins as plain text: one line, no links, nothing to render", async () => {
    const admin = await coach(t.app)
    const club = await newClub(admin)
    const before = t.mailbox.length
    const spammer = await coach(t.app, {
      first_name: 'Win at https://prize.example/claim',
      last_name: '<a href="https://x.example">me@evil.example</a>',
    })
    expect((await ask(spammer, club.subdomain)).statusCode).toBe(201)
    const [mail] = t.mailbox.slice(before)
    expect(mail).toBeDefined()
    expect(mail!.html).toBeUndefined()
    for (const part of [mail!.subject, mail!.text]) {
      expect(part).not.toMatch(/https?:\/\/(?!.*\/organizations\/)/) // the only link is the app's own
      expect(part).not.toContain('prize.example')
      expect(part).not.toContain('evil.example')
      expect(part).not.toContain('me@')
    }
    expect(mail!.subject).not.toMatch(/[\r\n]/)
    expect(mail!.subject).toContain('Win at https:∕∕prize․example∕claim')
    expect(mail!.text).toContain(`/organizations/${club.id}`)
  })
})

describe("members' e-mail addresses", () => {
  it('are in the member list for admins only; coaches and viewers get null', async () => {
    const owner = await coach(t.app)
    const club = await newClub(owner)
    const people = { admin: await coach(t.app), coach: await coach(t.app), viewer: await coach(t.app) }
    for (const [role, person] of Object.entries(people))
      await joinOrganization(t.db, person.userId, club.id, role as 'admin' | 'coach' | 'viewer')
    const usersSeenBy = async (person: Person) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/organizations/${club.id}`,
        headers: person.headers,
      })
      expect(response.statusCode).toBe(200)
      return organizationDetailResponseSchema.parse(response.json()).organization.users
    }
    for (const admin of [owner, people.admin]) {
      const users = await usersSeenBy(admin)
      expect(users).toHaveLength(4)
      expect(users.every((u) => typeof u.email === 'string' && u.email.includes('@'))).toBe(true)
    }
    for (const member of [people.coach, people.viewer]) {
      const users = await usersSeenBy(member)
      expect(users).toHaveLength(4)
      expect(users.map((u) => u.email)).toEqual([null, null, null, null])
      expect(JSON.stringify(users)).not.toContain('@')
    }
  })
})
