import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { json } from './api-mock'
import { signedIn } from './match-fixtures'
import { aPlaylist, fakeVideo, resetFakeVideo, seeks, videoAt } from './playlist-fixtures'
import { renderApp } from './render-app'

// The coach's playlist page (docs/decisions/0068-video-syncs-and-playlists.md) against a mocked API, with the video
// player replaced by a fake that records what the page asks of it.
vi.mock('@/components/video-player/video-player', async () => (await import('./playlist-fixtures')).fakeVideoModule())

function coach(extra: Parameters<typeof signedIn>[0] = {}) {
  return signedIn({
    'GET /api/v2/playlists/9': () => json({ playlist: aPlaylist() }),
    // The playlist's read names each match's video: the player reads no match.
    'GET /api/v2/matches/41': () => json({ message: 'not read' }, { status: 500 }),
    'GET /api/v2/matches/42': () => json({ message: 'not read' }, { status: 500 }),
    ...extra,
  })
}

const position = () => screen.getByTestId('clip-position')
const label = () => screen.getByTestId('clip-label')

async function openPlaylist() {
  renderApp('/playlists/9')
  await screen.findByTestId('fake-video')
  await waitFor(() => expect(seeks()).toEqual(['seek 10']))
  // A time inside the first clip: the seek has landed.
  videoAt(11)
}

beforeEach(resetFakeVideo)

describe('playlist player', () => {
  it('labels the clip in words and plays the next clip when the time passes the end', async () => {
    coach()
    await openPlaylist()
    expect(position()).toHaveTextContent('Clip 1 of 2')
    expect(label()).toHaveTextContent('Club final · Set 1, game 2 · Before the point: sets 0–0, games 1–0, 30–15')
    expect(label()).toHaveTextContent('Iida Koski, smash winner')
    // The clip of the file video is skipped until the file is opened; the page asks for it.
    expect(screen.getByTestId('device-files')).toHaveTextContent('1 clip of Ladder night')
    expect(screen.getByText('Open ladder.mp4')).toBeInTheDocument()

    videoAt(19.5)
    expect(seeks()).toEqual(['seek 10'])
    videoAt(20)
    expect(seeks()).toEqual(['seek 10', 'seek 30'])
    expect(fakeVideo.calls.at(-1)).toBe('play')
    expect(position()).toHaveTextContent('Clip 2 of 2')
    expect(label()).toHaveTextContent('Ana Ortiz, unforced error on the bandeja')
    expect(within(label()).getByText('Break point converted')).toBeInTheDocument()

    // A stale time of the old position right after the seek does not skip the clip.
    videoAt(20.2)
    expect(position()).toHaveTextContent('Clip 2 of 2')
    videoAt(31)
    videoAt(40)
    // The last clip ends: the video stops there.
    expect(fakeVideo.calls.at(-1)).toBe('pause')
    expect(seeks()).toEqual(['seek 10', 'seek 30'])
  })

  it('steps with the buttons and the keys, and never while typing a note', async () => {
    coach()
    const user = userEvent.setup()
    await openPlaylist()
    await user.click(screen.getByRole('button', { name: /Next/ }))
    expect(seeks().at(-1)).toBe('seek 30')
    expect(position()).toHaveTextContent('Clip 2 of 2')
    videoAt(35)
    await user.click(screen.getByRole('button', { name: /Previous/ }))
    expect(seeks().at(-1)).toBe('seek 10')
    // A time of the old position, reported before the seek lands, is past this clip's end: it must not skip it.
    videoAt(35)
    expect(position()).toHaveTextContent('Clip 1 of 2')

    await user.keyboard('n')
    expect(position()).toHaveTextContent('Clip 2 of 2')
    await user.keyboard('{ArrowLeft}')
    expect(position()).toHaveTextContent('Clip 1 of 2')
    await user.keyboard('{ArrowRight}')
    expect(position()).toHaveTextContent('Clip 2 of 2')
    await user.keyboard('p')
    expect(position()).toHaveTextContent('Clip 1 of 2')
    const before = seeks().length
    await user.keyboard('r')
    expect(seeks()).toHaveLength(before + 1)
    expect(seeks().at(-1)).toBe('seek 10')

    await user.click(screen.getByRole('textbox', { name: 'Add a note to this clip' }))
    await user.keyboard('n')
    expect(position()).toHaveTextContent('Clip 1 of 2')
    expect(screen.getByRole('textbox', { name: 'Add a note to this clip' })).toHaveValue('n')
  })

  it('loops the clip: at its end it goes back to its own start', async () => {
    coach()
    const user = userEvent.setup()
    await openPlaylist()
    await user.click(screen.getByRole('button', { name: 'Loop this clip' }))
    expect(screen.getByRole('button', { name: 'Loop this clip' })).toHaveAttribute('aria-pressed', 'true')
    videoAt(20)
    expect(seeks()).toEqual(['seek 10', 'seek 10'])
    videoAt(10.5)
    videoAt(21)
    expect(seeks()).toEqual(['seek 10', 'seek 10', 'seek 10'])
    expect(position()).toHaveTextContent('Clip 1 of 2')
    // L turns the loop off: the end leads on again.
    await user.keyboard('l')
    videoAt(12)
    videoAt(20)
    expect(position()).toHaveTextContent('Clip 2 of 2')
  })

  it('plays at half speed with the 0.5× toggle and S', async () => {
    coach()
    const user = userEvent.setup()
    await openPlaylist()
    await user.click(screen.getByRole('button', { name: '0.5× speed' }))
    expect(fakeVideo.calls.at(-1)).toBe('rate 0.5')
    expect(screen.getByRole('button', { name: '0.5× speed' })).toHaveAttribute('aria-pressed', 'true')
    await user.keyboard('s')
    expect(fakeVideo.calls.at(-1)).toBe('rate 1')
  })

  it("shows a clip's notes while it plays and marks a timed note once its second has come", async () => {
    coach()
    await openPlaylist()
    const notes = () => screen.getByTestId('clip-notes')
    expect(notes()).toHaveTextContent('Watch the lob first')
    expect(screen.queryByText('Split step earlier')).not.toBeInTheDocument()

    videoAt(20)
    videoAt(31)
    expect(screen.queryByText('Watch the lob first')).not.toBeInTheDocument()
    const note = screen.getByText('Split step earlier').closest('li')!
    expect(note).not.toHaveAttribute('data-reached')
    expect(note).toHaveTextContent('At 0:04')
    videoAt(34)
    expect(note).toHaveAttribute('data-reached', 'true')
    expect(note).toHaveTextContent('At 0:04 · now')
  })

  it('adds a note at this moment of the playing clip', async () => {
    const { requests } = coach({
      'POST /api/v2/playlists/9/notes': (r) => {
        const { note } = r.body as { note: { match_id: number; seq: number; at_seconds: number; text: string } }
        return json({ note: { id: 77, ...note } }, { status: 201 })
      },
    })
    const user = userEvent.setup()
    await openPlaylist()
    await user.keyboard('n')
    videoAt(33.46)
    await user.type(screen.getByRole('textbox', { name: 'Add a note to this clip' }), 'Hips lower')
    // Writing pauses the clip, so the note stays on it.
    expect(fakeVideo.calls).toContain('pause')
    await user.click(screen.getByRole('checkbox', { name: 'At this moment of the clip' }))
    await user.click(screen.getByRole('button', { name: 'Save note' }))

    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    const sent = requests.find((r) => r.method === 'POST')
    expect(sent?.body).toEqual({ note: { match_id: 41, seq: 5, at_seconds: 3.5, text: 'Hips lower' } })
    expect(await within(screen.getByTestId('clip-notes')).findByText('Hips lower')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Add a note to this clip' })).toHaveValue('')
  })

  it('makes a guest link and shows it to copy', async () => {
    coach({
      'POST /api/v2/playlists/9/share': () =>
        json({ share: { token: 't'.repeat(32), url: `https://app.example/clips/${'t'.repeat(32)}` } }),
    })
    const user = userEvent.setup()
    await openPlaylist()
    await user.click(screen.getByRole('button', { name: 'Make a guest link' }))
    expect(await screen.findByRole('textbox', { name: 'Guest link' })).toHaveValue(
      `https://app.example/clips/${'t'.repeat(32)}`,
    )
  })

  it('shows the link that is already there, and ends it', async () => {
    const share = { token: 's'.repeat(32), url: `https://app.example/clips/${'s'.repeat(32)}` }
    const { requests } = coach({
      'GET /api/v2/playlists/9': () => json({ playlist: aPlaylist({ share }) }),
      'DELETE /api/v2/playlists/9/share': () => new Response(null, { status: 204 }),
    })
    const user = userEvent.setup()
    await openPlaylist()
    expect(screen.getByRole('textbox', { name: 'Guest link' })).toHaveValue(share.url)
    await user.click(screen.getByRole('button', { name: 'End the guest link' }))
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Guest link' })).not.toBeInTheDocument())
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/v2/playlists/9/share')).toBe(true)
    expect(screen.queryByRole('button', { name: 'End the guest link' })).not.toBeInTheDocument()
  })

  // Last: a file opened stays open for the rest of the visit (module state), as it does in the app.
  it('plays the clips of a file video once the coach opens the file on this device', async () => {
    coach()
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:ladder' })
    const user = userEvent.setup()
    await openPlaylist()
    expect(position()).toHaveTextContent('Clip 1 of 2')
    await user.upload(screen.getByTestId('device-file'), new File(['x'], 'ladder.mp4', { type: 'video/mp4' }))
    expect(await screen.findByText('Clip 1 of 3')).toBeInTheDocument()
    expect(screen.queryByTestId('device-files')).not.toBeInTheDocument()
    await user.keyboard('nn')
    expect(screen.getByTestId('fake-video')).toHaveAttribute('data-src', 'blob:ladder')
    expect(label()).toHaveTextContent('Ladder night · Set 2, game 1')
    await waitFor(() => expect(seeks().at(-1)).toBe('seek 100'))
  })
})
