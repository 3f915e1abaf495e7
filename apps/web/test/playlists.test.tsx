import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { json, mockApi } from './api-mock'
import { signedIn } from './match-fixtures'
import { aPlaylist, clips, notes, resetFakeVideo, seeks, videoAt } from './playlist-fixtures'
import { renderApp } from './render-app'

// The playlists list and the guests' shared clips page (docs/decisions/0068-video-syncs-and-playlists.md).
vi.mock('@/components/video-player/video-player', async () => (await import('./playlist-fixtures')).fakeVideoModule())

const { clips: _c, truncated: _t, notes: _n, ...summary } = aPlaylist()
const TOKEN = 's'.repeat(32)

beforeEach(resetFakeVideo)

describe('playlists list', () => {
  it('explains where playlists come from when there is none, and has its sidebar link', async () => {
    signedIn({
      'GET /api/v2/playlists': () => json({ playlists: [] }),
    })
    renderApp('/playlists')
    expect(await screen.findByText('No playlists yet')).toBeInTheDocument()
    expect(screen.getByTestId('empty-state')).toHaveTextContent('"Make a playlist"')
    expect(screen.getByRole('link', { name: 'Playlists' })).toHaveAttribute('href', '/playlists')
  })

  it('lists a playlist with its filter in words, renames it and deletes it after asking', async () => {
    const { requests } = signedIn({
      'GET /api/v2/playlists': () => json({ playlists: [summary] }),
      'PATCH /api/v2/playlists/9': () => json({ playlist: aPlaylist({ title: 'Bandeja errors' }) }),
      'DELETE /api/v2/playlists/9': () => new Response(null, { status: 204 }),
    })
    const user = userEvent.setup()
    renderApp('/playlists')
    const row = await screen.findByTestId('playlist-row')
    expect(row).toHaveTextContent('Smash errors')
    expect(row).toHaveTextContent('Unforced error · Set 1')
    expect(within(row).getByRole('link', { name: 'Open Smash errors' })).toHaveAttribute('href', '/playlists/9')

    await user.click(within(row).getByRole('button', { name: 'Rename Smash errors' }))
    const title = await screen.findByRole('textbox', { name: 'Title' })
    await user.clear(title)
    await user.type(title, 'Bandeja errors')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ playlist: { title: 'Bandeja errors' } }),
    )

    await user.click(within(row).getByRole('button', { name: 'Delete Smash errors' }))
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false)
    await user.click(await screen.findByTestId('confirm-action'))
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/v2/playlists/9')).toBe(true),
    )
  })
})

describe('shared clips page', () => {
  function guest() {
    return mockApi({
      [`GET /api/v2/clips/${TOKEN}`]: () =>
        json({
          playlist: {
            title: 'Smash errors',
            lead_seconds: 8,
            lag_seconds: 2,
            clips: clips.filter((c) => c.match_id === 41),
            truncated: false,
            sources: [
              { match_id: 41, source: 'url', url: 'https://v.example/final.mp4' },
              { match_id: 42, source: 'file', on_coach_device: true },
            ],
            notes,
          },
        }),
    })
  }

  it('plays the shared clips without any editing, and says which are on the coach’s device', async () => {
    guest()
    const user = userEvent.setup()
    renderApp(`/clips/${TOKEN}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Smash errors' })).toBeInTheDocument()
    expect(screen.getByTestId('on-coach-device')).toHaveTextContent(
      "The clips of 1 match are on the coach's device and cannot be played here.",
    )
    expect(await screen.findByTestId('fake-video')).toHaveAttribute('data-src', 'https://v.example/final.mp4')
    await waitFor(() => expect(seeks()).toEqual(['seek 10']))
    expect(screen.getByTestId('clip-notes')).toHaveTextContent('Watch the lob first')

    // No note form, no edit or delete, no sharing, no app chrome.
    expect(screen.queryByRole('textbox', { name: 'Add a note to this clip' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete note' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('share-panel')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Playlists' })).not.toBeInTheDocument()

    // The same player: the end of a clip leads to the next one.
    videoAt(11)
    videoAt(20)
    expect(seeks()).toEqual(['seek 10', 'seek 30'])
    expect(screen.getByTestId('clip-position')).toHaveTextContent('Clip 2 of 2')

    // TV mode: the video, the label and the current note alone.
    await user.click(screen.getByRole('button', { name: 'TV mode' }))
    expect(await screen.findByTestId('playlist-tv')).toBeInTheDocument()
    expect(screen.queryByTestId('clip-list')).not.toBeInTheDocument()
    videoAt(35)
    expect(screen.getByTestId('tv-note')).toHaveTextContent('Split step earlier')
    await user.keyboard('{Escape}')
    expect(await screen.findByTestId('playlist-player')).toBeInTheDocument()
  })

  it('says when the link opens nothing', async () => {
    mockApi({})
    renderApp(`/clips/${TOKEN}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'This link opens no clips' })).toBeInTheDocument()
  })
})
