import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DECISIVE_KINDS } from '@courtside/contracts'
import { ANCHORED_VIDEO, createdPlaylist, playlistPosts } from './make-playlist-fixtures'
import { aStatsMatch, serveStats } from './match-stats-fixtures'
import { renderApp } from './render-app'

// "Make a playlist" from the statistics page: the filters bar, the court map and the story each pass what they show.

function serveWithPlaylists(video: typeof ANCHORED_VIDEO | null = ANCHORED_VIDEO) {
  const api = serveStats(aStatsMatch({ video }))
  // serveStats' table answers the rest; the playlists' POST is added in front of it.
  const served = api.fetchMock.getMockImplementation()!
  api.fetchMock.mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost')
    if ((init.method ?? 'GET').toUpperCase() === 'POST' && url.pathname === '/api/v2/playlists') {
      const request = {
        method: 'POST',
        path: url.pathname,
        query: url.searchParams,
        headers: {},
        body: JSON.parse(String(init.body)),
      }
      api.requests.push(request)
      return createdPlaylist(request)
    }
    return served(input, init)
  })
  return api
}

const cardOf = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('[data-slot="card"]') as HTMLElement

async function make(scope: HTMLElement) {
  const user = userEvent.setup()
  await user.click(within(scope).getByRole('button', { name: 'Make a playlist' }))
  const dialog = await screen.findByRole('dialog', { name: 'Make a playlist' })
  const title = (within(dialog).getByLabelText('Title') as HTMLInputElement).value
  const summary = within(dialog).getByTestId('make-playlist-summary').textContent
  await user.click(within(dialog).getByRole('button', { name: 'Make the playlist' }))
  return { title, summary }
}

describe('make a playlist from the statistics', () => {
  it('takes the filters as the statistics apply them: this match, the set, the player', async () => {
    const api = serveWithPlaylists()
    const { router } = renderApp('/matches/41/scores?set=2&player=101')
    await screen.findByRole('table', { name: /Counts and impact/ })
    const made = await make(screen.getByRole('region', { name: 'Filters' }))
    await waitForMade(api)
    expect(playlistPosts(api.requests)).toEqual([
      {
        title: 'Club final · Set 2 · points Iida Koski finished, set up or served',
        filter: { match_ids: [41], sets: [2], player_id: 101 },
        lead_seconds: 8,
        lag_seconds: 2,
      },
    ])
    expect(made.summary).toBe('The points of this match: Set 2, points Iida Koski finished, set up or served.')
    await waitFor(() => expect(router.state.location.pathname).toBe('/playlists/77'))
  })

  it('takes every point of the match when nothing is filtered', async () => {
    const api = serveWithPlaylists()
    renderApp('/matches/41/scores')
    await screen.findByRole('table', { name: /Counts and impact/ })
    const made = await make(screen.getByRole('region', { name: 'Filters' }))
    expect(made.title).toBe('Club final')
    await waitForMade(api)
    expect(playlistPosts(api.requests).map((p) => (p as { filter: unknown }).filter)).toEqual([{ match_ids: [41] }])
  })

  it("the court map's adds the finisher and the point type it shows", async () => {
    const api = serveWithPlaylists()
    renderApp('/matches/41/scores?set=1')
    await screen.findByRole('img', { name: /Court map with/ })
    const card = cardOf('Court map')
    await userEvent.selectOptions(within(card).getByLabelText('Finished by'), 'Lea Virta')
    await userEvent.selectOptions(within(card).getByLabelText('Point type'), 'unforced_error')
    const made = await make(card)
    await waitForMade(api)
    expect(playlistPosts(api.requests).map((p) => (p as { filter: unknown }).filter)).toEqual([
      { match_ids: [41], sets: [1], finisher_id: 103, point_types: ['unforced_error'] },
    ])
    expect(made.summary).toBe('The points of this match: Set 1, finished by Lea Virta, unforced error.')
  })

  it("the story's takes the match's decisive points", async () => {
    const api = serveWithPlaylists()
    renderApp('/matches/41/scores')
    await screen.findByRole('heading', { name: 'Ball by ball' })
    const made = await make(cardOf('Ball by ball'))
    await waitForMade(api)
    expect(playlistPosts(api.requests).map((p) => (p as { filter: unknown }).filter)).toEqual([
      { match_ids: [41], decisive: [...DECISIVE_KINDS] },
    ])
    expect(made.title).toBe('Club final · decisive points')
  })

  it('with a video not synced yet: the filters say how to make one, the cards offer none', async () => {
    serveWithPlaylists({ ...ANCHORED_VIDEO, sync: null, syncs: [] })
    renderApp('/matches/41/scores')
    await screen.findByRole('heading', { name: 'Ball by ball' })
    const button = within(screen.getByRole('region', { name: 'Filters' })).getByRole('button', {
      name: 'Make a playlist',
    })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Link a video and sync it to make a playlist')
    expect(screen.getAllByRole('button', { name: 'Make a playlist' })).toHaveLength(1)
  })
})

/** The playlist is made once its toast shows; then exactly one was asked for. */
async function waitForMade(api: ReturnType<typeof serveWithPlaylists>) {
  await screen.findByText(/Playlist “.*” made/)
  expect(playlistPosts(api.requests)).toHaveLength(1)
}
