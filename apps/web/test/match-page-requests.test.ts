import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { matchBallsQueryOptions, matchQueryOptions } from '@/features/matches/api/match-queries'
import { sendMatchPageRequests } from '@/features/matches/api/send-match-page-requests'
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token'
import { json, mockApi, TOKEN } from './api-mock'
import { aBall, aMatch } from './match-fixtures'

// ADR 0045: the match page's route sends its two requests before the page's code has arrived; the page's queries
// read those answers once, and any later fetch asks anew.
describe("the match page's requests sent with its URL", () => {
  it('sends nothing without a token, or for an id that cannot be a match', () => {
    const { requests } = mockApi({})
    expect(sendMatchPageRequests(7)).toBeNull()
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    for (const id of [0, -3, 1.5, Number.NaN, 2 ** 53]) expect(sendMatchPageRequests(id)).toBeNull()
    expect(requests).toHaveLength(0)
  })

  it('sends both at once; the queries read those answers, and a refetch asks again', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    let title = 'Sent early'
    const { requests } = mockApi({
      'GET /api/v2/matches/7': () => json({ match: aMatch({ id: 7, title }) }),
      'GET /api/v2/matches/7/balls': () => json({ balls: [aBall(1), aBall(2)] }),
    })
    const sent = sendMatchPageRequests(7)
    expect(sent).not.toBeNull()
    expect(requests.map((r) => `${r.path} ${r.headers.authorization}`)).toEqual([
      `/api/v2/matches/7 Bearer ${TOKEN}`,
      `/api/v2/matches/7/balls Bearer ${TOKEN}`,
    ])

    const client = new QueryClient()
    const match = matchQueryOptions(7, sent!.match)
    const balls = matchBallsQueryOptions(7, sent!.balls)
    await expect(client.fetchQuery(match)).resolves.toMatchObject({ id: 7, title: 'Sent early' })
    await expect(client.fetchQuery(balls)).resolves.toHaveLength(2)
    expect(requests).toHaveLength(2)

    // The same options later (a refetch of the page's query): a new request, not the answer already read.
    title = 'Asked again'
    await expect(client.fetchQuery({ ...match, staleTime: 0 })).resolves.toMatchObject({ title: 'Asked again' })
    expect(requests).toHaveLength(3)
  })

  it("checks a sent answer like any other: a wrong shape fails with 'Invalid API response format'", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    mockApi({ 'GET /api/v2/matches/7': () => json({ match: { id: 'seven' } }) })
    const sent = sendMatchPageRequests(7)!
    await expect(new QueryClient().fetchQuery(matchQueryOptions(7, sent.match))).rejects.toThrow(
      'Invalid API response format',
    )
  })
})
