import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { json, mockApi } from './api-mock'
import { renderApp } from './render-app'
import { AppProvider } from './test-provider'

describe('auth forms show the validation messages', () => {
  it('login: invalid email and short password', async () => {
    mockApi({})
    renderApp('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'not-an-email')
    await user.type(screen.getByLabelText('Password'), '12345')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument()
  })

  it('login: the first invalid field takes the focus, and after a submit each field is checked again as it changes', async () => {
    const { requests } = mockApi({})
    renderApp('/login')
    const user = userEvent.setup()
    const email = await screen.findByLabelText('Email')
    await user.type(email, 'iida@')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(email).toHaveFocus()
    await user.type(email, 'example.com')
    await waitFor(() => expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument())
    expect(email).toHaveAttribute('aria-invalid', 'false')
    await user.clear(screen.getByLabelText('Password'))
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(requests).toHaveLength(0)
  })

  it('login: a second submit while the first sign-in is on its way sends nothing more', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { requests } = mockApi({
      'POST /login.json': async () => {
        await gate
        return json({ message: 'Invalid credentials' }, { status: 401 })
      },
    })
    renderApp('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'iida@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    // Two submits in a row, the second before React has re-rendered the first's disabled button.
    const form = screen.getByRole('form', { name: 'Sign in' })
    fireEvent.submit(form)
    fireEvent.submit(form)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled())
    fireEvent.submit(form)
    release()
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument()
    expect(requests.filter((request) => request.path === '/login.json')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  })

  it('signup: names required, email, password length, confirmation mismatch on the confirmation field', async () => {
    mockApi({})
    renderApp('/signup')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'bad')
    await user.type(screen.getByLabelText('Password'), 'abc')
    await user.type(screen.getByLabelText('Confirm password'), 'abd')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Last name is required')).toBeInTheDocument()
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription("Passwords don't match")
  })

  it("signup: the API's message is the toast", async () => {
    mockApi({
      'POST /api/v2/auth/register': () =>
        json(
          {
            message: 'Validation failed',
            code: 'validationFailed',
            errors: { email: ['Email has already been taken'] },
          },
          { status: 422 },
        ),
    })
    renderApp('/signup')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('First name'), 'Iida')
    await user.type(screen.getByLabelText('Last name'), 'Koski')
    await user.type(screen.getByLabelText('Email'), 'iida@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.type(screen.getByLabelText('Confirm password'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Validation failed')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email has already been taken')
  })

  it("signup: an API failure without a message says 'Failed to create account'", async () => {
    mockApi({ 'POST /api/v2/auth/register': () => new Response('', { status: 500, statusText: '' }) })
    renderApp('/signup')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('First name'), 'Iida')
    await user.type(screen.getByLabelText('Last name'), 'Koski')
    await user.type(screen.getByLabelText('Email'), 'iida@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.type(screen.getByLabelText('Confirm password'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    // No body message and no status text (as over HTTP/2): the toast falls back to the contract text.
    expect(await screen.findByText('Failed to create account')).toBeInTheDocument()
  })

  it('forgot password: invalid email, then the neutral sent state with the API message', async () => {
    mockApi({
      'POST /api/v2/auth/forgot_password': () =>
        json({ message: 'If an account exists for that address, we have sent a link to reset the password.' }),
    })
    renderApp('/forgot-password')
    const user = userEvent.setup()
    const email = await screen.findByLabelText('Email')
    await user.type(email, 'nope')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    await user.clear(email)
    await user.type(email, 'iida@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByTestId('forgot-password-sent')).toHaveTextContent(
      'If an account exists for that address, we have sent a link to reset the password.',
    )
  })

  it("forgot password: a failure says 'Failed to send reset email'", async () => {
    mockApi({ 'POST /api/v2/auth/forgot_password': () => json({ message: 'Too many attempts' }, { status: 429 }) })
    renderApp('/forgot-password')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'iida@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument()
  })

  it('reset password: short password and mismatch; sends the token from the link', async () => {
    const { requests } = mockApi({
      'POST /api/v2/auth/reset_password': () =>
        json({ message: 'Reset link is invalid or has expired', code: 'resetTokenInvalid' }, { status: 422 }),
    })
    renderApp('/reset-password?reset_password_token=tok123')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('New password'), 'abc')
    await user.type(screen.getByLabelText('Confirm password'), 'abd')
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }))
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument()
    expect(requests).toHaveLength(0)

    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'newsecret')
    await user.clear(screen.getByLabelText('Confirm password'))
    await user.type(screen.getByLabelText('Confirm password'), 'newsecret')
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }))
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Reset link is invalid or has expired')
    expect(requests[0]?.body).toEqual({
      user: { reset_password_token: 'tok123', password: 'newsecret', password_confirmation: 'newsecret' },
    })
  })

  it('reset password: the token leaves the address (replacing the history entry) and is still sent', async () => {
    const { requests } = mockApi({
      'POST /api/v2/auth/reset_password': () =>
        json({ message: 'Reset link is invalid or has expired' }, { status: 422 }),
    })
    const { router } = renderApp('/reset-password?reset_password_token=tok123&lang=fi')
    const password = await screen.findByLabelText('New password')
    await waitFor(() => expect(router.state.location.search).toBe('?lang=fi'))
    expect(router.state.location.pathname).toBe('/reset-password')
    expect(router.state.historyAction).toBe('REPLACE')

    const user = userEvent.setup()
    await user.type(password, 'newsecret')
    await user.type(screen.getByLabelText('Confirm password'), 'newsecret')
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]?.body).toEqual({
      user: { reset_password_token: 'tok123', password: 'newsecret', password_confirmation: 'newsecret' },
    })
  })

  it('reset password without a token shows an error state with a link to forgot-password', async () => {
    mockApi({})
    renderApp('/reset-password')
    expect(await screen.findByTestId('reset-token-missing')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
  })

  it("reset password form: an empty token says 'Reset token is required'", async () => {
    mockApi({})
    const router = createMemoryRouter([{ path: '/', element: <ResetPasswordForm token="" /> }])
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    )
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('New password'), 'newsecret')
    await user.type(screen.getByLabelText('Confirm password'), 'newsecret')
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }))
    await waitFor(() => expect(screen.getByText('Reset token is required')).toBeInTheDocument())
  })
})
