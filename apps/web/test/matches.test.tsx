import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { json } from './api-mock'
import { aMatch, meta, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

const urls = (fetchMock: { mock: { calls: unknown[][] } }) => fetchMock.mock.calls.map((call) => String(call[0]))
const matchListUrls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  urls(fetchMock).filter((u) => u.includes('/api/v2/matches?'))

describe('match list (/matches)', () => {
  it('shows date, players, score, status and winner with actions', async () => {
    signedIn({
      'GET /api/v2/matches': () =>
        json({
          matches: [
            aMatch(),
            aMatch({
              id: 42,
              title: 'Semi',
              status: 'finished',
              score: { ...aMatch().score, current_game: null, winner_team: 1 },
            }),
          ],
          meta: meta(2),
        }),
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
    await waitFor(() =>
      expect(matchListUrls(fetchMock).some((u) => u.includes('status=finished') && u.includes('source=live'))).toBe(
        true,
      ),
    )
    await user.type(screen.getByTestId('matches-search'), 'final')
    await waitFor(() =>
      expect(matchListUrls(fetchMock).some((u) => u.includes('search=final') && u.includes('source=live'))).toBe(true),
    )
    expect(router.state.location.search).toContain('status=finished')
    expect(router.state.location.search).toContain('source=live')
    expect(router.state.location.search).toContain('search=final')
  })

  it('reads the filters from the URL (the dashboard "View all" links)', async () => {
    const { fetchMock } = signedIn({ 'GET /api/v2/matches': () => json({ matches: [], meta: meta(0) }) })
    renderApp('/matches?status=ongoing')
    await screen.findByText('No matches found')
    expect(matchListUrls(fetchMock)[0]).toContain('status=ongoing')
    expect(within(screen.getByTestId('status-filter')).getByRole('radio', { name: 'Ongoing' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  })

  it("says 'No matches found' when the list is empty, and reports a loading error", async () => {
    signedIn({ 'GET /api/v2/matches': () => json({ message: 'Service unavailable' }, { status: 503 }) })
    renderApp('/matches')
    expect(await screen.findByTestId('matches-load-error')).toHaveTextContent('Matches could not be loaded.')
  })

  it('the edit dialog opened from a row shows what was saved when a tab is opened again', async () => {
    const { requests } = signedIn({
      'GET /api/v2/matches': () => json({ matches: [aMatch()], meta: meta(1) }),
      'GET /api/v2/matches/41': () => json({ match: aMatch() }),
      'PATCH /api/v2/matches/41': () => json({ match: aMatch({ visibility: 'public' }) }),
    })
    const user = userEvent.setup()
    renderApp('/matches')
    const table = await screen.findByTestId('matches-table')
    await user.click(within(table).getByRole('button', { name: 'Actions for Club final' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit match' })
    await waitFor(() => expect(requests.some((r) => r.method === 'GET' && r.path === '/api/v2/matches/41')).toBe(true))
    await user.click(within(dialog).getByTestId('edit-tab-visibility'))
    await user.click(within(dialog).getByRole('radio', { name: /^Public/ }))
    await user.click(within(dialog).getByTestId('save-visibility'))
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true))
    await screen.findByText('Match saved')
    await user.click(within(dialog).getByTestId('edit-tab-background'))
    await user.click(within(dialog).getByTestId('edit-tab-visibility'))
    expect(within(dialog).getByRole('radio', { name: /^Public/ })).toBeChecked()
  })

  it('deleting from the list stays on the list with its filters', async () => {
    const { requests } = signedIn({
      'GET /api/v2/matches': () => json({ matches: [aMatch()], meta: meta(1) }),
      'GET /api/v2/matches/41': () => json({ match: aMatch() }),
      'DELETE /api/v2/matches/41': () => new Response(null, { status: 204 }),
    })
    const user = userEvent.setup()
    const { router } = renderApp('/matches?status=ongoing&search=club')
    const table = await screen.findByTestId('matches-table')
    await user.click(within(table).getByRole('button', { name: 'Actions for Club final' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit match' })
    await user.click(within(dialog).getByTestId('confirm-delete'))
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit match' })).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/matches')
    expect(router.state.location.search).toBe('?status=ongoing&search=club')
  })
})
