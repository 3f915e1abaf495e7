import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { json } from './api-mock'
import { aMatch, meta, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

const urls = (fetchMock: { mock: { calls: unknown[][] } }) => fetchMock.mock.calls.map((call) => String(call[0]))
const matchListUrls = (fetchMock: { mock: { calls: unknown[][] } }) => urls(fetchMock).filter((u) => u.includes('/api/v2/matches?'))

describe('match list (/matches)', () => {
  it('shows date, players, score, status and winner with actions', async () => {
    signedIn({
      'GET /api/v2/matches': () =>
        json({ matches: [aMatch(), aMatch({ id: 42, title: 'Semi', status: 'finished', score: { ...aMatch().score, current_game: null, winner_team: 1 } })], meta: meta(2) }),
    })
    renderApp('/matches')
    const table = await screen.findByTestId('matches-table')
    const rows = within(table).getAllByTestId('match-row')
    expect(rows[0]).toHaveTextContent('Club final')
    expect(rows[0]).toHaveTextContent('Iida Koski & Ana Ortiz')
    expect(rows[0]).toHaveTextContent('6–4')
    expect(rows[0]).toHaveTextContent('Ongoing')
    expect(rows[1]).toHaveTextContent('Finished')
    expect(rows[1]).toHaveTextContent('Lea Virta & Mia Salo')
    expect(within(rows[0]!).getByRole('button', { name: 'Actions for Club final' })).toBeInTheDocument()
  })

  it('turns the filters into the query string, and keeps them in the URL', async () => {
    const { fetchMock } = signedIn({ 'GET /api/v2/matches': () => json({ matches: [aMatch()], meta: meta(1) }) })
    const user = userEvent.setup()
    const { router } = renderApp('/matches')
    await screen.findByTestId('matches-table')
    await user.click(within(screen.getByTestId('status-filter')).getByRole('radio', { name: 'Finished' }))
    await waitFor(() => expect(matchListUrls(fetchMock).some((u) => u.includes('status=finished'))).toBe(true))
    await user.click(within(screen.getByTestId('source-filter')).getByRole('radio', { name: 'Live' }))
    await waitFor(() => expect(matchListUrls(fetchMock).some((u) => u.includes('status=finished') && u.includes('source=live'))).toBe(true))
    await user.type(screen.getByTestId('matches-search'), 'final')
    await waitFor(() => expect(matchListUrls(fetchMock).some((u) => u.includes('search=final') && u.includes('source=live'))).toBe(true))
    expect(router.state.location.search).toContain('status=finished')
    expect(router.state.location.search).toContain('source=live')
    expect(router.state.location.search).toContain('search=final')
  })

  it('reads the filters from the URL (the dashboard "View all" links)', async () => {
    const { fetchMock } = signedIn({ 'GET /api/v2/matches': () => json({ matches: [], meta: meta(0) }) })
    renderApp('/matches?status=ongoing')
    await screen.findByText('No matches found')
    expect(matchListUrls(fetchMock)[0]).toContain('status=ongoing')
    expect(within(screen.getByTestId('status-filter')).getByRole('radio', { name: 'Ongoing' })).toHaveAttribute('aria-checked', 'true')
  })

  it("says 'No matches found' when the list is empty, and reports a loading error", async () => {
    signedIn({ 'GET /api/v2/matches': () => json({ message: 'Service unavailable' }, { status: 503 }) })
    renderApp('/matches')
    expect(await screen.findByTestId('matches-load-error')).toHaveTextContent('Matches could not be loaded.')
  })
})
