// Longer than 300 lines on purpose: the recorder's behaviours (quick points, outbox, details, server) with one fake API.
import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FREE_BALL_FIELDS } from '@courtside/contracts'
import { resetOutboxes, storageKey } from '@/features/scoring/lib/outbox'
import { SYNC_NOTICE_DELAY_MS } from '@/features/scoring/components/sync-status'
import { json, mockApi, type MockRequest } from './api-mock'
import { aMatch, fakeMatchServer, matchAfter, renderRecorder } from './scoring-fixtures'

const POINT_A = 'Point to Iida Koski & Ana Ortiz'
const POINT_B = 'Point to Lea Virta & Mia Salo'
const posts = (requests: MockRequest[]) => requests.filter((r) => r.method === 'POST' && r.path.endsWith('/balls'))
const ballOf = (request: MockRequest | undefined) => (request?.body as { ball: Record<string, unknown> }).ball

afterEach(() => {
  resetOutboxes()
})

describe('MatchRecorder: quick points', () => {
  it('shows the point at once, then the server confirms it', async () => {
    const match = aMatch()
    const server = fakeMatchServer(match)
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { requests } = mockApi({
      ...server.handlers,
      'POST /api/v2/matches/41/balls': async (request) => {
        await gate
        return server.handlers['POST /api/v2/matches/41/balls']!(request)
      },
    })
    renderRecorder(match)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: POINT_A }))
    expect(screen.getByTestId('points-0')).toHaveTextContent('15')
    expect(screen.getByTestId('points-1')).toHaveTextContent('0')
    // Online, the line waits SYNC_NOTICE_DELAY_MS before calling the point waiting.
    expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument()
    expect(await screen.findByText('1 point waiting to sync')).toBeInTheDocument()
    release()
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument())
    expect(screen.getByTestId('points-0')).toHaveTextContent('15')
    const ball = ballOf(posts(requests)[0])
    expect(ball).toMatchObject({ point_type: 'other', winner_team: 0, finisher_id: null })
    expect(String(ball.client_id)).toMatch(/^[0-9a-f-]{36}$/)
    expect(localStorage.getItem(storageKey(41))).toBeNull()
  })

  it('scores several quick taps in order, sending them one at a time', async () => {
    const match = aMatch()
    const server = fakeMatchServer(match)
    const { requests } = mockApi(server.handlers)
    renderRecorder(match)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: POINT_A }))
    await user.click(screen.getByRole('button', { name: POINT_B }))
    await user.click(screen.getByRole('button', { name: POINT_A }))
    expect(screen.getByTestId('points-0')).toHaveTextContent('30')
    expect(screen.getByTestId('points-1')).toHaveTextContent('15')
    await waitFor(() => expect(server.winners).toEqual([0, 1, 0]))
    expect(posts(requests).map((r) => ballOf(r).winner_team)).toEqual([0, 1, 0])
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument())
    expect(screen.getByTestId('points-0')).toHaveTextContent('30')
  })

  it('never shows points confirmed within a moment as waiting: the page does not jump at each tap', async () => {
    const match = aMatch()
    const server = fakeMatchServer(match)
    mockApi(server.handlers)
    renderRecorder(match)
    const user = userEvent.setup()
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(screen.getByTestId('sync-status').textContent ?? ''))
    observer.observe(screen.getByTestId('sync-status'), { childList: true, subtree: true, characterData: true })
    for (const name of [POINT_A, POINT_B, POINT_A]) await user.click(screen.getByRole('button', { name }))
    await waitFor(() => expect(server.winners).toEqual([0, 1, 0]))
    await new Promise((resolve) => setTimeout(resolve, SYNC_NOTICE_DELAY_MS + 200))
    observer.disconnect()
    expect(seen).toEqual([])
    expect(screen.getByTestId('sync-status')).toBeEmptyDOMElement()
  })

  it('scores taps still syncing with the engine itself: a star point at the third deuce decides the game', async () => {
    const rules = { ...aMatch().rules, deciding_point_at_deuce: 3 as const, golden_point: false, star_point: true }
    // 40–40 at the second deuce (raw 4–4): the display alone cannot tell it from the first.
    const match = matchAfter(aMatch({ rules }), [0, 0, 0, 1, 1, 1, 0, 1])
    expect(match.score.current_game?.points).toEqual(['40', '40'])
    const server = fakeMatchServer(aMatch({ rules }))
    server.winners.push(0, 0, 0, 1, 1, 1, 0, 1)
    mockApi({ ...server.handlers, 'POST /api/v2/matches/41/balls': () => new Promise<Response>(() => {}) })
    renderRecorder(match)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: POINT_A }))
    expect(screen.getByTestId('points-0')).toHaveTextContent('AD')
    await user.click(screen.getByRole('button', { name: POINT_B }))
    expect(screen.getByTestId('points-0')).toHaveTextContent('40')
    // The third deuce is one deciding point: the next point wins the game.
    await user.click(screen.getByRole('button', { name: POINT_A }))
    expect(screen.getByTestId('points-0')).toHaveTextContent('0')
    expect(within(screen.getByTestId('score-row-0')).getAllByRole('cell')[0]).toHaveTextContent('1')
    expect(within(screen.getByTestId('score-row-1')).getAllByRole('cell')[0]).toHaveTextContent('0')
    expect(await screen.findByText('3 points waiting to sync')).toBeInTheDocument()
  })

  it('retries a point after a network error with the same client_id, never recording it twice', async () => {
    const match = aMatch()
    const server = fakeMatchServer(match)
    let calls = 0
    const { requests } = mockApi({
      ...server.handlers,
      'POST /api/v2/matches/41/balls': (request) => {
        calls += 1
        if (calls === 1) throw new TypeError('Failed to fetch')
        return server.handlers['POST /api/v2/matches/41/balls']!(request)
      },
    })
    renderRecorder(match)
    const user = userEvent.setup()
    const tappedFrom = Date.now()
    await user.click(screen.getByRole('button', { name: POINT_B }))
    const tappedTo = Date.now()
    expect(await screen.findByRole('button', { name: 'Retry now' })).toBeInTheDocument()
    expect(screen.getByText('1 point waiting to sync')).toBeInTheDocument()
    expect(screen.getByTestId('points-1')).toHaveTextContent('15')
    await user.click(screen.getByRole('button', { name: 'Retry now' }))
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument())
    const sent = posts(requests)
    expect(sent).toHaveLength(2)
    expect(ballOf(sent[0]).client_id).toBe(ballOf(sent[1]).client_id)
    // The tap's own time (ADR 0034), the same on the retry however late it goes.
    const tapped = Date.parse(String(ballOf(sent[0]).tapped_at))
    expect(tapped).toBeGreaterThanOrEqual(tappedFrom)
    expect(tapped).toBeLessThanOrEqual(tappedTo)
    expect(ballOf(sent[1]).tapped_at).toBe(ballOf(sent[0]).tapped_at)
    expect(server.winners).toEqual([1])
  })

  it('keeps unsent points across a reload and sends them with their client_id', async () => {
    const match = aMatch()
    mockApi({ 'POST /api/v2/matches/41/balls': () => json({ message: 'Service unavailable' }, { status: 503 }) })
    const first = renderRecorder(match)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: POINT_A }))
    await screen.findByRole('button', { name: 'Retry now' })
    const stored = (JSON.parse(localStorage.getItem(storageKey(41)) ?? '{}') as { ops: { id: string }[] }).ops
    expect(stored).toHaveLength(1)
    first.unmount()
    resetOutboxes() // the page reloads: memory gone, localStorage kept

    const server = fakeMatchServer(match)
    const { requests } = mockApi(server.handlers)
    renderRecorder(match)
    expect(screen.getByTestId('points-0')).toHaveTextContent('15')
    await waitFor(() => expect(server.winners).toEqual([0]))
    expect(ballOf(posts(requests)[0]).client_id).toBe(stored[0]?.id)
    await waitFor(() => expect(localStorage.getItem(storageKey(41))).toBeNull())
  })

  it('drops a refused point (4xx), rolls the score back and says so', async () => {
    const match = aMatch()
    mockApi({
      'POST /api/v2/matches/41/balls': () =>
        json({ message: 'The match is over: no more points can be added' }, { status: 422 }),
      'GET /api/v2/matches/41': () => json({ match }),
    })
    renderRecorder(match)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: POINT_A }))
    expect(await screen.findByText('Failed to add point')).toBeInTheDocument()
    expect(screen.getByTestId('points-0')).toHaveTextContent('0')
    // Never a silent drop (ADR 0038): the refused point stays listed, with the reason, until the coach has seen it.
    const conflicts = await screen.findByTestId('sync-conflicts')
    expect(conflicts).toHaveTextContent('1 change was not recorded')
    expect(conflicts).toHaveTextContent(/Point to Iida Koski & Ana Ortiz \(tapped .+\) — The match is over/)
    await user.click(within(conflicts).getByRole('button', { name: 'Got it' }))
    expect(screen.queryByTestId('sync-conflicts')).not.toBeInTheDocument()
    expect(localStorage.getItem(storageKey(41))).toBeNull()
  })
})

describe('MatchRecorder: undo', () => {
  it("says 'No points to remove' when there are none, without calling the API", async () => {
    const { requests } = mockApi({})
    renderRecorder(aMatch())
    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo last point' }))
    expect(await screen.findByText('No points to remove')).toBeInTheDocument()
    expect(requests).toHaveLength(0)
  })

  it('removes a pending point on the device, never calling DELETE', async () => {
    const { requests } = mockApi({
      'POST /api/v2/matches/41/balls': () => json({ message: 'Service unavailable' }, { status: 503 }),
    })
    renderRecorder(aMatch())
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: POINT_A }))
    await screen.findByRole('button', { name: 'Retry now' })
    await user.click(screen.getByRole('button', { name: POINT_B }))
    expect(screen.getByTestId('points-1')).toHaveTextContent('15')
    await user.click(screen.getByRole('button', { name: 'Undo last point' }))
    expect(screen.getByTestId('points-1')).toHaveTextContent('0')
    expect(screen.getByText('1 point waiting to sync')).toBeInTheDocument()
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false)
  })

  it('removes a confirmed point through DELETE …/balls/last', async () => {
    const match = aMatch()
    const server = fakeMatchServer(match)
    const { requests } = mockApi(server.handlers)
    renderRecorder(match)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: POINT_A }))
    await waitFor(() => expect(server.winners).toEqual([0]))
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Undo last point' }))
    expect(screen.getByTestId('points-0')).toHaveTextContent('0')
    await waitFor(() => expect(server.winners).toEqual([]))
    const deletes = requests.filter((r) => r.method === 'DELETE')
    expect(deletes.map((r) => r.path)).toEqual(['/api/v2/matches/41/balls/last'])
    // The undo names its point (ADR 0038): sent twice, it would still remove one.
    expect(deletes[0]?.query.get('client_id')).toBe(ballOf(posts(requests)[0]).client_id)
  })
})

describe('MatchRecorder: add point with details', () => {
  it('records a pro point with shot detail', async () => {
    const match = aMatch()
    const server = fakeMatchServer(match)
    const { requests } = mockApi(server.handlers)
    renderRecorder(match)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add point with details' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Step 1 of 7')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /Iida Koski/ }))
    await user.click(within(dialog).getByTestId('point-type-winner'))
    expect(within(dialog).getByTestId('details-step-shot')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Bandeja' }))
    await user.click(within(dialog).getByRole('radio', { name: 'Fast' }))
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    // previous shot: an opponent of the finisher, or none
    expect(within(dialog).getByRole('button', { name: /Lea Virta/ })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /Ana Ortiz/ })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /Lea Virta/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Lob' }))
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    // positions by keyboard: Enter picks "from", arrows move, Enter picks "to"
    const court = within(dialog).getByTestId('court-drawing')
    court.focus()
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{Enter}')
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }))
    expect(within(dialog).getByTestId('details-summary-winner')).toHaveTextContent('Point to Iida Koski & Ana Ortiz')
    await user.click(within(dialog).getByRole('button', { name: 'Save point' }))
    await waitFor(() => expect(server.winners).toEqual([0]))
    const ball = ballOf(posts(requests)[0])
    expect(ball).toMatchObject({
      point_type: 'winner',
      finisher_id: 101,
      winner_team: null,
      shot_type: 'bandeja',
      shot_speed: 'fast',
      previous_shooter_id: 103,
      previous_shot_type: 'lob',
      from: { x: 0.5, y: 0.5 },
    })
    expect(ball.to).toEqual({ x: 0.5, y: 0.6 })
    expect(screen.getByTestId('points-0')).toHaveTextContent('15')
  })

  it('on a free match offers finisher, point type and comment only, with an upgrade hint, and sends no shot fields', async () => {
    const match = aMatch({ license: 'free' })
    const server = fakeMatchServer(match)
    const { requests } = mockApi(server.handlers)
    renderRecorder(match)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add point with details' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Step 1 of 4')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /Lea Virta/ }))
    expect(within(dialog).getByTestId('upgrade-hint')).toHaveTextContent('Pro adds shot types')
    expect(within(dialog).getByRole('link', { name: 'Upgrade to pro' })).toHaveAttribute('href', '/profile')
    await user.click(within(dialog).getByTestId('point-type-unforced_error'))
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'net 1d2')
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save point' }))
    await waitFor(() => expect(server.winners).toEqual([0]))
    const ball = ballOf(posts(requests)[0])
    expect(Object.keys(ball).every((key) => (FREE_BALL_FIELDS as readonly string[]).includes(key))).toBe(true)
    expect(ball).toMatchObject({ point_type: 'unforced_error', finisher_id: 103, comment: 'net 1d2' })
  })

  it('disables impossible point types with the reason (the server is Iida Koski)', async () => {
    mockApi({})
    renderRecorder(aMatch())
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add point with details' }))
    let dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: /Lea Virta/ }))
    expect(within(dialog).getByTestId('point-type-ace')).toBeDisabled()
    expect(within(dialog).getByTestId('point-type-ace')).toHaveAccessibleDescription(
      'An ace can only be hit by the server',
    )
    expect(within(dialog).getByTestId('point-type-double_fault')).toBeDisabled()
    expect(within(dialog).getByTestId('point-type-serve_return_error')).toBeEnabled()
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    await user.click(within(dialog).getByRole('button', { name: /Ana Ortiz/ }))
    // the server's partner neither aces nor misses a return
    expect(within(dialog).getByTestId('point-type-ace')).toBeDisabled()
    expect(within(dialog).getByTestId('point-type-serve_return_error')).toBeDisabled()
    expect(within(dialog).getByTestId('point-type-serve_return_error')).toHaveAccessibleDescription(
      'A serve return error can only be made by the receiving team',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    await user.keyboard('1') // number keys pick inside the flow: player 1 is the server
    dialog = screen.getByRole('dialog')
    expect(within(dialog).getByTestId('point-type-ace')).toBeEnabled()
    expect(within(dialog).getByTestId('point-type-serve_return_error')).toBeDisabled()
  })
})

describe('MatchRecorder: change server', () => {
  it('asks to pick a player, then saves the pick with PUT …/server', async () => {
    const match = aMatch()
    const server = fakeMatchServer(match)
    const { requests } = mockApi(server.handlers)
    renderRecorder(match)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Change server' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Save server' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a valid player to set as server.')
    await user.click(within(dialog).getByRole('radio', { name: /Lea Virta/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Save server' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ player_id: 103, at_point: 0 })
    expect(screen.getByTestId('serving-line')).toHaveTextContent('Serving: Lea Virta')
  })

  it('checks a dragged order with the domain before saving it', async () => {
    const match = aMatch()
    const server = fakeMatchServer(match)
    const { requests } = mockApi(server.handlers)
    renderRecorder(match)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Change server' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('tab', { name: 'Full order' }))
    await user.click(within(dialog).getByRole('button', { name: 'Move Iida Koski down' }))
    expect(within(dialog).getByTestId('order-warning')).toHaveTextContent(
      'Invalid server order - players must alternate between teams',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save server' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Invalid server order - players must alternate between teams',
    )
    expect(requests.some((r) => r.method === 'PUT')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Move Ana Ortiz down' }))
    // Lea, Iida, Mia, Ana: the teams alternate again
    expect(within(dialog).queryByTestId('order-warning')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save server' }))
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')).toBeDefined())
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ server_order: [103, 101, 104, 102], at_point: 0 })
  })

  it("answers 'No active ball to update server for' on a finished match", async () => {
    mockApi({})
    renderRecorder(
      aMatch({
        status: 'finished',
        score: {
          sets: [
            { games: [6, 0], tie_break: null, super_tie_break: false },
            { games: [6, 0], tie_break: null, super_tie_break: false },
          ],
          current_game: null,
          server_id: null,
          winner_team: 0,
        },
      }),
    )
    expect(screen.getByTestId('winner-banner')).toHaveTextContent('Iida Koski & Ana Ortiz won the match')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change server' }))
    expect(await screen.findByText('No active ball to update server for')).toBeInTheDocument()
  })

  it("toasts 'Failed to update server' when the API refuses, and lists the change", async () => {
    mockApi({
      'PUT /api/v2/matches/41/server': () =>
        json({ message: 'Please select a valid player to set as server.', code: 'invalidServer' }, { status: 422 }),
    })
    renderRecorder(aMatch())
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Change server' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('radio', { name: /Mia Salo/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Save server' }))
    expect(await screen.findByText('Failed to update server')).toBeInTheDocument()
    expect(await screen.findByTestId('sync-conflicts')).toHaveTextContent(/Server change \(at .+\)/)
  })

  it('queues a server change behind points still waiting, at the point the coach sees, and shows it at once', async () => {
    const match = aMatch()
    const server = fakeMatchServer(match)
    let online = false
    const { requests } = mockApi({
      ...server.handlers,
      'POST /api/v2/matches/41/balls': (request) =>
        online ? server.handlers['POST /api/v2/matches/41/balls']!(request) : Promise.reject(new TypeError('offline')),
    })
    renderRecorder(match)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: POINT_A }))
    await screen.findByRole('button', { name: 'Retry now' })
    await user.click(screen.getByRole('button', { name: 'Change server' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('radio', { name: /Lea Virta/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Save server' }))
    expect(screen.getByTestId('serving-line')).toHaveTextContent('Serving: Lea Virta')
    expect(requests.some((r) => r.method === 'PUT')).toBe(false)
    online = true
    await user.click(screen.getByRole('button', { name: 'Retry now' }))
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ player_id: 103, at_point: 1 }))
    await waitFor(() => expect(screen.queryByTestId('sync-status')).toBeEmptyDOMElement())
    expect(screen.getByTestId('serving-line')).toHaveTextContent('Serving: Lea Virta')
  })
})

describe('MatchRecorder: keyboard shortcuts', () => {
  it('1 and 2 score, u undoes, and nothing fires while typing', async () => {
    const match = aMatch()
    const server = fakeMatchServer(match)
    mockApi(server.handlers)
    renderRecorder(match)
    const user = userEvent.setup()
    await user.keyboard('1')
    await user.keyboard('2')
    expect(screen.getByTestId('points-0')).toHaveTextContent('15')
    expect(screen.getByTestId('points-1')).toHaveTextContent('15')
    await waitFor(() => expect(server.winners).toEqual([0, 1]))
    await user.keyboard('d')
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toBeInTheDocument()
  })
})
