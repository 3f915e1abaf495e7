import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SHOT_GROUP_MEMBERS, SHOT_GROUPS } from '@courtside/domain'
import type { TrendEntry } from '@courtside/contracts'
import { json } from './api-mock'
import { createdPlaylist, playlistPosts } from './make-playlist-fixtures'
import { aPlayer, meta, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

// "Make a playlist" from an athlete's progress card: their matches shown, narrowed to the figure's points.

const entry = (matchId: number, date: string): TrendEntry => ({
  match_id: matchId,
  title: `Match ${matchId}`,
  date,
  games_played: 10,
  points_played: 40,
  impact: 1,
  winners_per_game: 1.5,
  forced_errors_per_game: 0.5,
  unforced_errors_per_game: 1,
  on_serve: { played: 10, won: 6 },
  on_return: { played: 20, won: 5 },
  by_shot_group: SHOT_GROUPS.map((shot_group) => ({
    shot_group,
    winners_per_game: 0.5,
    forced_errors_per_game: 0,
    unforced_errors_per_game: 0,
  })),
})

// Twelve matches: the card shows the last 10 at first.
const TRENDS = Array.from({ length: 12 }, (_, i) =>
  entry(100 + i, `2026-0${Math.floor(i / 3) + 1}-1${i % 3}T10:00:00Z`),
)

function setUp() {
  return signedIn({
    'GET /api/v2/players': () => json({ players: [aPlayer()], meta: meta(1) }),
    'GET /api/v2/players/12': () => json({ player: aPlayer() }),
    'GET /api/v2/players/12/stats': () =>
      json({
        stats: {
          total_matches: 12,
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
    'POST /api/v2/playlists': createdPlaylist,
  })
}

async function make() {
  const user = userEvent.setup()
  const card = screen.getByTestId('athlete-progress')
  await user.click(within(card).getByRole('button', { name: 'Make a playlist' }))
  const dialog = await screen.findByRole('dialog', { name: 'Make a playlist' })
  const title = (within(dialog).getByLabelText('Title') as HTMLInputElement).value
  const summary = within(dialog).getByTestId('make-playlist-summary').textContent
  await user.click(within(dialog).getByRole('button', { name: 'Make the playlist' }))
  await screen.findByText(/Playlist “.*” made/)
  return { title, summary }
}

const filters = (api: ReturnType<typeof setUp>) =>
  playlistPosts(api.requests).map((p) => (p as { filter: unknown }).filter)

describe('make a playlist from the progress card', () => {
  it("takes the matches shown, the figure's point type and the shot group's shots", async () => {
    const api = setUp()
    const user = userEvent.setup()
    const { router } = renderApp('/users/12')
    const card = await screen.findByTestId('athlete-progress')
    await user.selectOptions(within(card).getByLabelText('Figure'), 'Winners per game')
    await user.selectOptions(within(card).getByLabelText('Shot group'), 'Volleys')
    const made = await make()
    expect(filters(api)).toEqual([
      {
        athlete_id: 12,
        match_ids: TRENDS.slice(2).map((e) => e.match_id),
        athlete_points: 'finished',
        point_types: ['winner'],
        shot_types: [...SHOT_GROUP_MEMBERS.volleys],
      },
    ])
    expect(made.title).toBe('Iida Koski · winners from the volleys group')
    expect(made.summary).toMatch(
      /^Iida Koski's winners from the volleys group in the 10 matches shown here, those with a synced video/,
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/playlists/77'))
  })

  it('takes every point of all their matches for a figure without a point type', async () => {
    const api = setUp()
    const user = userEvent.setup()
    renderApp('/users/12')
    const card = await screen.findByTestId('athlete-progress')
    await user.click(within(card).getByRole('radio', { name: 'All' }))
    await user.selectOptions(within(card).getByLabelText('Figure'), 'Points won on own serve')
    const made = await make()
    expect(filters(api)).toEqual([{ athlete_id: 12 }])
    expect(made.title).toMatch(/ · all points$/)
  })
})
