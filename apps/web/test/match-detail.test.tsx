import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { aUser, json } from './api-mock'
import { aBall as quickBall, aMatch, meta, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

// A detailed point: Iida's fast smash winner.
const aBall = (seq: number, overrides: Parameters<typeof quickBall>[1] = {}) =>
  quickBall(seq, { point_type: 'winner', finisher_id: 101, shot_type: 'smash', shot_speed: 'fast', ...overrides })

function withMatch(handlers: Parameters<typeof signedIn>[0] = {}, match = aMatch()) {
  return signedIn({
    'GET /api/v2/matches/41': () => json({ match }),
    'GET /api/v2/matches/41/balls': () =>
      json({
        balls: [
          aBall(1),
          aBall(2, { winner_team: 1, point_type: 'unforced_error', finisher_id: 102, shot_type: null }),
        ],
      }),
    'GET /api/v2/matches': () => json({ matches: [], meta: meta(0) }),
    ...handlers,
  })
}

async function openEdit(tab: string, handlers: Parameters<typeof signedIn>[0] = {}) {
  const mock = withMatch(handlers)
  const user = userEvent.setup()
  const app = renderApp('/matches/41')
  await user.click(await screen.findByTestId('edit-match'))
  const dialog = await screen.findByRole('dialog', { name: 'Edit match' })
  await user.click(within(dialog).getByTestId(`edit-tab-${tab}`))
  return { user, dialog, ...mock, ...app }
}

describe('match details (/matches/:id)', () => {
  it('shows a watcher players by pair, rules, score, the next server and a readable timeline', async () => {
    withMatch({}, aMatch({ can_edit: false }))
    renderApp('/matches/41')
    expect(await screen.findByRole('heading', { name: 'Club final' })).toBeInTheDocument()
    // The body follows the header in a deferred render, so it is waited for.
    expect(await screen.findByTestId('match-players')).toHaveTextContent('Pair A')
    expect(screen.getByTestId('match-rules')).toHaveTextContent('Golden point')
    expect(screen.getByTestId('match-rules')).toHaveTextContent('Super tie-break to 10')
    expect(screen.getByTestId('match-rules')).not.toHaveTextContent('Sudden-death')
    expect(screen.getByTestId('current-server')).toHaveTextContent('Next to serve: Lea Virta')
    const timeline = await screen.findByTestId('match-timeline')
    const balls = within(timeline).getAllByTestId('timeline-ball')
    expect(balls[0]).toHaveTextContent('#2')
    expect(balls[0]).toHaveTextContent('Point Pair B')
    expect(balls[0]).toHaveTextContent('Unforced error')
    expect(balls[0]).toHaveTextContent('Ana Ortiz')
    expect(balls[1]).toHaveTextContent('Served by Iida Koski')
    expect(screen.getByTestId('match-statistics-link')).toHaveAttribute('href', '/matches/41/scores')
    expect(screen.queryByTestId('match-recorder')).not.toBeInTheDocument()
  })

  it('says when the tie-breaks are sudden death (Fast4)', async () => {
    const rules = { ...aMatch().rules, games_to_win_set: 4, set_tie_break_at: 3, tie_break_points_to_win: 5 }
    withMatch({}, aMatch({ can_edit: false, rules: { ...rules, tie_break_sudden_death: true } }))
    renderApp('/matches/41')
    const card = await screen.findByTestId('match-rules')
    expect(card).toHaveTextContent('Tie-break at 3–3')
    expect(card).toHaveTextContent('Tie-break to 5')
    expect(card).toHaveTextContent('Sudden-death tie-breaks')
  })

  it("names the match's court beside its club, and nothing when it has none", async () => {
    withMatch({}, aMatch({ court: { id: 2, name: 'Court 2' } }))
    const { unmount } = renderApp('/matches/41')
    expect(await screen.findByTestId('match-court')).toHaveTextContent('Court: Court 2')
    unmount()
    withMatch({}, aMatch())
    renderApp('/matches/41')
    expect(await screen.findByRole('heading', { name: 'Club final' })).toBeInTheDocument()
    expect(screen.queryByTestId('match-court')).not.toBeInTheDocument()
  })

  it('asks for the match and its points side by side while the session is still being checked', async () => {
    let answerSession: () => void = () => {}
    const session = new Promise<void>((resolve) => (answerSession = resolve))
    const { requests } = withMatch({
      'GET /api/v2/user/me.json': async () => {
        await session
        return json(aUser())
      },
    })
    renderApp('/matches/41')
    // Before the session's answer: the page's two requests are out already (not after the shell).
    await waitFor(() =>
      expect(requests.map((r) => r.path)).toEqual(
        expect.arrayContaining(['/api/v2/matches/41', '/api/v2/matches/41/balls']),
      ),
    )
    expect(screen.queryByRole('heading', { name: 'Club final' })).not.toBeInTheDocument()
    answerSession()
    expect(await screen.findByRole('heading', { name: 'Club final' })).toBeInTheDocument()
    expect(await screen.findAllByTestId('timeline-ball')).toHaveLength(2)
    // The page's own queries used what was asked for: each asked once.
    expect(requests.filter((r) => r.path === '/api/v2/matches/41')).toHaveLength(1)
    expect(requests.filter((r) => r.path === '/api/v2/matches/41/balls')).toHaveLength(1)
  })

  it("shows 'Not found' for an unknown match", async () => {
    signedIn({ 'GET /api/v2/matches/9': () => json({ message: 'Not found' }, { status: 404 }) })
    renderApp('/matches/9')
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
  })

  it('gives an editor the recorder in place of the score card, with its change-server entry point', async () => {
    withMatch()
    const user = userEvent.setup()
    renderApp('/matches/41')
    expect(await screen.findByTestId('match-recorder')).toBeInTheDocument()
    expect(screen.queryByTestId('match-score')).not.toBeInTheDocument()
    await user.click(screen.getByTestId('open-server'))
    expect(await screen.findByTestId('change-server-dialog')).toBeInTheDocument()
  })

  it("the edit dialog's Server tab holds the indicator switch", async () => {
    const { dialog } = await openEdit('server')
    expect(within(dialog).getByTestId('edit-tab-server')).toHaveAttribute('aria-selected', 'true')
    expect(within(dialog).getByRole('switch', { name: 'Show the server indicator' })).toBeInTheDocument()
  })
})

describe('edit match dialog', () => {
  it("General moves the match to another of its club's courts", async () => {
    const court = (id: number, name: string) => ({ id, name, position: id - 1, in_use: false, current_match: null })
    const { user, dialog, requests } = await openEdit('general', {
      'GET /api/v2/organizations/7/courts': () => json({ courts: [court(1, 'Court 1'), court(2, 'Court 2')] }),
      'PATCH /api/v2/matches/41': () => json({ match: aMatch({ court: { id: 2, name: 'Court 2' } }) }),
    })
    const select = await within(dialog).findByLabelText('Court')
    await user.selectOptions(select, 'Court 2')
    await user.click(within(dialog).getByTestId('save-general'))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        match: { title: 'Club final', description: '', court_id: 2 },
      }),
    )
  })

  it('General saves title and description with PATCH', async () => {
    const { user, dialog, requests } = await openEdit('general', {
      'PATCH /api/v2/matches/41': () => json({ match: aMatch({ title: 'Final' }) }),
    })
    const title = within(dialog).getByLabelText('Title')
    await user.clear(title)
    await user.click(within(dialog).getByTestId('save-general'))
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument()
    await user.type(title, 'Final')
    await user.click(within(dialog).getByTestId('save-general'))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ match: { title: 'Final', description: '' } }),
    )
  })

  it('Visibility saves the visibility and the showing window', async () => {
    const { user, dialog, requests } = await openEdit('visibility', {
      'PATCH /api/v2/matches/41': () => json({ match: aMatch({ visibility: 'public' }) }),
    })
    await user.click(within(dialog).getByRole('radio', { name: /Public/ }))
    await user.click(within(dialog).getByTestId('save-visibility'))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        match: { visibility: 'public', start_showing_at: null, stop_showing_at: null },
      }),
    )
  })

  it('Background saves a gradient from the hex inputs', async () => {
    const { user, dialog, requests } = await openEdit('background', {
      'PATCH /api/v2/matches/41': () => json({ match: aMatch() }),
    })
    await user.click(within(dialog).getByRole('radio', { name: /Gradient/ }))
    const from = within(dialog).getByTestId('gradient-from')
    await user.clear(from)
    await user.type(from, '#112233')
    expect(within(dialog).getByTestId('background-preview').getAttribute('style')).toContain('linear-gradient')
    await user.click(within(dialog).getByTestId('save-background'))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        match: { background: { style: 'gradient', from: '#112233', to: '#22c55e' } },
      }),
    )
  })

  it("Background: a failure toasts 'Failed to update background'", async () => {
    const { user, dialog } = await openEdit('background', {
      'PATCH /api/v2/matches/41': () => json({ message: 'Service unavailable' }, { status: 503 }),
    })
    await user.click(within(dialog).getByRole('radio', { name: /Gradient/ }))
    await user.click(within(dialog).getByTestId('save-background'))
    expect(await screen.findByText('Failed to update background')).toBeInTheDocument()
  })

  it('Server saves the indicator with PATCH and a new order with PUT …/server', async () => {
    const { user, dialog, requests } = await openEdit('server', {
      'PATCH /api/v2/matches/41': () => json({ match: aMatch({ show_server_indicator: false }) }),
      'PUT /api/v2/matches/41/server': () => json({ match: aMatch({ server_order: [103, 101, 104, 102] }) }),
    })
    await user.click(within(dialog).getByRole('switch', { name: 'Show the server indicator' }))
    // Move Lea Virta (second) up to first: the order stays alternating.
    await user.click(within(dialog).getByRole('button', { name: 'Move Lea Virta up' }))
    await user.click(within(dialog).getByRole('button', { name: 'Move Mia Salo up' }))
    await user.click(within(dialog).getByTestId('save-server'))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ server_order: [103, 101, 104, 102] }),
    )
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ match: { show_server_indicator: false } })
  })

  it('Delete confirms, deletes and goes back to /matches', async () => {
    const { user, dialog, router, requests } = await openEdit('delete', {
      'DELETE /api/v2/matches/41': () => new Response(null, { status: 204 }),
    })
    await user.click(within(dialog).getByTestId('confirm-delete'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'))
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/v2/matches/41')).toBe(true)
  })

  it("Delete: a failure toasts 'Failed to delete match'", async () => {
    const { user, dialog } = await openEdit('delete', {
      'DELETE /api/v2/matches/41': () =>
        json({ message: 'You do not have permission to change this match' }, { status: 403 }),
    })
    await user.click(within(dialog).getByTestId('confirm-delete'))
    expect(await screen.findByText('Failed to delete match')).toBeInTheDocument()
  })
})
