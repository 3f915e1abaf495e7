import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { json, mockApi } from './api-mock'
import { renderApp } from './render-app'
import { aPublicMatch } from './public-match-fixture'

/**
 * The broadcast overlay at /live/:token?overlay=1 against a mocked scoreboard answer, with the guest socket
 * replaced by a stand-in the test drives like the server would.
 */
const guest = vi.hoisted(() => ({
  handlers: null as null | {
    received: (data: unknown) => void
    connected?: (reconnected: boolean) => void
    disconnected?: () => void
  },
}))
vi.mock('@/lib/socket', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/socket')>()),
  subscribeAsGuest: (_identifier: Record<string, unknown>, handlers: typeof guest.handlers) => {
    guest.handlers = handlers
    return () => {}
  },
}))

const TOKEN = 's'.repeat(32)
const PATH = `/api/v2/live/${TOKEN}`

/** Each row of the bug as it shows: the short names, then the games of each set and the game's points. */
const bugRows = () =>
  [0, 1].map((team) => {
    const row = screen.getByTestId(`score-bug-team-${team}`)
    return [
      within(row).getByTestId('score-bug-name').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ]
  })

const place = () => screen.getByTestId('score-overlay-place')

beforeEach(() => {
  guest.handlers = null
  document.documentElement.removeAttribute('style')
  document.body.removeAttribute('style')
})

describe('the broadcast overlay', () => {
  it('shows the score bug alone: short names, games per set, the points, the server', async () => {
    mockApi({ [`GET ${PATH}`]: () => json({ match: aPublicMatch() }) })
    renderApp(`/live/${TOKEN}?overlay=1&corner=bottom-right`)

    await screen.findByTestId('score-bug')
    expect(bugRows()).toEqual([
      ['Koski / Ortiz', '6', '2', '30'],
      ['Virta / Lopez', '4', '3', '15'],
    ])
    // The serving ball is a shape on team 1's row, and in words for a screen reader; the full names are read too.
    expect(within(screen.getByTestId('score-bug-team-1')).getByTestId('score-bug-server')).toBeInTheDocument()
    expect(within(screen.getByTestId('score-bug-team-0')).queryByTestId('score-bug-server')).toBeNull()
    const headers = screen.getAllByRole('rowheader')
    expect(headers[0]).toHaveTextContent(/^Koski \/ OrtizIida Koski & Ana Ortiz$/)
    expect(headers[1]).toHaveTextContent(/^Virta \/ LopezLea Virta & Maria LopezServing$/)
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Team', 'Set 1', 'Set 2', 'Game'])
    expect(screen.getByRole('main', { name: 'Score overlay for the broadcast' })).toBeInTheDocument()
    // Nothing of the page around it: no header, title, latest points or statistics; no live dot until it is down.
    expect(screen.queryByRole('banner')).toBeNull()
    expect(screen.queryByText('Club final')).toBeNull()
    expect(screen.queryByText('Latest points')).toBeNull()
    expect(screen.queryByTestId('live-indicator')).toBeNull()
  })

  it('shows a tie-break’s points, the winner of a finished match, and no server when the coach hides it', async () => {
    let match = aPublicMatch({
      score: {
        sets: [{ games: [6, 6], tie_break: null, super_tie_break: false }],
        current_game: { points: ['5', '3'], tie_break: true },
        server_id: 1,
        winner_team: null,
      },
      show_server_indicator: false,
    })
    mockApi({ [`GET ${PATH}`]: () => json({ match }) })
    const { queryClient } = renderApp(`/live/${TOKEN}?overlay=1`)

    await screen.findByTestId('score-bug')
    expect(bugRows()).toEqual([
      ['Koski / Ortiz', '6', '5'],
      ['Virta / Lopez', '6', '3'],
    ])
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Team', 'Set 1', 'Tie-break'])
    expect(screen.queryByTestId('score-bug-server')).toBeNull()

    match = aPublicMatch({
      status: 'finished',
      score: {
        sets: [
          { games: [7, 6], tie_break: [7, 5], super_tie_break: false },
          { games: [3, 6], tie_break: null, super_tie_break: false },
          { games: [8, 10], tie_break: null, super_tie_break: true },
        ],
        current_game: null,
        server_id: null,
        winner_team: 1,
      },
    })
    // The query's observers hear the new answer in a later task (TanStack's notify batching): wait for it.
    await act(() => queryClient.invalidateQueries())
    await waitFor(() =>
      expect(bugRows()).toEqual([
        ['Koski / Ortiz', '77', '3', '8'],
        ['Virta / Lopez', '65', '6', '10'],
      ]),
    )
    expect(screen.getAllByRole('rowheader')[1]).toHaveTextContent('Winner of the match')
    expect(screen.getAllByRole('rowheader')[0]).not.toHaveTextContent('Winner of the match')
  })

  it.each([
    ['top-left', ['top-[48px]', 'left-[48px]']],
    ['top-right', ['top-[48px]', 'right-[48px]']],
    ['bottom-left', ['bottom-[48px]', 'left-[48px]']],
    ['bottom-right', ['bottom-[48px]', 'right-[48px]']],
    // The default, and a misspelt corner falls back to it.
    [null, ['top-[48px]', 'left-[48px]']],
    ['middle', ['top-[48px]', 'left-[48px]']],
  ] as const)('puts the bug in the corner %s asks for, 48 px from its edges', async (corner, classes) => {
    mockApi({ [`GET ${PATH}`]: () => json({ match: aPublicMatch() }) })
    renderApp(`/live/${TOKEN}?overlay=1${corner ? `&corner=${corner}` : ''}`)

    await screen.findByTestId('score-bug')
    const stage = screen.getByTestId('score-overlay')
    expect(stage).toHaveAttribute('data-corner', corner === null || corner === 'middle' ? 'top-left' : corner)
    expect(stage).toHaveClass('fixed', 'top-0', 'left-0', 'w-[1920px]', 'h-[1080px]', 'overflow-hidden', 'cursor-none')
    expect(place()).toHaveClass('absolute', ...classes)
    const edges: readonly string[] = classes
    const others = ['top-[48px]', 'bottom-[48px]', 'left-[48px]', 'right-[48px]'].filter((c) => !edges.includes(c))
    for (const other of others) expect(place()).not.toHaveClass(other)
  })

  it('makes html and body see-through, cursorless and unscrollable while shown, and puts them back after', async () => {
    document.body.style.backgroundColor = 'rgb(1, 2, 3)'
    mockApi({ [`GET ${PATH}`]: () => json({ match: aPublicMatch() }) })
    const { router } = renderApp(`/live/${TOKEN}?overlay=1`)

    await screen.findByTestId('score-bug')
    for (const element of [document.documentElement, document.body]) {
      expect(element.style.backgroundColor).toBe('transparent')
      expect(element.style.backgroundImage).toBe('none')
      expect(element.style.cursor).toBe('none')
      expect(element.style.overflow).toBe('hidden')
    }

    // The same link without the overlay: the normal page, and the page's own looks back.
    await act(() => router.navigate(`/live/${TOKEN}`))
    await screen.findByRole('heading', { name: 'Club final' })
    expect(screen.queryByTestId('score-overlay')).toBeNull()
    expect(document.body.style.backgroundColor).toBe('rgb(1, 2, 3)')
    expect(document.documentElement.style.backgroundColor).toBe('')
    for (const element of [document.documentElement, document.body]) {
      expect(element.style.backgroundImage).toBe('')
      expect(element.style.cursor).toBe('')
      expect(element.style.overflow).toBe('')
    }
  })

  it('says "No update for n min" after five minutes without a point on the server clock, not before', async () => {
    // The viewer's own clock is a day off: only the server's stamps count.
    let match = aPublicMatch({ last_point_at: '2026-03-01T10:00:00.000Z', server_time: '2026-03-01T10:04:59.000Z' })
    mockApi({ [`GET ${PATH}`]: () => json({ match }) })
    const { queryClient } = renderApp(`/live/${TOKEN}?overlay=1&corner=bottom-left`)

    await screen.findByTestId('score-bug')
    expect(screen.queryByTestId('silent-scorer')).toBeNull()

    match = aPublicMatch({ last_point_at: '2026-03-01T10:00:00.000Z', server_time: '2026-03-01T10:06:30.000Z' })
    await act(() => queryClient.invalidateQueries())
    expect(await within(place()).findByTestId('silent-scorer')).toHaveTextContent(/^No update for 6 min$/)
  })

  it('says "Offline — reconnecting" while the socket is down, and nothing once it is back', async () => {
    mockApi({ [`GET ${PATH}`]: () => json({ match: aPublicMatch() }) })
    renderApp(`/live/${TOKEN}?overlay=1`)

    await screen.findByTestId('score-bug')
    act(() => guest.handlers!.connected?.(false))
    expect(screen.queryByTestId('live-indicator')).toBeNull()

    act(() => guest.handlers!.disconnected?.())
    expect(within(place()).getByTestId('live-indicator')).toHaveTextContent(/^Offline — reconnecting$/)
    expect(screen.getByTestId('score-bug')).toBeInTheDocument()

    act(() => guest.handlers!.connected?.(true))
    expect(screen.queryByTestId('live-indicator')).toBeNull()
  })

  it('asks again for a change newer than the one it shows, and not for the one it shows (told again on subscribing)', async () => {
    let asked = 0
    mockApi({
      [`GET ${PATH}`]: () => {
        asked++
        return json({ match: aPublicMatch() })
      },
    })
    renderApp(`/live/${TOKEN}?overlay=1`)
    await screen.findByTestId('score-bug')
    expect(asked).toBe(1)
    const shown = aPublicMatch().updated_at
    act(() => guest.handlers!.received({ type: 'match_updated', updated_at: shown }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).toBe(1)
    const later = new Date(Date.parse(shown) + 1000).toISOString()
    act(() => guest.handlers!.received({ type: 'match_updated', updated_at: later }))
    await waitFor(() => expect(asked).toBe(2))
    act(() => guest.handlers!.received({ type: 'resync' }))
    await waitFor(() => expect(asked).toBe(3))
  })

  it('shows nothing while loading, and one small line for a link that opens nothing', async () => {
    let answer: (response: Response) => void = () => {}
    mockApi({ [`GET ${PATH}`]: () => new Promise<Response>((resolve) => (answer = resolve)) })
    renderApp(`/live/${TOKEN}?overlay=1&corner=top-right`)

    const stage = await screen.findByTestId('score-overlay')
    expect(stage).toBeEmptyDOMElement()
    expect(screen.queryByRole('status')).toBeNull()

    await act(async () => answer(json({ error: { code: 'notFound', message: 'Not found' } }, { status: 404 })))
    expect(await screen.findByTestId('score-overlay-unavailable')).toHaveTextContent(
      /^This link does not open a match$/,
    )
    expect(stage.textContent).toBe('This link does not open a match')
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
