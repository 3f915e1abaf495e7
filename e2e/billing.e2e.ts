import { describe, expect } from 'vitest'
import { test, type ContextOptions, type OpenContext } from './support/e2e-test.ts'
import { DESKTOP, PHONE } from './support/browser.ts'
import type { RunningServer } from './support/server.ts'
import { expectAccessible, expectToast, newCoach, signIn, type Coach } from './support/flows.ts'
import { checkoutSessionSchema } from '@courtside/contracts'
import { apiRead, createMatch, personalOrganizationId, registerCoach } from './support/api.ts'
import { screenshot } from './support/screenshot.ts'

// Plans end to end on the built-in test checkout and portal (BILLING_TEST_MODE=true, set by startServer): the same
// event path as webhooks.

async function signedInPage(openContext: OpenContext, coach: Coach, options: ContextOptions = DESKTOP) {
  const context = await openContext(options)
  const page = await context.newPage()
  await signIn(page, coach)
  return page
}

/** The checkout session a test checkout link names (`userId.sessionId.expiry.mac`). */
const sessionOfLink = (url: string) => url.split('/').at(-1)!.split('.')[1]!

/** A coach who has used the month's three pro games. */
async function coachAtTheLimit(server: RunningServer) {
  const coach = newCoach('Pia', 'Raja')
  const { token } = await registerCoach(server, coach)
  const organizationId = await personalOrganizationId(server, token)
  for (let i = 0; i < 3; i++) await createMatch(server, token, { organizationId, title: `League ${i + 1}` })
  return { coach, token }
}

/** Pays a test checkout the way its page's form does. */
async function payThroughApi(server: RunningServer, token: string) {
  const session = await apiRead(
    checkoutSessionSchema,
    server,
    'POST',
    '/api/v2/user_license/create_checkout_session',
    token,
  )
  const response = await fetch(`${session.checkout_url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  })
  expect(response.status).toBe(303)
}

describe('upgrading through the test checkout', () => {
  test('a free coach at the limit upgrades in a popup; the meters turn to Unlimited without a reload', async ({
    server,
    openContext,
  }) => {
    const { coach } = await coachAtTheLimit(server)
    const page = await signedInPage(openContext, coach)
    const sidebar = page.locator('[data-slot="sidebar"]').first()
    await expect.poll(() => sidebar.getByTestId('usage-meter-pro').innerText()).toContain('3 / 3')

    const [popup] = await Promise.all([page.waitForEvent('popup'), sidebar.getByTestId('upgrade-button').click()])
    // A link signed for this coach (user id, session id, expiry, MAC), never the bare session id.
    await popup.waitForURL(/\/billing\/test\/checkout\/\d+\.cs_test_\w+\.\d+\.[\w-]+$/)
    await popup.getByText('Test payment — no card is charged and no money moves').waitFor()
    await expectAccessible(popup, 'test checkout')
    await screenshot(popup, 'test-checkout-800-light-en')
    const sessionId = sessionOfLink(popup.url())
    await popup.getByRole('button', { name: 'Pay (test)' }).click()
    await popup.waitForURL(/\/subscription\/success\?session_id=/)
    expect(await popup.getByTestId('subscription-session-id').innerText()).toBe(sessionId)
    await expectAccessible(popup, 'subscription success')
    await screenshot(popup, 'subscription-success-800-light-en')
    await popup.close()

    // No reload: the app polls the popup, sees it closed and fetches the licence again.
    await sidebar.getByTestId('license-usage').and(page.locator('[data-plan="pro"]')).waitFor({ timeout: 10_000 })
    expect(await sidebar.getByTestId('license-usage').innerText()).toContain('Unlimited')
    expect(await sidebar.getByTestId('upgrade-button').count()).toBe(0)
  })

  test('a cancelled checkout ends on the cancel page with its session id, and the plan stays free', async ({
    server,
    openContext,
  }) => {
    const { coach } = await coachAtTheLimit(server)
    const page = await signedInPage(openContext, coach)
    await page.goto('/profile')
    const card = page.getByTestId('license-card')
    const [popup] = await Promise.all([page.waitForEvent('popup'), card.getByTestId('upgrade-button').click()])
    await popup.waitForURL(/\/billing\/test\/checkout\//)
    const sessionId = sessionOfLink(popup.url())
    await popup.getByRole('button', { name: 'Cancel' }).click()
    await popup.waitForURL(/\/subscription\/cancel\?session_id=/)
    expect(await popup.getByTestId('subscription-session-id').innerText()).toBe(sessionId)
    await expectAccessible(popup, 'subscription cancel')
    await screenshot(popup, 'subscription-cancel-800-light-en')
    await popup.close()
    await expect.poll(() => card.getByTestId('license-status').getAttribute('data-status')).toBe('active')
    expect(await card.getByTestId('usage-meter-pro').count()).toBe(1)
  })

  test('the portal cancels the plan: pro until the end of the period, shown on the profile', async ({
    server,
    openContext,
  }) => {
    const coach = newCoach('Kalle', 'Kortti')
    const { token } = await registerCoach(server, coach)
    await payThroughApi(server, token)
    const page = await signedInPage(openContext, coach)
    await page.goto('/profile')
    const card = page.getByTestId('license-card')
    await expect.poll(() => card.getByTestId('license-status').getAttribute('data-status')).toBe('active')
    await card.getByTestId('license-period-end').waitFor()

    const [portal] = await Promise.all([page.waitForEvent('popup'), card.getByTestId('manage-billing').click()])
    await portal.waitForURL(/\/billing\/test\/portal\//)
    await expectAccessible(portal, 'test portal')
    await portal.getByRole('button', { name: 'Cancel at the end of the period' }).click()
    await portal.getByRole('status').waitFor()
    expect(await portal.getByTestId('test-portal-status').innerText()).toBe('cancelled')
    await portal.close()

    await page.reload()
    await expect.poll(() => card.getByTestId('license-status').getAttribute('data-status')).toBe('cancelled')
    expect(await card.getByTestId('license-status-hint').innerText()).toContain('pro stays until the end')
    expect(await card.getByTestId('license-usage').getAttribute('data-plan')).toBe('pro')
  })
})

describe('leaving', () => {
  test('deleting the account signs out, and signing in again is refused with a clear message', async ({
    server,
    openContext,
  }) => {
    const coach = newCoach('Lauri', 'Lahtija')
    await registerCoach(server, coach)
    const page = await signedInPage(openContext, coach, PHONE)
    await page.goto('/settings')
    await page.getByTestId('delete-account').click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await expectAccessible(page, 'delete account dialog (phone)')
    await screenshot(page, 'settings-delete-375-light-en')
    expect(await dialog.getByTestId('delete-confirm').isDisabled()).toBe(true)
    await dialog.getByTestId('delete-confirm-email').fill(coach.email.toUpperCase())
    expect(await dialog.getByTestId('delete-confirm').isDisabled()).toBe(true)
    await dialog.getByLabel('Your password').fill('not-my-password')
    await dialog.getByTestId('delete-confirm').click()
    expect(await dialog.getByRole('alert').innerText()).toBe('That is not your current password')
    await dialog.getByLabel('Your password').fill(coach.password)
    await dialog.getByTestId('delete-confirm').click()
    await page.waitForURL('**/login')
    await expectToast(page, 'Your account has been closed. We sent you a confirmation e-mail.')
    expect(await page.evaluate(() => localStorage.getItem('courtside.token'))).toBeNull()
    expect(
      server.mailbox.some((m) => m.to === coach.email && m.subject === 'Your Courtside account has been closed'),
    ).toBe(true)

    await page.getByLabel('Email').fill(coach.email)
    await page.getByLabel('Password', { exact: true }).fill(coach.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expectToast(page, 'This account has been closed. Contact support within 30 days to restore it.')
    expect(page.url()).toMatch(/\/login$/)
  })
})

describe('profile and settings screens', () => {
  test('pass axe-core at 375 and 1280 px, light and dark, English and Finnish', async ({ server, signedIn }) => {
    const coach = newCoach('Sanni', 'Suomi')
    const { token } = await registerCoach(server, coach)
    await payThroughApi(server, token)
    for (const locale of ['en-US', 'fi-FI'] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const [size, viewport] of [
          ['375', PHONE],
          ['1280', DESKTOP],
        ] as const) {
          // Signed in by token: the sign-in form's labels are Finnish in the Finnish pass.
          const context = await signedIn(token, { ...viewport, locale, colorScheme })
          const page = await context.newPage()
          const lang = locale === 'fi-FI' ? 'fi' : 'en'
          await page.goto('/profile')
          await page.getByTestId('license-period-end').waitFor()
          await expectAccessible(page, `profile ${size} ${colorScheme} ${lang}`)
          await screenshot(page, `profile-${size}-${colorScheme}-${lang}`)
          await page.goto('/settings')
          await page.getByTestId('match-defaults-form').waitFor()
          await page.getByTestId('email-organization_updates').waitFor()
          if (lang === 'fi') await page.getByText('Uuden ottelun oletukset').waitFor()
          await expectAccessible(page, `settings ${size} ${colorScheme} ${lang}`)
          await screenshot(page, `settings-${size}-${colorScheme}-${lang}`)
          await page.context().close()
        }
      }
    }
  }, 240_000)
})
