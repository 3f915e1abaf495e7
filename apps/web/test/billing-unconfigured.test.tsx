import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { messages } from '@courtside/contracts'
import { i18n } from '@/lib/i18n'
import { json } from './api-mock'
import { signedIn } from './match-fixtures'
import { renderApp } from './render-app'

// A server that takes no payments, and one that gives every account pro
// (docs/decisions/0047-billing-safe-when-unconfigured.md).

const selfHosted = {
  license_type: 'pro',
  status: 'active',
  is_pro: true,
  source: 'self_hosted',
  pro_games: { used_this_month: 7, limit: null, remaining: null, can_create: true, unlimited: true },
  // A customer from earlier paid days: still no portal, the server's plan is what counts.
  payment: { subscription_id: null, customer_id: 'cus_1', plan_type: null },
}

afterEach(async () => {
  vi.restoreAllMocks()
  await act(() => i18n.changeLanguage('en'))
})

describe('a server that provides pro (SELF_HOSTED_PLAN=pro)', () => {
  it('says "Pro — provided by this server" on the licence card and in the sidebar, with no upgrade or portal', async () => {
    signedIn({}, { license: selfHosted })
    renderApp('/profile')
    const card = await screen.findByTestId('license-card')
    expect(await within(card).findByTestId('license-provided-by-server')).toHaveTextContent(
      'Pro — provided by this server',
    )
    expect(within(card).getByTestId('license-badge')).toHaveTextContent('Pro')
    expect(within(card).getByTestId('license-usage')).toHaveAttribute('data-plan', 'pro')
    expect(within(card).queryByTestId('upgrade-button')).not.toBeInTheDocument()
    expect(within(card).queryByTestId('manage-billing')).not.toBeInTheDocument()
    // Nothing is counted, so nothing resets.
    expect(within(card).queryByTestId('days-until-reset')).not.toBeInTheDocument()

    const sidebar = await screen.findByTestId('sidebar-user-card')
    expect(within(sidebar).getByTestId('license-provided-by-server')).toHaveTextContent('Pro — provided by this server')
    expect(screen.getAllByTestId('license-provided-by-server')).toHaveLength(2)
    expect(screen.queryByTestId('upgrade-button')).not.toBeInTheDocument()

    await act(() => i18n.changeLanguage('fi'))
    expect(within(card).getByTestId('license-provided-by-server')).toHaveTextContent('Pro — tämän palvelimen tarjoama')
  })

  it('shows nothing of the kind for a licence of its own', async () => {
    signedIn({})
    renderApp('/profile')
    const card = await screen.findByTestId('license-card')
    expect(await within(card).findByTestId('upgrade-button')).toBeInTheDocument()
    expect(within(card).getByTestId('days-until-reset')).toBeInTheDocument()
    expect(screen.queryByTestId('license-provided-by-server')).not.toBeInTheDocument()
  })
})

describe('a server with no payments set up', () => {
  it('tells the coach "Payments are not set up on this server" when the upgrade answers 503', async () => {
    signedIn({
      'POST /api/v2/user_license/create_checkout_session': () =>
        json({ message: messages.paymentsNotConfigured, code: 'paymentsNotConfigured' }, { status: 503 }),
    })
    const popup = { closed: false, opener: {}, location: { href: 'about:blank' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const user = userEvent.setup()
    renderApp('/profile')
    const card = await screen.findByTestId('license-card')
    await user.click(await within(card).findByTestId('upgrade-button'))
    expect(await screen.findByText('Payments are not set up on this server')).toBeInTheDocument()
    expect(screen.queryByText('Failed to create checkout session')).not.toBeInTheDocument()
    expect(popup.close).toHaveBeenCalled()

    await act(() => i18n.changeLanguage('fi'))
    await user.click(within(card).getByTestId('upgrade-button'))
    await waitFor(() =>
      expect(screen.getByText('Maksuja ei ole otettu käyttöön tällä palvelimella')).toBeInTheDocument(),
    )
  })
})
