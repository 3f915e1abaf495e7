import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SHOT_GROUPS } from '@courtside/domain'
import type { Focus, TrendEntry } from '@courtside/contracts'
import { initI18n } from '@/lib/i18n'
import { json, type MockRequest } from './api-mock'
import { aPlayer, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

// docs/focuses.md: an athlete's focuses, made from a trend figure, edited and deleted, each status in words.

const entry = (matchId: number, date: string, impact: number, serveWon: number): TrendEntry => ({
  match_id: matchId,
  title: `Match ${matchId}`,
  date,
  games_played: 10,
  points_played: 40,
  impact,
  winners_per_game: 1.5,
  forced_errors_per_game: 0.5,
  unforced_errors_per_game: 1,
  on_serve: { played: 10, won: serveWon },
  on_return: { played: 20, won: 5 },
  by_shot_group: SHOT_GROUPS.map((shot_group) => ({
    shot_group,
    winners_per_game: 0,
    forced_errors_per_game: 0,
    unforced_errors_per_game: 0,
  })),
})

// Impact 1, 2, 3, 4.4: the latest three average 3.1; serve won 5, 6, 7, 8 of 10: the latest three average 70 %.
const TRENDS = [
  entry(101, '2026-03-01T10:00:00.000Z', 1, 5),
  entry(102, '2026-03-08T10:00:00.000Z', 2, 6),
  entry(103, '2026-03-15T10:00:00.000Z', 3, 7),
  entry(104, '2026-03-22T10:00:00.000Z', 4.4, 8),
]

const aFocus = (overrides: Partial<Focus> = {}): Focus => ({
  id: 5,
  player_id: 12,
  metric: 'unforced_errors_per_game',
  shot_group: 'volleys',
  direction: 'lower',
  target: 1.5,
  starts_on: '2026-03-10',
  time_zone: 'Europe/Helsinki',
  note: 'Stay patient at the net',
  created_at: '2026-03-10T09:00:00.000Z',
  progress: {
    points: [
      { match_id: 103, date: '2026-03-15T10:00:00.000Z', value: 2 },
      { match_id: 104, date: '2026-03-22T10:00:00.000Z', value: 1.8 },
    ],
    baseline: 2.4,
    current: 1.9,
    status: 'on_track',
  },
  ...overrides,
})

function setUp(focuses: Focus[]) {
  const api = signedIn({
    'GET /api/v2/players/12': () => json({ player: aPlayer() }),
    'GET /api/v2/players/12/stats': () =>
      json({
        stats: {
          total_matches: 4,
          finished_matches: 0,
          wins: 0,
          losses: 0,
          win_rate: null,
          last_five: [],
          recent_matches: [],
          recommendations: [],
          trends: TRENDS,
        },
      }),
    'GET /api/v2/players/12/focuses': () => json({ focuses }),
    'POST /api/v2/players/12/focuses': (req: MockRequest) => {
      const body = (req.body as { focus: Partial<Focus> }).focus
      const focus = aFocus({
        ...body,
        id: 9,
        progress: { points: [], baseline: null, current: null, status: 'not_yet' },
      })
      focuses.unshift(focus)
      return json({ focus }, { status: 201 })
    },
    'PATCH /api/v2/players/12/focuses/5': (req: MockRequest) => {
      const focus = aFocus((req.body as { focus: Partial<Focus> }).focus)
      focuses.splice(0, focuses.length, focus)
      return json({ focus })
    },
    'DELETE /api/v2/players/12/focuses/5': () => {
      focuses.splice(0, focuses.length)
      return new Response(null, { status: 204 })
    },
  })
  return api
}

const pad = (n: number) => String(n).padStart(2, '0')
const now = new Date()
const TODAY = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`

describe('athlete focuses (docs/focuses.md)', () => {
  afterEach(() => {
    initI18n('en')
  })

  it('makes a focus from a trend figure with the dialog prefilled, and sends that body', async () => {
    const api = setUp([])
    const user = userEvent.setup()
    renderApp('/users/12')
    const progress = await screen.findByTestId('athlete-progress')
    expect(await screen.findByTestId('focuses-empty')).toBeInTheDocument()

    await user.click(within(progress).getByRole('button', { name: 'Make a focus from Impact per game' }))
    const dialog = await screen.findByRole('dialog', { name: 'New focus' })
    // 3.1 now, so half a point better: 3.6, higher.
    expect(within(dialog).getByLabelText('Figure')).toHaveValue('impact')
    expect(within(dialog).getByLabelText('Better is')).toHaveValue('higher')
    expect(within(dialog).getByLabelText('Target')).toHaveValue('3.6')
    expect(within(dialog).getByLabelText('Starts on')).toHaveValue(TODAY)
    await user.type(within(dialog).getByLabelText('Note'), 'More volleys')
    await user.click(within(dialog).getByRole('button', { name: 'Save focus' }))

    await waitFor(() => expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1))
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({
      focus: {
        metric: 'impact',
        shot_group: null,
        direction: 'higher',
        target: 3.6,
        starts_on: TODAY,
        time_zone: 'UTC',
        note: 'More volleys',
      },
    })
    expect(await screen.findByTestId('focus-title')).toHaveTextContent('Impact per game: +3.6 or more')
  })

  it('sends a share as 0–1 while the coach types a percentage', async () => {
    const api = setUp([])
    const user = userEvent.setup()
    renderApp('/users/12')
    const progress = await screen.findByTestId('athlete-progress')
    await user.selectOptions(within(progress).getByLabelText('Figure'), 'Points won on own serve')
    await user.click(within(progress).getByRole('button', { name: /^Make a focus from/ }))
    const dialog = await screen.findByRole('dialog', { name: 'New focus' })
    // 70 % now: five points more.
    expect(within(dialog).getByLabelText('Target (%)')).toHaveValue('75')
    await user.click(within(dialog).getByRole('button', { name: 'Save focus' }))
    await waitFor(() => expect(api.requests.find((r) => r.method === 'POST')).toBeDefined())
    expect(api.requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      focus: { metric: 'serve_points_won', direction: 'higher', target: 0.75, shot_group: null },
    })
  })

  it('edits and deletes a focus', async () => {
    process.env.TZ = 'Europe/Madrid'
    onTestFinished(() => {
      process.env.TZ = 'UTC'
    })
    const api = setUp([aFocus()])
    const user = userEvent.setup()
    renderApp('/users/12')
    const item = await screen.findByTestId('focus')
    expect(within(item).getByTestId('focus-title')).toHaveTextContent(
      'Unforced errors per game · Volleys: 1.5 or fewer',
    )
    expect(within(item).getByTestId('focus-current')).toHaveTextContent('1.9')
    expect(within(item).getByTestId('focus-note-text')).toHaveTextContent('Stay patient at the net')
    expect(within(item).getByTestId('focus-points').querySelectorAll('li')).toHaveLength(2)

    await user.click(within(item).getByRole('button', { name: /^Edit focus:/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit focus' })
    expect(within(dialog).getByLabelText('Shot group')).toHaveValue('volleys')
    await user.clear(within(dialog).getByLabelText('Target'))
    await user.type(within(dialog).getByLabelText('Target'), '1,2')
    await user.click(within(dialog).getByRole('button', { name: 'Save focus' }))
    await waitFor(() => expect(api.requests.find((r) => r.method === 'PATCH')).toBeDefined())
    expect(api.requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      focus: {
        metric: 'unforced_errors_per_game',
        shot_group: 'volleys',
        direction: 'lower',
        target: 1.2,
        starts_on: '2026-03-10',
        // The device's zone (the runner's, here set to Madrid's): the start is a day of this device's calendar.
        time_zone: 'Europe/Madrid',
        note: 'Stay patient at the net',
      },
    })
    await waitFor(() => expect(screen.getByTestId('focus-title')).toHaveTextContent(': 1.2 or fewer'))

    await user.click(within(screen.getByTestId('focus')).getByRole('button', { name: /^Delete focus:/ }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete this focus?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete focus' }))
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/v2/players/12/focuses/5'),
    )
    expect(await screen.findByTestId('focuses-empty')).toBeInTheDocument()
  })

  it('says each status in words, in English and Finnish', async () => {
    const progress = (status: Focus['progress']['status']) => ({ ...aFocus().progress, status })
    const focuses = [
      aFocus({ id: 5, progress: progress('on_track') }),
      aFocus({ id: 6, progress: progress('not_yet') }),
      aFocus({ id: 7, progress: progress('reached') }),
    ]
    setUp(focuses)
    renderApp('/users/12')
    await waitFor(() => expect(screen.getAllByTestId('focus-status')).toHaveLength(3))
    expect(screen.getAllByTestId('focus-status').map((s) => s.textContent)).toEqual(['On track', 'Not yet', 'Reached'])
    initI18n('fi')
    await waitFor(() =>
      expect(screen.getAllByTestId('focus-status').map((s) => s.textContent)).toEqual([
        'Oikealla tiellä',
        'Ei vielä',
        'Saavutettu',
      ]),
    )
  })
})
