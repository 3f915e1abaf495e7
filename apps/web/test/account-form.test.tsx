import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { aUser, json, type MockRequest } from './api-mock'
import { signedIn } from './match-fixtures'
import { renderApp } from './render-app'

// sonner keeps its toasts between renders and replays them to the next Toaster: each test starts with none.
afterEach(() => {
  toast.dismiss()
})

type Handler = (request: MockRequest) => Response | Promise<Response>

async function openProfile(patch?: Handler) {
  const mock = signedIn(patch ? { 'PATCH /api/v2/user/me': patch } : {})
  const app = renderApp('/profile')
  const form = await screen.findByRole('form', { name: 'Account' })
  const patches = () => mock.requests.filter((r) => r.method === 'PATCH' && r.path === '/api/v2/user/me')
  return { ...mock, ...app, form, patches, user: userEvent.setup() }
}

describe('profile: the account form', () => {
  it('shows the email and the member-since date, and saves nothing until something changed', async () => {
    const { form } = await openProfile()
    expect(within(form).getByTestId('profile-email')).toHaveTextContent('iida@example.com')
    expect(within(form).getByText('Member since').nextElementSibling).toHaveTextContent('1 May 2025')
    expect(within(form).getByLabelText('First name')).toHaveValue('Iida')
    expect(within(form).getByLabelText('Last name')).toHaveValue('Koski')
    expect(within(form).getByRole('radio', { name: /^Coach(?! viewer)/ })).toBeChecked()
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeDisabled()
  })

  it('saves the trimmed names with PATCH, toasts success and shows the new name in the sidebar', async () => {
    const { form, patches, user } = await openProfile((request) =>
      json(aUser({ ...(request.body as { user: object }).user })),
    )
    const first = within(form).getByLabelText('First name')
    await user.clear(first)
    await user.type(first, '  Maria  ')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument()
    expect(patches().map((r) => r.body)).toEqual([
      { user: { first_name: 'Maria', last_name: 'Koski', coach_viewer: false } },
    ])
    expect(screen.getByTestId('user-name')).toHaveTextContent('Maria Koski')
  })

  it('switches the account type to coach viewer, which takes the athletes management away', async () => {
    const { form, patches, user } = await openProfile((request) =>
      json(aUser({ ...(request.body as { user: object }).user })),
    )
    expect(await screen.findByText('Athletes management')).toBeInTheDocument()
    await user.click(within(form).getByRole('radio', { name: /^Coach viewer/ }))
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument()
    expect(patches()[0]?.body).toEqual({ user: { first_name: 'Iida', last_name: 'Koski', coach_viewer: true } })
    await waitFor(() => expect(screen.queryByText('Athletes management')).not.toBeInTheDocument())
  })

  it('refuses blank names next to their fields, without a request', async () => {
    const { form, patches, user } = await openProfile()
    const first = within(form).getByLabelText('First name')
    const last = within(form).getByLabelText('Last name')
    await user.clear(first)
    await user.clear(last)
    await user.type(last, '   ')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'))
    expect(first).toHaveAccessibleDescription('First name is required')
    expect(last).toHaveAccessibleDescription('Last name is required')
    expect(first).toHaveFocus()
    expect(patches()).toHaveLength(0)
  })

  it('refuses a name longer than 80 characters', async () => {
    const { form, patches, user } = await openProfile()
    const first = within(form).getByLabelText('First name')
    await user.clear(first)
    await user.type(first, 'a'.repeat(81))
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(first).toHaveAccessibleDescription('This text is too long'))
    expect(patches()).toHaveLength(0)
  })

  it("puts the server's 422 field errors next to the fields and toasts its message", async () => {
    const { form, user } = await openProfile(() =>
      json(
        { message: 'Validation failed', code: 'validationFailed', errors: { last_name: ['Last name is required'] } },
        { status: 422 },
      ),
    )
    const last = within(form).getByLabelText('Last name')
    await user.type(last, 'nen')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Validation failed')).toBeInTheDocument()
    expect(last).toHaveAttribute('aria-invalid', 'true')
    expect(last).toHaveAccessibleDescription('Last name is required')
    expect(screen.queryByText('Your profile has been updated')).not.toBeInTheDocument()
    // The sidebar still shows the saved name.
    expect(screen.getByTestId('user-name')).toHaveTextContent('Iida Koski')
  })

  it("toasts 'Something went wrong' when the failure says nothing the app can show", async () => {
    const { form, user } = await openProfile(() => new Response(null, { status: 500, statusText: '' }))
    await user.type(within(form).getByLabelText('First name'), 'na')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    expect(screen.queryByText('Your profile has been updated')).not.toBeInTheDocument()
  })
})
