import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { courtWallResponseSchema, type CourtWall, type PublicMatch } from '@courtside/contracts'
import { json, mockApi } from './api-mock'
import { renderApp } from './render-app'
import { wallGrid } from '@/features/court-wall/components/wall-grid'
import { aPublicMatch } from './public-match-fixture'

/**
 * The court wall at /wall/:token (docs/decisions/0065-club-courts-and-the-court-wall.md) against a mocked wall
 * answer, with the guest socket replaced by a stand-in the test drives like the server would.
 */
const guest = vi.hoisted(() => ({
  handlers: null as null | { received: (data: unknown) => void; connected?: (reconnected: boolean) => void },
  identifier: null as null | Record<string, unknown>,
}))
vi.mock('@/lib/socket', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/socket')>()),
  subscribeAsGuest: (identifier: Record<string, unknown>, handlers: typeof guest.handlers) => {
    guest.identifier = identifier
    guest.handlers = handlers
    return () => {}
  },
}))

const TOKEN = 'w'.repeat(32)
const PATH = `/api/v2/walls/${TOKEN}`

const finished = aPublicMatch({
  title: 'Morning ladder',
  status: 'finished',
  pairs: [
    {
      team: 0,
      players: [
        { id: 5, name: 'Aino Salo' },
        { id: 6, name: 'Eva Berg' },
      ],
    },
    {
      team: 1,
      players: [
        { id: 7, name: 'Noa Lind' },
        { id: 8, name: 'Pia Kallio' },
      ],
    },
  ],
  score: {
    sets: [
      { games: [3, 6], tie_break: null, super_tie_break: false },
      { games: [4, 6], tie_break: null, super_tie_break: false },
    ],
    current_game: null,
    server_id: null,
    winner_team: 1,
  },
})

/** Centre (a public match), Court 2 (a hidden one), Court 3 (free), Court 4 (a finished public match). */
function aWall(centre: PublicMatch = aPublicMatch()): { wall: CourtWall } {
  return courtWallResponseSchema.parse({
    wall: {
      organization: { name: 'Padel Club Oulu' },
      courts: [
        { name: 'Centre', match: centre },
        { name: 'Court 2', match: { status: 'in_use' } },
        { name: 'Court 3', match: null },
        { name: 'Court 4', match: finished },
      ],
    },
  })
}

const tile = (name: string) => screen.getByRole('region', { name })

beforeEach(() => {
  guest.handlers = null
  guest.identifier = null
})

describe('the court wall', () => {
  it('shows every court in order: the public match in full, the hidden one as in use, the free one as free', async () => {
    mockApi({ [`GET ${PATH}`]: () => json(aWall()) })
    renderApp(`/wall/${TOKEN}`)

    expect(await screen.findByRole('heading', { level: 1, name: 'Padel Club Oulu' })).toBeVisible()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Centre',
      'Court 2',
      'Court 3',
      'Court 4',
    ])
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()

    const centre = tile('Centre')
    expect(within(centre).getByText('Club final')).toBeVisible()
    expect(within(centre).getByText('Ongoing')).toBeVisible()
    const table = within(centre).getByRole('table', { name: 'Score on Centre' })
    const rows = within(table).getAllByRole('row').slice(1)
    // Row by row as a screen reader reads it: the side (and who serves), set 1, set 2, the game's points.
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['6', '2', '30'],
      ['4', '3', '15'],
    ])
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(/^Iida Koski & Ana Ortiz$/)
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/^Lea Virta & Maria Lopez\s*Serving$/)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Team', 'Set 1', 'Set 2', 'Game'])
    expect(within(centre).getByText('Serving: Lea Virta')).toBeVisible()
    expect(within(centre).queryByTestId('silent-scorer')).toBeNull()

    // The hidden match: the court is taken, and nothing else about it is on the page.
    const hidden = tile('Court 2')
    expect(hidden).toHaveTextContent(/^Court 2\s*In use$/)
    expect(within(hidden).queryByRole('table')).toBeNull()
    expect(tile('Court 3')).toHaveTextContent(/^Court 3\s*Free$/)

    const done = tile('Court 4')
    expect(within(done).getByText('Finished')).toBeVisible()
    expect(within(done).getByText('Winner: Noa Lind & Pia Kallio')).toBeVisible()
    expect(within(done).getAllByRole('rowheader')[1]).toHaveTextContent('Winner of the match')
    expect(within(done).queryByText(/^Serving/)).toBeNull()
  })

  it('says an ongoing match has had no update after five minutes on the server clock', async () => {
    const quiet = aPublicMatch({
      last_point_at: '2026-03-01T10:00:00.000Z',
      server_time: '2026-03-01T10:07:30.000Z',
    })
    mockApi({ [`GET ${PATH}`]: () => json(aWall(quiet)) })
    renderApp(`/wall/${TOKEN}`)

    const centre = await screen.findByRole('region', { name: 'Centre' })
    expect(within(centre).getByTestId('silent-scorer')).toHaveTextContent('No update for 7 min')
    // A finished match is never "quiet", however old its last point.
    expect(within(tile('Court 4')).queryByTestId('silent-scorer')).toBeNull()
  })

  it('reads the wall again on every message of its channel and when the socket comes back', async () => {
    let points: [string, string] = ['30', '15']
    const { requests } = mockApi({
      [`GET ${PATH}`]: () =>
        json(aWall(aPublicMatch({ score: { ...aPublicMatch().score, current_game: { points, tie_break: false } } }))),
    })
    renderApp(`/wall/${TOKEN}`)
    const centre = await screen.findByRole('region', { name: 'Centre' })
    await waitFor(() => expect(guest.identifier).toEqual({ channel: 'PublicWallChannel', token: TOKEN }))
    const reads = () => requests.filter((r) => r.path === PATH).length
    expect(reads()).toBe(1)

    points = ['40', '15']
    guest.handlers!.received({ type: 'wall_updated' })
    await waitFor(() => expect(within(centre).getByTestId('court-points-0')).toHaveTextContent('40'))
    expect(reads()).toBe(2)

    // Not a wall message: nothing is read.
    guest.handlers!.received({ type: 'something_else' })
    guest.handlers!.connected?.(true)
    await waitFor(() => expect(reads()).toBe(3))
  })

  it('shows why a link opens nothing, with a retry that reads it again', async () => {
    const { requests } = mockApi({
      [`GET ${PATH}`]: () => json({ error: { code: 'notFound', message: 'Not found' } }, { status: 404 }),
    })
    renderApp(`/wall/${TOKEN}`)

    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not open a court wall' })).toBeVisible()
    expect(screen.queryByTestId('court-tile')).toBeNull()
    const reads = () => requests.filter((r) => r.path === PATH).length
    expect(reads()).toBe(1)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(reads()).toBe(2))
  })

  it('lays out up to 16 courts on one wide screen and scrolls a longer wall by rows of a quarter screen', () => {
    const layouts = [1, 2, 3, 4, 5, 9, 10, 16, 17, 32].map((n) => {
      const { cols, rows, visibleRows } = wallGrid(n)
      return `${n}: ${cols}×${rows}/${visibleRows}`
    })
    expect(layouts).toEqual([
      '1: 1×1/1',
      '2: 2×1/1',
      '3: 3×1/1',
      '4: 2×2/2',
      '5: 3×2/2',
      '9: 3×3/3',
      '10: 4×3/3',
      '16: 4×4/4',
      '17: 4×5/4',
      '32: 4×8/4',
    ])
  })
})
