import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { DEFAULT_MATCH_DEFAULTS, messages } from '@courtside/contracts'
import { users } from '../src/db/schema/index.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { bearer, signUp } from './support/accounts.ts'

/** A coach's default deuce rule: any of the four, by number, agreeing with the two older switches. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const read = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v2/user/settings', headers: bearer(token) })).json().settings
    .match_defaults
const save = (token: string, match_defaults: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v2/user/settings',
    headers: bearer(token),
    payload: { settings: { match_defaults } },
  })

describe('match defaults: the deuce rule', () => {
  it('starts on golden point and keeps silver point and advantage, which have no switch of their own', async () => {
    const { token } = await signUp(t.app)
    expect(await read(token)).toEqual(DEFAULT_MATCH_DEFAULTS)
    expect(DEFAULT_MATCH_DEFAULTS.deciding_point_at_deuce).toBe(1)
    for (const deuce of [2, null, 3, 1] as const) {
      const defaults = {
        ...DEFAULT_MATCH_DEFAULTS,
        golden_point: deuce === 1,
        star_point: deuce === 3,
        deciding_point_at_deuce: deuce,
      }
      expect((await save(token, defaults)).statusCode).toBe(200)
      expect(await read(token)).toEqual(defaults)
    }
  })

  it('reads defaults saved with the two switches only (an older app) with their number', async () => {
    const { token, user } = await signUp(t.app)
    const { deciding_point_at_deuce: _, ...older } = DEFAULT_MATCH_DEFAULTS
    expect((await save(token, { ...older, golden_point: false, star_point: true })).statusCode).toBe(200)
    // Stored as sent, as a version before the number would have stored it; read with the number.
    const [row] = await t.db.select({ settings: users.settings }).from(users).where(eq(users.id, user.id))
    expect(row?.settings?.match_defaults).not.toHaveProperty('deciding_point_at_deuce')
    expect(await read(token)).toMatchObject({ golden_point: false, star_point: true, deciding_point_at_deuce: 3 })
    await save(token, { ...older, golden_point: false, star_point: false })
    expect((await read(token)).deciding_point_at_deuce).toBeNull()
  })

  it('refuses a number the switches contradict, or no deuce rule at all, and keeps what was saved', async () => {
    const { token } = await signUp(t.app)
    const silver = { ...DEFAULT_MATCH_DEFAULTS, golden_point: false, deciding_point_at_deuce: 2 }
    await save(token, silver)
    const cases: [object, string, string][] = [
      [{ ...silver, golden_point: true }, 'match_defaults.deciding_point_at_deuce', messages.decidingPointDisagrees],
      [{ ...silver, star_point: true }, 'match_defaults.deciding_point_at_deuce', messages.decidingPointDisagrees],
      [{ ...silver, deciding_point_at_deuce: 4 }, 'match_defaults.deciding_point_at_deuce', messages.notAnOption],
      [{ ...silver, deciding_point_at_deuce: '2' }, 'match_defaults.deciding_point_at_deuce', messages.notAnOption],
    ]
    for (const [defaults, field, text] of cases) {
      const response = await save(token, defaults)
      expect(response.statusCode, JSON.stringify(defaults)).toBe(422)
      expect(response.json().errors, JSON.stringify(defaults)).toEqual({ [field]: [text] })
    }
    expect(await read(token)).toEqual(silver)
  })
})
