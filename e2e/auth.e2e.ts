import { describe, expect } from 'vitest'
import { test } from './support/e2e-test.ts'
import type { Page } from 'playwright-core'
import { PHONE } from './support/browser.ts'
import { registerCoach } from './support/api.ts'
import { lastLinkTo } from './support/server.ts'
import { expectAccessible, expectToast, newCoach, signIn, signUp } from './support/flows.ts'
import { screenshot } from './support/screenshot.ts'

const sidebarState = (page: Page) => page.locator('[data-slot="sidebar"]').first().getAttribute('data-state')

describe('accounts and the app shell on a desktop', () => {
  test('signs up, keeps the sidebar and theme, signs out and in, and resets a forgotten password', async ({
    server,
    openContext,
  }) => {
    const context = await openContext()
    const page = await context.newPage()
    const coach = newCoach()

    // A guest is sent to the login screen.
    await page.goto('/dashboard')
    await page.waitForURL('**/login')
    await expectAccessible(page, 'login')

    // the messages on an empty login form.
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => page.getByText('Invalid email address').count()).toBeGreaterThan(0)
    await expect.poll(() => page.getByText('Password must be at least 6 characters').count()).toBeGreaterThan(0)

    await page.goto('/signup')
    await expectAccessible(page, 'signup')
    await signUp(page, coach)
    await expectToast(page, 'Welcome! Your account has been created with a free license.')
    await page.getByRole('heading', { name: `Welcome, ${coach.firstName}!` }).waitFor()
    await expectAccessible(page, 'dashboard')
    await screenshot(page, 'dashboard-1280-light-en')

    // A signed-in coach on a guest-only route goes to the dashboard.
    await page.goto('/login')
    await page.waitForURL('**/dashboard')

    // Ctrl+B collapses the sidebar to its rail; the cookie keeps it across a reload.
    expect(await sidebarState(page)).toBe('expanded')
    await page.keyboard.press('Control+b')
    await expect.poll(() => sidebarState(page)).toBe('collapsed')
    // The page writes document.cookie at once, but Chromium hands it to the browser's cookie store (which
    // context.cookies reads) a moment later: one run read it before it arrived.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'sidebar_state')?.value)
      .toBe('false')
    await page.reload()
    await page.getByRole('heading', { name: `Welcome, ${coach.firstName}!` }).waitFor()
    expect(await sidebarState(page)).toBe('collapsed')
    await page.keyboard.press('Control+b')
    await expect.poll(() => sidebarState(page)).toBe('expanded')

    // Dark theme is kept on the device.
    await page.getByRole('radio', { name: 'Dark' }).click()
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await page.reload()
    await page.getByRole('heading', { name: `Welcome, ${coach.firstName}!` }).waitFor()
    expect(
      await page.evaluate(() => [
        document.documentElement.classList.contains('dark'),
        localStorage.getItem('theme-preference'),
      ]),
    ).toEqual([true, 'dark'])
    await expectAccessible(page, 'dashboard (dark)')
    await screenshot(page, 'dashboard-1280-dark-en')

    // Sign out, then back in.
    await page.getByTestId('sign-out').click()
    await page.waitForURL('**/login')
    await expectToast(page, 'Successfully logged out')
    await signIn(page, coach)
    await expectToast(page, 'Welcome back!')

    // Forgot password → the emailed link → a new password signs the coach in.
    await page.getByTestId('sign-out').click()
    await page.waitForURL('**/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL('**/forgot-password')
    await expectAccessible(page, 'forgot password')
    await page.getByLabel('Email').fill(coach.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByRole('heading', { name: 'Check your email' }).waitFor()
    const link = lastLinkTo(server.mailbox, coach.email)
    expect(link).toMatch(/\/reset-password\?reset_password_token=/)
    await page.goto(link)
    await page.getByLabel('New password', { exact: true }).waitFor()
    // The token leaves the address bar (and the history entry) once the page has read it; the reset still works.
    await expect.poll(() => page.url()).toMatch(/\/reset-password$/)
    await expectAccessible(page, 'reset password')
    const newPassword = 'a-new-secret-7'
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm password').fill('mismatch-123')
    await page.getByRole('button', { name: 'Save password and sign in' }).click()
    await page.getByText("Passwords don't match").waitFor()
    await page.getByLabel('Confirm password').fill(newPassword)
    await page.getByRole('button', { name: 'Save password and sign in' }).click()
    await page.waitForURL('**/dashboard')
    await expectToast(page, 'Password reset successful! You are now signed in.')

    // The old password no longer works; the new one does.
    await page.getByTestId('sign-out').click()
    await page.waitForURL('**/login')
    await page.getByLabel('Email').fill(coach.email)
    await page.getByLabel('Password', { exact: true }).fill(coach.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expectToast(page, 'Invalid credentials')
    await signIn(page, { email: coach.email, password: newPassword })
    await context.close()
  })

  test('passes axe while sections are still loading (the licence and the matches held back)', async ({
    server,
    signedIn,
  }) => {
    const coach = newCoach('Lotta', 'Loading')
    const { token } = await registerCoach(server, coach)
    const context = await signedIn(token)
    const page = await context.newPage()
    // The answers wait until the page has been checked in its loading state.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/api\/v2\/(user_license\/current|matches\?)/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/matches')
    await page.getByRole('status', { name: 'Loading…' }).first().waitFor()
    expect(await page.getByRole('status', { name: 'Loading…' }).count()).toBeGreaterThanOrEqual(2)
    await expectAccessible(page, 'matches and sidebar, loading')
    release()
    await page
      .getByTestId('matches-empty')
      .or(page.getByRole('heading', { name: 'Matches' }))
      .first()
      .waitFor()
    await expect.poll(() => page.getByRole('status', { name: 'Loading…' }).count()).toBe(0)
    await context.close()
  })

  test('shows the public pages to a guest', async ({ openContext }) => {
    const context = await openContext()
    const page = await context.newPage()
    for (const path of ['/terms', '/privacy']) {
      await page.goto(path)
      await page.locator('time').first().waitFor()
      await expectAccessible(page, path)
    }
    await page.goto('/subscription/success?session_id=cs_test_123')
    await page.getByText('cs_test_123').waitFor()
    await page.goto('/subscription/cancel?session_id=cs_test_456')
    await page.getByText('cs_test_456').waitFor()
    await context.close()
  })
})

describe('accounts and the app shell on a phone', () => {
  test('signs up and navigates with the slide-in sheet, which closes after navigation', async ({ openContext }) => {
    const context = await openContext(PHONE)
    const page = await context.newPage()
    const coach = newCoach('Lea', 'Virta')
    await page.goto('/login')
    await screenshot(page, 'login-375-light-en')
    await signUp(page, coach)
    await page.getByRole('heading', { name: `Welcome, ${coach.firstName}!` }).waitFor()
    await expectAccessible(page, 'dashboard (phone)')
    await screenshot(page, 'dashboard-375-light-en')

    await page.getByTestId('sidebar-trigger').click()
    const sheet = page.getByRole('dialog')
    await sheet.waitFor()
    await screenshot(page, 'sheet-375-light-en')
    await sheet.getByRole('link', { name: 'Matches' }).click()
    await page.waitForURL('**/matches')
    await sheet.waitFor({ state: 'hidden' })

    await page.getByTestId('sidebar-trigger').click()
    await page.getByRole('dialog').getByTestId('sign-out').click()
    await page.waitForURL('**/login')
    await expectToast(page, 'Successfully logged out')
    await context.close()
  })
})

describe('languages', () => {
  test('shows Finnish to a Finnish browser, light and dark', async ({ openContext }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await openContext({ ...PHONE, locale: 'fi-FI', colorScheme })
      const page = await context.newPage()
      await page.goto('/login')
      await page.getByRole('heading', { name: 'Kirjaudu sisään' }).waitFor()
      expect(await page.getAttribute('html', 'lang')).toBe('fi')
      await page.getByRole('button', { name: 'Kirjaudu sisään' }).click()
      // The validation messages, in Finnish.
      await expect.poll(() => page.getByText('Virheellinen sähköpostiosoite').count()).toBeGreaterThan(0)
      await expectAccessible(page, `login fi ${colorScheme}`)
      await screenshot(page, `login-375-${colorScheme}-fi`)
      const coach = newCoach('Aino', 'Laine')
      await page.goto('/signup')
      await page.getByLabel('Etunimi').fill(coach.firstName)
      await page.getByLabel('Sukunimi').fill(coach.lastName)
      await page.getByLabel('Sähköposti').fill(coach.email)
      await page.getByLabel('Salasana', { exact: true }).fill(coach.password)
      await page.getByLabel('Vahvista salasana').fill(coach.password)
      await page.getByRole('button', { name: /Luo/ }).click()
      await page.waitForURL('**/dashboard')
      await page.getByRole('heading', { name: `Tervetuloa, ${coach.firstName}!` }).waitFor()
      await screenshot(page, `dashboard-375-${colorScheme}-fi`)
      await context.close()
    }
  })
})
