import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { i18n } from '@/lib/i18n'
import { json, type MockRequest } from './api-mock'
import { aMatch, meta, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

type Handler = (request: MockRequest) => Response | Promise<Response>

// sonner keeps its toasts between renders and replays them to the next Toaster: each test starts with none.
afterEach(async () => {
  toast.dismiss()
  await i18n.changeLanguage('en')
})

// As the API answers (ADR 0024): the English text and its stable code, which the app translates.
const forbidden = () =>
  json({ message: 'You do not have permission to change this match', code: 'forbidden' }, { status: 403 })
// Over HTTP/2 a failure can come with neither a body nor a status text.
const bare = () => new Response(null, { status: 500, statusText: '' })

async function openEdit(tab: 'general' | 'visibility' | 'server' | 'delete', handlers: Record<string, Handler>) {
  const { requests } = signedIn({
    'GET /api/v2/matches/41': () => json({ match: aMatch() }),
    'GET /api/v2/matches/41/balls': () => json({ balls: [] }),
    'GET /api/v2/matches': () => json({ matches: [], meta: meta(0) }),
    ...handlers,
  })
  const user = userEvent.setup()
  const app = renderApp('/matches/41')
  await user.click(await screen.findByTestId('edit-match'))
  const dialog = await screen.findByRole('dialog', { name: i18n.t('matches.edit.title') })
  await user.click(within(dialog).getByTestId(`edit-tab-${tab}`))
  return { user, dialog, requests, ...app }
}

/** The toast whose title is `title`, as the notifications region shows it. */
async function toastTitled(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /Notifications|Ilmoitukset/ })
  const item = (await within(region).findByText(title)).closest('li')
  if (!item) throw new Error(`no toast item around '${title}'`)
  return item
}

describe('edit match dialog: failure toasts', () => {
  it("General: 'Failed to update match' with the server's reason, and the dialog stays open to try again", async () => {
    const { user, dialog, requests } = await openEdit('general', { 'PATCH /api/v2/matches/41': forbidden })
    await user.type(within(dialog).getByLabelText('Title'), ' 2')
    await user.click(within(dialog).getByTestId('save-general'))
    const item = await toastTitled('Failed to update match')
    expect(item).toHaveTextContent('You do not have permission to change this match')
    expect(screen.queryByText('Match saved')).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Edit match' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Club final 2')
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1)
  })

  it("Visibility: 'Failed to update match', without a second line when the failure says nothing", async () => {
    const { user, dialog } = await openEdit('visibility', { 'PATCH /api/v2/matches/41': bare })
    await user.click(within(dialog).getByRole('radio', { name: /Public/ }))
    await user.click(within(dialog).getByTestId('save-visibility'))
    const item = await toastTitled('Failed to update match')
    expect(item).toHaveTextContent(/^Failed to update match$/)
  })

  it("Server: 'Failed to update server settings' when the indicator cannot be saved", async () => {
    const { user, dialog } = await openEdit('server', { 'PATCH /api/v2/matches/41': forbidden })
    await user.click(within(dialog).getByRole('switch', { name: 'Show the server indicator' }))
    await user.click(within(dialog).getByTestId('save-server'))
    const item = await toastTitled('Failed to update server settings')
    expect(item).toHaveTextContent('You do not have permission to change this match')
    // Saving is possible again once the failure is told.
    await waitFor(() => expect(within(dialog).getByTestId('save-server')).toBeEnabled())
  })

  it("Server: 'Failed to update server settings' when the new serving order is refused", async () => {
    const { user, dialog, requests } = await openEdit('server', {
      'PUT /api/v2/matches/41/server': () =>
        json({ message: 'Service unavailable', code: 'serviceUnavailable' }, { status: 503 }),
    })
    await user.click(within(dialog).getByRole('button', { name: 'Move Lea Virta up' }))
    await user.click(within(dialog).getByRole('button', { name: 'Move Mia Salo up' }))
    await user.click(within(dialog).getByTestId('save-server'))
    const item = await toastTitled('Failed to update server settings')
    expect(item).toHaveTextContent('Service unavailable')
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1)
  })

  it("Delete: 'Failed to delete match' with the reason; the match page stays", async () => {
    const { user, dialog, router } = await openEdit('delete', { 'DELETE /api/v2/matches/41': forbidden })
    await user.click(within(dialog).getByTestId('confirm-delete'))
    const item = await toastTitled('Failed to delete match')
    expect(item).toHaveTextContent('You do not have permission to change this match')
    expect(router.state.location.pathname).toBe('/matches/41')
  })

  it('speaks the chosen language, the server reason included', async () => {
    await i18n.changeLanguage('fi')
    const { user, dialog } = await openEdit('general', { 'PATCH /api/v2/matches/41': forbidden })
    await user.type(within(dialog).getByLabelText(i18n.t('matches.fields.title')), ' 2')
    await user.click(within(dialog).getByTestId('save-general'))
    const item = await toastTitled('Ottelun päivitys epäonnistui')
    expect(item).toHaveTextContent('Sinulla ei ole oikeutta muuttaa tätä ottelua')
  })
})
