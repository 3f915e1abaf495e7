import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { json } from './api-mock'
import { aMatch, aPlayer, meta, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

async function openCreateModal() {
  const user = userEvent.setup()
  renderApp('/users')
  await user.click(await screen.findByTestId('new-athlete'))
  const dialog = await screen.findByRole('dialog', { name: 'New athlete' })
  return { user, dialog }
}

describe('athletes (/users)', () => {
  it('lists athletes and sends search and filter to the API', async () => {
    const { requests } = signedIn({
      'GET /api/v2/players': () =>
        json({
          players: [
            aPlayer(),
            aPlayer({ id: 13, first_name: 'Lea', last_name: 'Virta', can_save_games: false, is_coached: false }),
          ],
          meta: meta(2),
        }),
    })
    const user = userEvent.setup()
    const { router } = renderApp('/users')
    expect(await screen.findAllByText('Iida Koski')).not.toHaveLength(0)
    await user.click(within(screen.getByTestId('athletes-filter')).getByRole('radio', { name: 'Coached' }))
    await waitFor(() => expect(router.state.location.search).toContain('filter=coached'))
    await user.type(screen.getByTestId('athletes-search'), 'lea')
    await waitFor(() =>
      expect(
        requests.some((r) => r.path === '/api/v2/players' && router.state.location.search.includes('search=lea')),
      ).toBe(true),
    )
  })

  it("create modal: 'Either first name or last name is required' and 'Invalid email address'", async () => {
    signedIn()
    const { user, dialog } = await openCreateModal()
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email')
    await user.click(within(dialog).getByTestId('athlete-save'))
    expect(await within(dialog).findAllByText('Either first name or last name is required')).toHaveLength(2)
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument()
  })

  it('create modal: shows the date the consent records and posts the athlete', async () => {
    const { requests } = signedIn({
      'POST /api/v2/players': () =>
        json({ player: aPlayer({ id: 20, first_name: 'Ana', last_name: 'Ortiz' }) }, { status: 201 }),
    })
    const { user, dialog } = await openCreateModal()
    await user.type(within(dialog).getByLabelText('First name'), 'Ana')
    await user.type(within(dialog).getByLabelText('Last name'), 'Ortiz')
    await user.click(within(dialog).getByTestId('athlete-consent'))
    expect(within(dialog).getByText(/Permission date .* will be recorded/)).toBeInTheDocument()
    await user.click(within(dialog).getByTestId('athlete-save'))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        player: { first_name: 'Ana', last_name: 'Ortiz', can_save_games: true },
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it("create modal: a 422's field errors appear by their fields", async () => {
    signedIn({
      'POST /api/v2/players': () =>
        json(
          {
            message: 'Validation failed',
            errors: {
              email: ['Email has already been taken'],
              is_coached: ['Coaching an athlete needs their consent to save games'],
            },
          },
          { status: 422 },
        ),
    })
    const { user, dialog } = await openCreateModal()
    await user.type(within(dialog).getByLabelText('First name'), 'Ana')
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com')
    await user.click(within(dialog).getByTestId('athlete-save'))
    expect(await within(dialog).findByText('Email has already been taken')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByText('Coaching an athlete needs their consent to save games')).toBeInTheDocument()
  })

  it("detail: 'User not found' for a 404", async () => {
    signedIn({ 'GET /api/v2/players/99': () => json({ message: 'User not found' }, { status: 404 }) })
    renderApp('/users/99')
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument()
  })

  it('detail: win rate, last five as text, totals, recommendations with their points, and the no-revoke note', async () => {
    signedIn({
      'GET /api/v2/players/12': () => json({ player: aPlayer() }),
      'GET /api/v2/players/12/stats': () =>
        json({
          stats: {
            total_matches: 3,
            finished_matches: 2,
            wins: 1,
            losses: 1,
            win_rate: 50,
            last_five: [
              { match_id: 41, result: 'W' },
              { match_id: 40, result: 'L' },
            ],
            recent_matches: [aMatch()],
            recommendations: [{ kind: 'work_on_serve', double_faults: 6, points: 6, matches: 2 }],
            trends: [],
          },
        }),
    })
    renderApp('/users/12')
    expect(await screen.findByTestId('athlete-win-rate')).toHaveTextContent('50 %')
    const lastFive = screen.getByTestId('athlete-last-five')
    expect(within(lastFive).getByText('Win')).toBeInTheDocument()
    expect(within(lastFive).getByText('Loss')).toBeInTheDocument()
    expect(screen.getByTestId('athlete-total-matches')).toHaveTextContent('3')
    expect(screen.getByTestId('recommendations')).toHaveTextContent('Based on 6 points')
    expect(screen.getByTestId('consent-status')).toHaveTextContent('Please contact support')
    expect(
      within(screen.getByTestId('athlete-recent-matches')).getByRole('link', { name: /Club final/ }),
    ).toHaveAttribute('href', '/matches/41')
  })

  it('detail: a helpful empty state when the athlete has no matches', async () => {
    signedIn({
      'GET /api/v2/players/12': () => json({ player: aPlayer() }),
      'GET /api/v2/players/12/stats': () =>
        json({
          stats: {
            total_matches: 0,
            finished_matches: 0,
            wins: 0,
            losses: 0,
            win_rate: null,
            last_five: [],
            recent_matches: [],
            recommendations: [],
            trends: [],
          },
        }),
    })
    renderApp('/users/12')
    expect(await screen.findByRole('heading', { name: 'No matches yet' })).toBeInTheDocument()
  })
})
