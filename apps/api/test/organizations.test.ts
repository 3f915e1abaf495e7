import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { messages, organizationListSchema } from '@courtside/contracts'
import { SEQUENTIAL_SUFFIXES } from '../src/modules/organizations/organization-repository.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { bearer, signUp } from './support/accounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v2/organizations${query}`, headers: bearer(token) })

describe('GET /api/v2/organizations', () => {
  it("lists the coach's personal organization with role and coach status", async () => {
    const { token } = await signUp(t.app, { first_name: 'Iida', last_name: 'Koski' })
    const response = await list(token)
    expect(response.statusCode).toBe(200)
    const body = organizationListSchema.parse(response.json())
    expect(body.meta).toEqual({ page: 1, per_page: 25, total: 1 })
    expect(body.organizations).toEqual([
      {
        id: expect.any(Number),
        name: 'Iida Koski',
        subdomain: expect.stringMatching(/^iida-koski(-\d+)?$/),
        license_status: 'active',
        player_count: 0,
        created_at: expect.any(String),
        role: 'superadmin',
        coach_status: 'connected',
      },
    ])
  })

  it("never shows other coaches' organizations", async () => {
    await signUp(t.app, { first_name: 'Other', last_name: 'Coach' })
    const { token } = await signUp(t.app)
    expect(organizationListSchema.parse((await list(token)).json()).organizations).toHaveLength(1)
  })

  it('paginates', async () => {
    const { token } = await signUp(t.app)
    const page2 = (await list(token, '?page=2&per_page=10')).json()
    expect(page2).toEqual({ organizations: [], meta: { page: 2, per_page: 10, total: 1 } })
  })

  it.each(['?page=0', '?per_page=1000', '?page=abc'])('refuses %s with 422', async (query) => {
    const { token } = await signUp(t.app)
    const response = await list(token, query)
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(messages.validationFailed)
  })
})

describe('personal organization subdomains (ADR 0025)', () => {
  it('still sign a coach up when coach … coach-10000 are all taken (every non-Latin name slugs to "coach")', async () => {
    await t.db.execute(sql`
      insert into organizations (name, subdomain)
      select 'seed', case when n = 1 then 'coach' else 'coach-' || n end
      from generate_series(1, ${SEQUENTIAL_SUFFIXES}) as n
      on conflict do nothing`)
    const first = await signUp(t.app, { first_name: 'Анна', last_name: 'Иванова' })
    const second = await signUp(t.app, { first_name: '李', last_name: '娜' })
    const subdomains = await Promise.all(
      [first.token, second.token].map(
        async (token) => organizationListSchema.parse((await list(token)).json()).organizations[0]!.subdomain,
      ),
    )
    for (const subdomain of subdomains) expect(subdomain).toMatch(/^coach-[a-z0-9]{8}$/)
    expect(new Set(subdomains).size).toBe(2)
  })
})
