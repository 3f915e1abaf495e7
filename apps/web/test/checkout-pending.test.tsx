import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { aLicense, json } from './api-mock'
import { signedIn } from './match-fixtures'
import { renderApp } from './render-app'

// A checkout's pending state in the app (docs/decisions/0060-stripe-pending-state.md).

const atTheLimit = aLicense({
  pro_games: { used_this_month: 3, limit: 3, remaining: 0, can_create: false, unlimited: false },
})
const pending = { ...atTheLimit, status: 'pending', is_active: false }
const pro = aLicense({
  license_type: 'pro',
  status: 'active',
  end_date: '2026-12-24',
  is_pro: true,
  pro_games: { used_this_month: 3, limit: null, remaining: null, can_create: true, unlimited: true },
  payment: { subscription_id: 'sub_1', customer_id: 'cus_1', plan_type: 'pro_monthly' },
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

/** The profile with its upgrade clicked: the checkout is in a stand-in popup the test closes. */
async function profileInCheckout() {
  // Timers and the clock are faked but still run with real time, so the page's code loads as usual.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  })
  const server = { licence: atTheLimit as object }
  const { requests } = signedIn({
    'GET /api/v2/user_license/current': () => json(server.licence),
    'POST /api/v2/user_license/create_checkout_session': () =>
      json({ checkout_url: 'http://localhost/billing/test/checkout/cs_1', session_id: 'cs_1' }),
  })
  const popup = { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() }
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
  renderApp('/profile')
  const card = await screen.findByTestId('license-card')
  await userEvent
    .setup({ advanceTimers: vi.advanceTimersByTime })
    .click(await within(card).findByTestId('upgrade-button'))
  await waitFor(() => expect(popup.location.href).toBe('http://localhost/billing/test/checkout/cs_1'))
  const licenceCalls = () => requests.filter((r) => r.path === '/api/v2/user_license/current').length
  return { card, popup, server, licenceCalls }
}

/** The popup closes before the payment's events have arrived: the licence still reads pending once fetched again. */
async function popupClosedWhilePending() {
  const inCheckout = await profileInCheckout()
  const { card, popup, server, licenceCalls } = inCheckout
  server.licence = pending
  popup.closed = true
  const before = licenceCalls()
  await vi.advanceTimersByTimeAsync(1_000)
  await waitFor(() => expect(within(card).getByTestId('license-status')).toHaveTextContent('Pending'))
  return { ...inCheckout, before }
}

describe('after the checkout popup closes', () => {
  it('fetches the licence again until it leaves pending, so a payment confirmed later shows without a reload', async () => {
    const { card, server, licenceCalls, before } = await popupClosedWhilePending()
    expect(licenceCalls()).toBe(before + 1)

    await vi.advanceTimersByTimeAsync(2_000)
    expect(licenceCalls()).toBe(before + 2)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(licenceCalls()).toBe(before + 3)

    // The invoice is paid: the next fetch shows pro, and the fetching stops.
    server.licence = pro
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await within(card).findByTestId('license-period-end')).toHaveTextContent('24 December 2026')
    const settled = licenceCalls()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(licenceCalls()).toBe(settled)
    expect(within(card).queryByTestId('upgrade-button')).not.toBeInTheDocument()
  })

  it('asks less often as time passes, and gives up after two minutes of pending', async () => {
    const { licenceCalls, before } = await popupClosedWhilePending()
    await vi.advanceTimersByTimeAsync(30_000)
    const firstHalfMinute = licenceCalls() - before
    await vi.advanceTimersByTimeAsync(30_000)
    const secondHalfMinute = licenceCalls() - before - firstHalfMinute
    // Every 2 s, then every 4 s.
    expect(firstHalfMinute).toBeGreaterThanOrEqual(14)
    expect(secondHalfMinute).toBeLessThanOrEqual(Math.ceil(firstHalfMinute / 2) + 1)
    await vi.advanceTimersByTimeAsync(70_000)
    const atTheEnd = licenceCalls()
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(licenceCalls()).toBe(atTheEnd)
    expect(atTheEnd - before).toBeLessThan(40)
  })
})

describe('the cancel page', () => {
  it('ends the checkout its address names, once', async () => {
    const { requests } = signedIn({
      'POST /api/v2/user_license/cancel_checkout_session': () => new Response(null, { status: 204 }),
    })
    renderApp('/subscription/cancel?session_id=cs_real_7')
    expect(await screen.findByRole('heading', { name: 'Checkout cancelled' })).toBeInTheDocument()
    expect(screen.getByTestId('subscription-session-id')).toHaveTextContent('cs_real_7')
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/v2/user_license/cancel_checkout_session')).toHaveLength(1),
    )
    const cancel = requests.find((r) => r.path === '/api/v2/user_license/cancel_checkout_session')!
    expect(cancel.method).toBe('POST')
    expect(cancel.body).toEqual({ session_id: 'cs_real_7' })
    expect(screen.queryByTestId('subscription-still-pending')).not.toBeInTheDocument()
  })

  it('says the plan may read pending for a while when the checkout cannot be ended now', async () => {
    signedIn({
      'POST /api/v2/user_license/cancel_checkout_session': () =>
        json(
          { message: 'Payments are not available right now. Please try again later.', code: 'billingUnavailable' },
          { status: 503 },
        ),
    })
    renderApp('/subscription/cancel?session_id=cs_real_8')
    expect(await screen.findByTestId('subscription-still-pending')).toHaveTextContent(
      'your plan may show as pending for up to half an hour',
    )
  })

  it("says nothing more of a session that is not the coach's, and asks nothing without a session id", async () => {
    const { requests } = signedIn({
      'POST /api/v2/user_license/cancel_checkout_session': () =>
        json({ message: 'Checkout session not found', code: 'checkoutSessionNotFound' }, { status: 404 }),
    })
    const { unmount } = renderApp('/subscription/cancel?session_id=cs_someone_else')
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/cancel_checkout_session'))).toBe(true))
    expect(screen.queryByTestId('subscription-still-pending')).not.toBeInTheDocument()
    unmount()

    requests.length = 0
    renderApp('/subscription/cancel')
    expect(await screen.findByRole('heading', { name: 'Checkout cancelled' })).toBeInTheDocument()
    expect(requests.some((r) => r.path.endsWith('/cancel_checkout_session'))).toBe(false)
  })
})
