import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_EMAIL_PREFERENCES, DEFAULT_MATCH_DEFAULTS, messages } from '@courtside/contracts'
import { i18n } from '@/lib/i18n'
import { aLicense, json } from './api-mock'
import { signedIn } from './match-fixtures'
import { renderApp } from './render-app'

const settings = { match_defaults: DEFAULT_MATCH_DEFAULTS, email_preferences: DEFAULT_EMAIL_PREFERENCES }
const proLicense = aLicense({
  license_type: 'pro',
  status: 'active',
  end_date: '2026-12-24',
  is_pro: true,
  pro_games: { used_this_month: 5, limit: null, remaining: null, can_create: true, unlimited: true },
  payment: { subscription_id: 'sub_1', customer_id: 'cus_1', plan_type: 'pro_monthly' },
})

/** A stand-in for the popup window.open returns: the app points it at the checkout, then polls `closed`. */
function fakePopup() {
  const popup = { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() }
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
  return { popup, open }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('profile: plan, upgrade and billing (ADR 0031)', () => {
  it('opens the checkout in an 800×600 popup and refetches the licence once the popup closes', async () => {
    let licence = aLicense({
      pro_games: { used_this_month: 3, limit: 3, remaining: 0, can_create: false, unlimited: false },
    })
    const { requests } = signedIn({
      'GET /api/v2/user_license/current': () => json(licence),
      'POST /api/v2/user_license/create_checkout_session': () =>
        json({ checkout_url: 'http://localhost/billing/test/checkout/cs_1', session_id: 'cs_1' }),
    })
    const { popup, open } = fakePopup()
    const user = userEvent.setup()
    renderApp('/profile')
    const card = await screen.findByTestId('license-card')
    await user.click(await within(card).findByTestId('upgrade-button'))
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'courtside-checkout',
      expect.stringContaining('width=800,height=600'),
    )
    await waitFor(() => expect(popup.location.href).toBe('http://localhost/billing/test/checkout/cs_1'))
    expect(popup.opener).toBeNull()
    const licenceCalls = () => requests.filter((r) => r.path === '/api/v2/user_license/current').length
    const before = licenceCalls()
    licence = proLicense
    popup.closed = true
    await waitFor(() => expect(licenceCalls()).toBeGreaterThan(before), { timeout: 3000 })
    expect(await within(card).findByTestId('license-period-end')).toHaveTextContent('24 December 2026')
    expect(within(screen.getByTestId('license-card')).queryByTestId('upgrade-button')).not.toBeInTheDocument()
  })

  it("says 'Failed to create checkout session' and closes the popup when the checkout cannot start", async () => {
    signedIn({
      'POST /api/v2/user_license/create_checkout_session': () =>
        json({ message: 'Service unavailable', code: 'billingUnavailable' }, { status: 503 }),
    })
    const { popup } = fakePopup()
    const user = userEvent.setup()
    renderApp('/profile')
    await user.click(await within(await screen.findByTestId('license-card')).findByTestId('upgrade-button'))
    expect(await screen.findByText('Failed to create checkout session')).toBeInTheDocument()
    expect(popup.close).toHaveBeenCalled()
  })

  it('opens the billing portal in a new tab, and tells when it cannot', async () => {
    let fail = false
    signedIn({
      'GET /api/v2/user_license/current': () => json(proLicense),
      'GET /api/v2/user_license/billing_portal': () =>
        fail ? json({ message: 'x' }, { status: 500 }) : json({ portal_url: 'http://localhost/billing/test/portal/t' }),
    })
    const { popup } = fakePopup()
    const user = userEvent.setup()
    renderApp('/profile')
    const manage = await within(await screen.findByTestId('license-card')).findByTestId('manage-billing')
    expect(screen.getByTestId('license-status')).toHaveTextContent('Active')
    await user.click(manage)
    await waitFor(() => expect(popup.location.href).toBe('http://localhost/billing/test/portal/t'))
    fail = true
    await user.click(manage)
    expect(await screen.findByText('Failed to access billing portal')).toBeInTheDocument()
  })

  it('shows a lapsed pro licence in words with the free allowance and an upgrade', async () => {
    signedIn({
      'GET /api/v2/user_license/current': () =>
        json(
          aLicense({
            license_type: 'pro',
            status: 'past_due',
            end_date: '2026-11-30',
            is_pro: false,
            payment: { subscription_id: 'sub_1', customer_id: 'cus_1', plan_type: 'pro_monthly' },
          }),
        ),
    })
    renderApp('/profile')
    const card = await screen.findByTestId('license-card')
    expect(await within(card).findByTestId('license-status')).toHaveTextContent('Payment overdue')
    expect(within(card).getByTestId('license-status-hint')).toHaveTextContent('Your last payment failed')
    expect(within(card).getByTestId('usage-meter-pro')).toBeInTheDocument()
    // A running subscription is fixed in the portal, not with a second checkout.
    expect(within(card).queryByTestId('upgrade-button')).not.toBeInTheDocument()
    expect(within(card).getByTestId('manage-billing')).toBeInTheDocument()
  })
})

describe('settings (ADR 0031)', () => {
  it('saves the match defaults with any of the four deuce rules, the older switches agreeing', async () => {
    const { requests } = signedIn({
      'GET /api/v2/user/settings': () => json({ settings }),
      'PATCH /api/v2/user/settings': (request) =>
        json({ settings: { ...settings, ...(request.body as { settings: object }).settings } }),
    })
    const user = userEvent.setup()
    renderApp('/settings')
    const form = await screen.findByTestId('match-defaults-form')
    const deuce = within(form).getByLabelText('Deuce')
    expect(deuce).toHaveValue('golden')
    expect(deuce).toHaveAccessibleDescription('At 40–40 one deciding point.')
    await user.selectOptions(within(form).getByLabelText('Sport'), 'tennis')
    await user.selectOptions(within(form).getByLabelText('Match type'), 'singles')
    await user.selectOptions(deuce, 'silver')
    expect(deuce).toHaveAccessibleDescription('Advantage at the first deuce, then one deciding point.')
    await user.click(within(form).getByTestId('save-match-defaults'))
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true))
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      settings: {
        match_defaults: {
          ...DEFAULT_MATCH_DEFAULTS,
          sport: 'tennis',
          match_type: 'singles',
          golden_point: false,
          star_point: false,
          deciding_point_at_deuce: 2,
        },
      },
    })
    expect(await screen.findByText('Settings saved')).toBeInTheDocument()
    for (const [rule, golden, star, number] of [
      ['star', false, true, 3],
      ['advantage', false, false, null],
      ['golden', true, false, 1],
    ] as const) {
      await user.selectOptions(deuce, rule)
      await user.click(within(form).getByTestId('save-match-defaults'))
      await waitFor(() =>
        expect(requests.filter((r) => r.method === 'PATCH').at(-1)?.body).toMatchObject({
          settings: { match_defaults: { golden_point: golden, star_point: star, deciding_point_at_deuce: number } },
        }),
      )
    }
  })

  it('shows defaults saved with the two switches only (an older app) as their deuce rule', async () => {
    const { deciding_point_at_deuce: _, ...older } = DEFAULT_MATCH_DEFAULTS
    signedIn({
      'GET /api/v2/user/settings': () =>
        json({ settings: { ...settings, match_defaults: { ...older, golden_point: false, star_point: true } } }),
    })
    renderApp('/settings')
    const form = await screen.findByTestId('match-defaults-form')
    expect(within(form).getByLabelText('Deuce')).toHaveValue('star')
  })

  it('switches an e-mail kind off at once', async () => {
    const { requests } = signedIn({
      'GET /api/v2/user/settings': () => json({ settings }),
      'PATCH /api/v2/user/settings': (request) =>
        json({ settings: { ...settings, ...(request.body as { settings: object }).settings } }),
    })
    const user = userEvent.setup()
    renderApp('/settings')
    const toggle = await screen.findByRole('switch', { name: 'Billing' })
    await user.click(toggle)
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        settings: { email_preferences: { organization_updates: true, billing_updates: false } },
      }),
    )
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Billing' })).toHaveAttribute('aria-checked', 'false'),
    )
  })

  it('deletes the account only once the e-mail and the password are given, then signs out to /login', async () => {
    const { requests } = signedIn({
      'GET /api/v2/user/settings': () => json({ settings }),
      'DELETE /api/v2/user/me': () => new Response(null, { status: 204 }),
    })
    const user = userEvent.setup()
    const { router } = renderApp('/settings')
    await user.click(await screen.findByTestId('delete-account'))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    const confirm = within(dialog).getByTestId('delete-confirm')
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Type iida@example.com to confirm'), 'iida@example.co')
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Type iida@example.com to confirm'), 'm')
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Your password'), 'secret123')
    await user.click(confirm)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(requests.find((r) => r.method === 'DELETE')?.body).toEqual({
      confirm_email: 'iida@example.com',
      password: 'secret123',
    })
    expect(localStorage.getItem('courtside.token')).toBeNull()
    await act(async () => undefined)
  })

  it('shows a wrong password under its field (in English and Finnish) and keeps the account', async () => {
    signedIn({
      'GET /api/v2/user/settings': () => json({ settings }),
      'DELETE /api/v2/user/me': () =>
        json(
          {
            message: messages.deletePasswordIncorrect,
            code: 'deletePasswordIncorrect',
            errors: { password: [messages.deletePasswordIncorrect] },
          },
          { status: 422 },
        ),
    })
    const user = userEvent.setup()
    const { router } = renderApp('/settings')
    await user.click(await screen.findByTestId('delete-account'))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    await user.type(within(dialog).getByTestId('delete-confirm-email'), 'iida@example.com')
    await user.type(within(dialog).getByTestId('delete-confirm-password'), 'wrong')
    await user.click(within(dialog).getByTestId('delete-confirm'))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That is not your current password')
    expect(within(dialog).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true')
    expect(router.state.location.pathname).toBe('/settings')
    try {
      await act(() => i18n.changeLanguage('fi'))
      expect(within(dialog).getByLabelText('Salasanasi')).toBeInTheDocument()
      await user.click(within(dialog).getByTestId('delete-confirm'))
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Salasana ei ole oikein'))
    } finally {
      await act(() => i18n.changeLanguage('en'))
    }
  })
})
