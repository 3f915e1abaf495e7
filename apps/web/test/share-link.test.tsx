import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { json } from './api-mock'
import { aMatch, meta, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

// ADR 0033: the edit dialog's visibility tab hands out a public match's scoreboard link.

const link = (token: string) => ({ token, url: `http://localhost:3000/live/${token}` })

async function openVisibility(match = aMatch({ visibility: 'public' })) {
  let current: ReturnType<typeof link> | null = null
  let made = 0
  const mock = signedIn({
    'GET /api/v2/matches/41': () => json({ match }),
    'GET /api/v2/matches/41/balls': () => json({ balls: [] }),
    'GET /api/v2/matches': () => json({ matches: [], meta: meta(0) }),
    'GET /api/v2/matches/41/share': () => json({ share: current }),
    'POST /api/v2/matches/41/share': () => {
      made += 1
      current = link(`token${made}`.padEnd(32, 'x'))
      return json({ share: current })
    },
    'DELETE /api/v2/matches/41/share': () => {
      current = null
      return new Response(null, { status: 204 })
    },
  })
  const user = userEvent.setup()
  renderApp('/matches/41')
  await user.click(await screen.findByTestId('edit-match'))
  const dialog = await screen.findByRole('dialog', { name: 'Edit match' })
  await user.click(within(dialog).getByTestId('edit-tab-visibility'))
  return { user, dialog, ...mock }
}

describe('share link (ADR 0033)', () => {
  it('creates a link with its QR code, replaces it after a confirmation, and stops sharing', async () => {
    const { user, dialog, requests } = await openVisibility()
    await user.click(await within(dialog).findByTestId('create-share-link'))
    const url = await within(dialog).findByTestId('share-url')
    expect(url).toHaveValue(`http://localhost:3000/live/${'token1'.padEnd(32, 'x')}`)
    await waitFor(() => expect(within(dialog).getByTestId('share-qr').querySelector('svg')).not.toBeNull())
    expect(within(dialog).getByRole('img', { name: 'QR code of the share link' })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'New link' }))
    const confirm = await screen.findByTestId('share-confirm')
    expect(confirm).toHaveTextContent('The current link stops working at once for everyone who has it.')
    await user.click(within(confirm).getByTestId('confirm-action'))
    await waitFor(() => expect(url).toHaveValue(`http://localhost:3000/live/${'token2'.padEnd(32, 'x')}`))

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }))
    await user.click(within(await screen.findByTestId('share-confirm')).getByTestId('confirm-action'))
    expect(await within(dialog).findByTestId('create-share-link')).toBeInTheDocument()
    expect(requests.filter((r) => r.path === '/api/v2/matches/41/share').map((r) => r.method)).toEqual([
      'GET',
      'POST',
      'POST',
      'DELETE',
    ])
  })

  it('offers no link for a match that is not public, and asks nothing of the API', async () => {
    const { dialog, requests } = await openVisibility(aMatch({ visibility: 'internal' }))
    expect(
      within(dialog).getByText('Only a public match can be shared. Make it public and save to get a link.'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByTestId('create-share-link')).not.toBeInTheDocument()
    expect(requests.some((r) => r.path.endsWith('/share'))).toBe(false)
  })
})
