import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router'
import type { PlaylistFilter } from '@courtside/contracts'
import { MakePlaylistButton } from '@/components/make-playlist-button'
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token'
import { aUser, json, mockApi } from './api-mock'
import { createdPlaylist, playlistPosts } from './make-playlist-fixtures'
import { AppProvider } from './test-provider'

const FILTER: PlaylistFilter = { match_ids: [41], sets: [2] }

function PlayerStub() {
  return <p>Player of playlist {useParams().id}</p>
}

function renderButton(props: { unavailable?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <MakePlaylistButton
            filter={FILTER}
            suggestedTitle="Club final · Set 2"
            summary="The points of this match: Set 2."
            {...props}
          />
        ),
      },
      { path: '/playlists/:id', element: <PlayerStub /> },
    ],
    { initialEntries: ['/'] },
  )
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return router
}

function signedIn(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'header.payload.signature')
  return mockApi({ 'GET /api/v2/user/me.json': () => json(aUser()), ...handlers })
}

async function openDialog() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Make a playlist' }))
  return { user, dialog: await screen.findByRole('dialog', { name: 'Make a playlist' }) }
}

describe('make a playlist (button and dialog)', () => {
  it('posts the title, the filter and the padding, then opens the player with a toast', async () => {
    const api = signedIn({ 'POST /api/v2/playlists': createdPlaylist })
    const router = renderButton()
    const { user, dialog } = await openDialog()
    expect(within(dialog).getByText('The points of this match: Set 2.')).toBeInTheDocument()
    const title = within(dialog).getByLabelText('Title')
    expect(title).toHaveValue('Club final · Set 2')
    expect(within(dialog).getByLabelText('Seconds before each point')).toHaveValue(8)
    expect(within(dialog).getByLabelText('Seconds after each point')).toHaveValue(2)

    await user.clear(title)
    await user.type(title, 'Set 2 rallies')
    const lag = within(dialog).getByLabelText('Seconds after each point')
    await user.clear(lag)
    await user.type(lag, '3.5')
    await user.click(within(dialog).getByRole('button', { name: 'Make the playlist' }))

    expect(await screen.findByText('Player of playlist 77')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/playlists/77')
    expect(playlistPosts(api.requests)).toEqual([
      { title: 'Set 2 rallies', filter: FILTER, lead_seconds: 8, lag_seconds: 3.5 },
    ])
    expect(await screen.findByText('Playlist “Set 2 rallies” made')).toBeInTheDocument()
  })

  it("shows the server's field errors by their fields and the others above the form, and stays", async () => {
    signedIn({
      'POST /api/v2/playlists': () =>
        json(
          {
            message: 'Validation failed',
            code: 'validationFailed',
            errors: {
              title: ['Title is too long'],
              'filter.sets': ['This filter lists too many items'],
            },
          },
          { status: 422 },
        ),
    })
    const router = renderButton()
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Make the playlist' }))

    expect(await within(dialog).findByText('Title is too long')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByText('This filter lists too many items')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it("says the API's refusal without field errors (the playlists' limit)", async () => {
    signedIn({
      'POST /api/v2/playlists': () =>
        json({ message: 'A coach can have at most 100 playlists', code: 'playlistLimit' }, { status: 422 }),
    })
    renderButton()
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Make the playlist' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/100 playlists/)
  })

  it('checks the title and the padding before sending', async () => {
    const api = signedIn({ 'POST /api/v2/playlists': createdPlaylist })
    renderButton()
    const { user, dialog } = await openDialog()
    await user.clear(within(dialog).getByLabelText('Title'))
    const lead = within(dialog).getByLabelText('Seconds before each point')
    await user.clear(lead)
    await user.type(lead, '90')
    await user.click(within(dialog).getByRole('button', { name: 'Make the playlist' }))
    expect(await within(dialog).findByText('Give the playlist a title')).toBeInTheDocument()
    expect(within(dialog).getByText('Between 0 and 60 seconds')).toBeInTheDocument()
    expect(playlistPosts(api.requests)).toEqual([])
  })

  it('shows disabled with the reason when it cannot be made yet', async () => {
    signedIn()
    renderButton({ unavailable: 'Link a video and sync it to make a playlist' })
    const button = await screen.findByRole('button', { name: 'Make a playlist' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Link a video and sync it to make a playlist')
  })

  it('is not offered to a guest', async () => {
    mockApi({})
    renderButton()
    // The session check ends at once without a token; nothing is offered then either.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: 'Make a playlist' })).not.toBeInTheDocument()
  })
})
