import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CourtListItem } from '@courtside/contracts'
import { json, mockApi, type MockRequest } from './api-mock'
import { aMatch, anOrganization, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

/**
 * Club courts on the organization page (docs/decisions/0065-club-courts-and-the-court-wall.md) against a small
 * stand-in of the courts API that keeps positions 0 … n − 1, and the QR start route into the new-match wizard.
 */
const ORG = 7
const base = `/api/v2/organizations/${ORG}/courts`
const score = (games: [number, number]) => ({
  sets: [{ games, tie_break: null, super_tie_break: false }],
  current_game: null,
  server_id: null,
  winner_team: null,
})

const detail = (role: string) => ({
  ...anOrganization({ id: ORG, role }),
  users: [{ id: 1, name: 'Iida Koski', email: 'iida@example.com', role, added_at: '2026-02-01T10:00:00.000Z' }],
  players: [],
})

function courtsApi(initial: CourtListItem[]) {
  let courts = initial
  let nextId = 100
  const renumber = (list: CourtListItem[]) => list.map((court, position) => ({ ...court, position }))
  const handlers: Record<string, (request: MockRequest) => Response> = {
    [`GET ${base}`]: () => json({ courts }),
    [`POST ${base}`]: (request) => {
      const { name } = (request.body as { court: { name: string } }).court
      const court = { id: nextId++, name, position: courts.length, in_use: false, current_match: null }
      courts = [...courts, court]
      return json({ court }, { status: 201 })
    },
  }
  for (const id of [1, 2, 3, 100]) {
    handlers[`PATCH ${base}/${id}`] = (request) => {
      const change = (request.body as { court: { name?: string; position?: number } }).court
      const court = { ...courts.find((c) => c.id === id)!, ...(change.name ? { name: change.name } : {}) }
      const rest = courts.filter((c) => c.id !== id)
      rest.splice(change.position ?? court.position, 0, court)
      courts = renumber(rest)
      return json({ court: courts.find((c) => c.id === id) })
    }
    handlers[`DELETE ${base}/${id}`] = () => {
      courts = renumber(courts.filter((c) => c.id !== id))
      return new Response(null, { status: 204 })
    }
  }
  return handlers
}

const threeCourts = (): CourtListItem[] => [
  {
    id: 1,
    name: 'Centre',
    position: 0,
    in_use: true,
    current_match: { id: 41, title: 'Club final', score: score([6, 4]) },
  },
  { id: 2, name: 'Court 2', position: 1, in_use: true, current_match: null },
  { id: 3, name: 'Court 3', position: 2, in_use: false, current_match: null },
]

const names = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span.font-medium')?.textContent)

describe('courts on the organization page', () => {
  it('lets an admin add, rename, move and remove courts', async () => {
    const { requests } = signedIn({
      [`GET /api/v2/organizations/${ORG}`]: () => json({ organization: detail('admin') }),
      ...courtsApi(threeCourts()),
    })
    const user = userEvent.setup()
    renderApp(`/organizations/${ORG}`)
    const card = await screen.findByTestId('courts-card', {}, { timeout: 5000 })
    await waitFor(() => expect(names(card)).toEqual(['Centre', 'Court 2', 'Court 3']))
    expect(within(card).getByTestId('court-1')).toHaveTextContent('Club final 6–4')
    expect(within(card).getByTestId('court-2')).toHaveTextContent('In use')
    expect(within(card).getByTestId('court-3')).toHaveTextContent('Free')

    await user.type(within(card).getByLabelText('New court'), 'Court 4')
    await user.click(within(card).getByRole('button', { name: 'Add court' }))
    await waitFor(() => expect(names(card)).toEqual(['Centre', 'Court 2', 'Court 3', 'Court 4']))
    expect(requests.find((r) => r.method === 'POST' && r.path === base)?.body).toEqual({ court: { name: 'Court 4' } })

    await user.click(within(card).getByRole('button', { name: 'Rename Court 2' }))
    const field = within(card).getByLabelText('Name of Court 2')
    await user.clear(field)
    await user.type(field, 'Glass court{Enter}')
    await waitFor(() => expect(names(card)).toEqual(['Centre', 'Glass court', 'Court 3', 'Court 4']))
    expect(requests.find((r) => r.method === 'PATCH' && r.path === `${base}/2`)?.body).toEqual({
      court: { name: 'Glass court' },
    })

    // Keyboard: the move buttons are reachable and pressed with Enter.
    within(card).getByRole('button', { name: 'Move Court 3 up' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(names(card)).toEqual(['Centre', 'Court 3', 'Glass court', 'Court 4']))
    expect(within(card).getByRole('button', { name: 'Move Centre up' })).toBeDisabled()
    await user.click(within(card).getByRole('button', { name: 'Move Centre down' }))
    await waitFor(() => expect(names(card)).toEqual(['Court 3', 'Centre', 'Glass court', 'Court 4']))
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { court: { name: 'Glass court' } },
      { court: { position: 1 } },
      { court: { position: 1 } },
    ])

    await user.click(within(card).getByRole('button', { name: 'Remove Court 4' }))
    const dialog = await screen.findByTestId('remove-court-dialog')
    expect(dialog).toHaveTextContent('Remove Court 4?')
    await user.click(within(dialog).getByTestId('confirm-action'))
    await waitFor(() => expect(names(card)).toEqual(['Court 3', 'Centre', 'Glass court']))
    expect(requests.some((r) => r.method === 'DELETE' && r.path === `${base}/100`)).toBe(true)

    // The printable sheet: a QR code for every court, leading to its start address.
    const sheet = screen.getByTestId('court-qr-sheet')
    await waitFor(() => expect(within(sheet).getAllByRole('img', { hidden: true })).toHaveLength(3))
    expect(within(sheet).getByText('Glass court')).toBeInTheDocument()
  })

  it('shows a member the courts read-only', async () => {
    signedIn({
      [`GET /api/v2/organizations/${ORG}`]: () => json({ organization: detail('coach') }),
      ...courtsApi(threeCourts()),
    })
    renderApp(`/organizations/${ORG}`)
    const card = await screen.findByTestId('courts-card', {}, { timeout: 5000 })
    await waitFor(() => expect(names(card)).toEqual(['Centre', 'Court 2', 'Court 3']))
    expect(within(card).getByRole('link', { name: /Club final/ })).toHaveAttribute('href', '/matches/41')
    expect(within(card).getByTestId('court-3')).toHaveTextContent('Free')
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
    expect(within(card).queryByLabelText('New court')).not.toBeInTheDocument()
    expect(screen.queryByTestId('court-qr-sheet')).not.toBeInTheDocument()
  })
})

describe('starting a match from a court QR code', () => {
  const startPath = '/courts/2/start'
  const oneCourt = (organization = { id: ORG, name: "Iida's team" }) => ({
    'GET /api/v2/courts/2': () => json({ court: { id: 2, name: 'Court 2', position: 1, organization } }),
  })

  it('opens the wizard with the organization and the court filled in, and sends court_id', async () => {
    const { requests } = signedIn({
      ...courtsApi(threeCourts()),
      ...oneCourt(),
      'POST /api/v2/matches': () => json({ match: aMatch({ id: 55 }) }, { status: 201 }),
      'GET /api/v2/matches/55': () => json({ match: aMatch({ id: 55 }) }),
      'GET /api/v2/matches/55/balls': () => json({ balls: [] }),
    })
    const user = userEvent.setup()
    const { router } = renderApp(startPath)
    await screen.findByRole('dialog', { name: 'New match' }, { timeout: 5000 })
    await user.click(screen.getByTestId('wizard-continue'))
    const details = await screen.findByRole('dialog', { name: 'Match details and rules' })
    const court = within(details).getByTestId('court-select')
    await waitFor(() => expect(within(court).getByRole('option', { name: 'Court 2' })).toBeInTheDocument())
    expect(court).toHaveValue('2')
    expect(within(details).getByLabelText('Court')).toBe(court)
    await waitFor(() => expect(within(details).getByTestId('organization-select')).toHaveValue(String(ORG)))

    await user.type(within(details).getByLabelText('Title'), 'Court 2 game')
    for (const slot of ['0-0', '0-1', '1-0', '1-1'])
      await user.type(within(within(details).getByTestId(`player-${slot}`)).getByRole('textbox'), `P ${slot}`)
    await user.click(within(details).getByTestId('wizard-submit'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches/55'))
    const body = requests.find((r) => r.method === 'POST' && r.path === '/api/v2/matches')?.body as {
      match: Record<string, unknown>
    }
    expect(body.match).toMatchObject({ title: 'Court 2 game', organization_id: ORG, court_id: 2 })
  })

  it("tells a member who is not the club's admin why, and offers a match of their own without the court", async () => {
    signedIn(oneCourt({ id: 8, name: 'Viewer club' }))
    const user = userEvent.setup()
    renderApp(startPath)
    const heading = await screen.findByRole('heading', { name: 'Court 2 is for the club’s admins' }, { timeout: 5000 })
    expect(heading.parentElement).toHaveTextContent('Only admins of Viewer club can start matches on its courts.')
    await user.click(screen.getByTestId('court-start-own-match'))
    await screen.findByRole('dialog', { name: 'New match' })
    await user.click(screen.getByTestId('wizard-continue'))
    const details = await screen.findByRole('dialog', { name: 'Match details and rules' })
    await waitFor(() => expect(within(details).getByTestId('organization-select')).toHaveValue(String(ORG)))
    // The QR code's court belongs to another club: none is filled in.
    expect(within(details).getByTestId('court-select')).toHaveValue('')
  })

  it('reads a court of no club of theirs, or a garbled address, as not found', async () => {
    signedIn({ 'GET /api/v2/courts/2': () => json({ message: 'Not found', code: 'notFound' }, { status: 404 }) })
    const { unmount } = renderApp(startPath)
    expect(await screen.findByRole('heading', { name: 'Court not found' }, { timeout: 5000 })).toBeInTheDocument()
    unmount()
    signedIn({})
    renderApp('/courts/abc/start')
    expect(await screen.findByRole('heading', { name: 'Court not found' }, { timeout: 5000 })).toBeInTheDocument()
  })

  it('sends a guest to sign in with the start address to come back to', async () => {
    mockApi({})
    const { router } = renderApp(startPath)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.state).toEqual({ from: startPath })
  })
})
