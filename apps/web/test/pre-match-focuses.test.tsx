import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type { Focus, Match } from '@courtside/contracts'
import { json } from './api-mock'
import { aMatch, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

// Before the first point the match's players show their athletes' focuses (docs/focuses.md), to their coach only.

const NOT_STARTED: Partial<Match> = {
  status: 'not_started',
  points_count: 0,
  score: { sets: [], current_game: null, server_id: 101, winner_team: null },
}

const aFocus = (id: number, status: Focus['progress']['status']): Focus => ({
  id,
  player_id: 12,
  metric: 'return_points_won',
  shot_group: null,
  direction: 'higher',
  target: 0.45,
  starts_on: '2026-03-10',
  time_zone: 'UTC',
  note: '',
  created_at: '2026-03-10T09:00:00.000Z',
  progress: { points: [], baseline: null, current: null, status },
})

function withMatch(match: Match, focuses: () => Response) {
  return signedIn({
    'GET /api/v2/matches/41': () => json({ match }),
    'GET /api/v2/matches/41/balls': () => json({ balls: [] }),
    'GET /api/v2/players/12/focuses': focuses,
  })
}

describe('focuses before the first point', () => {
  it("lists the linked athlete's focuses with their status in words", async () => {
    withMatch(aMatch(NOT_STARTED), () => json({ focuses: [aFocus(1, 'on_track'), aFocus(2, 'reached')] }))
    renderApp('/matches/41')
    const list = await screen.findByTestId('player-focuses')
    expect(within(list).getByText('Iida Koski is working on:')).toBeInTheDocument()
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Points won on return: 45 % or moreOn track', 'Points won on return: 45 % or moreReached'])
  })

  it("shows nothing when the API answers 404 (not the athlete's coach)", async () => {
    const api = withMatch(aMatch(NOT_STARTED), () => json({ message: 'Not found' }, { status: 404 }))
    renderApp('/matches/41')
    await screen.findByTestId('match-players')
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/v2/players/12/focuses')).toBe(true))
    expect(screen.queryByTestId('player-focuses')).not.toBeInTheDocument()
  })

  it('does not ask once the match has points', async () => {
    const api = withMatch(aMatch(), () => json({ focuses: [aFocus(1, 'on_track')] }))
    renderApp('/matches/41')
    await screen.findByTestId('match-players')
    expect(api.requests.some((r) => r.path.endsWith('/focuses'))).toBe(false)
    expect(screen.queryByTestId('player-focuses')).not.toBeInTheDocument()
  })
})
