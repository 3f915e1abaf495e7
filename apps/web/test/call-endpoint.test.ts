import { describe, expect, it, vi } from 'vitest'
import { endpointPaths, endpoints } from '@courtside/contracts'
import { callEndpoint, endpointUrl, lazyEndpoint, requestEndpoint } from '@/lib/api/call-endpoint'
import { ApiError } from '@/lib/api-error'
import { aUser, json, mockApi } from './api-mock'

const aMatchShare = { token: 'tok', url: 'http://localhost/live/tok' }

describe('the contracts client (ADR 0055)', () => {
  it("builds the URL from the endpoint's path, its params and a typed query, in the query's order", () => {
    expect(endpointUrl(endpoints.getMatch, { params: { id: 7 } })).toBe('/api/v2/matches/7')
    expect(
      endpointUrl(endpoints.listMatches, {
        query: { search: 'Lea', status: undefined, page: 2, per_page: 20, organization_id: undefined },
      }),
    ).toBe('/api/v2/matches?search=Lea&page=2&per_page=20')
    expect(endpointUrl(endpoints.getPublicMatch, { params: { token: 'a b' } })).toBe('/api/v2/live/a%20b')
  })

  it('sends the endpoint method and body, and parses the answer with its schema', async () => {
    const { requests } = mockApi({ 'POST /api/v2/matches/7/share': () => json({ share: aMatchShare }) })
    await expect(callEndpoint(endpoints.createMatchShare, { params: { id: 7 } })).resolves.toEqual({
      share: aMatchShare,
    })
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/v2/matches/7/share' })
  })

  it("fails with 'Invalid API response format' when the answer does not match its schema", async () => {
    mockApi({ 'GET /api/v2/matches/7/share': () => json({ share: { token: 1 } }) })
    await expect(callEndpoint(endpoints.getMatchShare, { params: { id: 7 } })).rejects.toThrow(
      'Invalid API response format',
    )
  })

  it('reads no body of a 204 and fails with the API error of a refusal', async () => {
    mockApi({
      'DELETE /api/v2/matches/7/share': () => new Response(null, { status: 204 }),
      'DELETE /api/v2/matches/8/share': () => json({ message: 'Not found', code: 'notFound' }, { status: 404 }),
    })
    await expect(callEndpoint(endpoints.revokeMatchShare, { params: { id: 7 } })).resolves.toBeNull()
    const error = await callEndpoint(endpoints.revokeMatchShare, { params: { id: 8 } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, code: 'notFound' })
  })

  it("sends a lazy endpoint's request before its schemas have arrived, then checks the answer with them", async () => {
    const { requests } = mockApi({ 'GET /api/v2/user/me.json': () => json({ ...aUser(), id: 'x' }) })
    let arrive!: (endpoint: typeof endpoints.getMe) => void
    const loading = new Promise<typeof endpoints.getMe>((resolve) => (arrive = resolve))
    const answer = callEndpoint(lazyEndpoint(endpointPaths.getMe, () => loading))
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    arrive(endpoints.getMe)
    await expect(answer).rejects.toThrow('Invalid API response format')
  })

  it('reads a request already sent instead of sending it again, and hands back the headers', async () => {
    const { fetchMock } = mockApi({})
    const sent = Promise.resolve(json(aUser(), { headers: { Authorization: 'Bearer t' } }))
    const { data, headers } = await requestEndpoint(endpoints.getMe, { sent })
    expect(data).toMatchObject({ email: 'iida@example.com' })
    expect(headers.get('authorization')).toBe('Bearer t')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
