import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { endpointPaths, endpoints, pathOf } from '../src/index.ts'

const source = (name: string) => readFileSync(new URL(`../src/endpoints/${name}`, import.meta.url), 'utf8')

describe('the endpoint table (ADR 0055)', () => {
  it('has the method and path of endpoint-paths under the same name, for every endpoint and no other', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(endpointPaths).sort())
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const route = endpointPaths[name as keyof typeof endpointPaths]
      expect({ name, method: endpoint.method, path: endpoint.path }).toEqual({ name, ...route })
    }
  })

  it('names each method and path once', () => {
    const routes = Object.values(endpointPaths).map((route) => `${route.method} ${route.path}`)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('keeps the paths free of zod, so the first screen can import them (ADR 0042)', () => {
    for (const file of ['endpoint-paths.ts', 'first-screen-paths.ts', 'endpoint-route.ts']) {
      expect(source(file)).not.toMatch(/^import /m)
      expect(source(file)).not.toMatch(/from '(?!\.\/)/)
    }
  })

  it('documents every answer but the hidden test pages and the analytics proxy', () => {
    const undocumented = Object.entries(endpoints)
      .filter(([, endpoint]) => Object.keys(endpoint.responses).length === 0)
      .map(([name]) => name)
    expect(undocumented.sort()).toEqual(
      [
        'ingest',
        'testCheckoutCancel',
        'testCheckoutPage',
        'testCheckoutPay',
        'testPortalAction',
        'testPortalPage',
      ].sort(),
    )
  })
})

describe('pathOf', () => {
  it('fills in and encodes each parameter', () => {
    expect(pathOf(endpointPaths.getMatch, { id: 7 })).toBe('/api/v2/matches/7')
    expect(pathOf(endpointPaths.editBall, { id: 7, ball_id: 12 })).toBe('/api/v2/matches/7/balls/12')
    expect(pathOf(endpointPaths.getPublicMatch, { token: 'a/b c' })).toBe('/api/v2/live/a%2Fb%20c')
    expect(pathOf(endpointPaths.getMatchPointsCsv, { id: 3 })).toBe('/api/v2/matches/3/balls.csv')
    expect(pathOf(endpointPaths.getMe)).toBe('/api/v2/user/me.json')
  })

  it('refuses a parameter left out', () => {
    expect(() => pathOf(endpointPaths.getMatch, {} as { id: number })).toThrow(/:id/)
  })
})
