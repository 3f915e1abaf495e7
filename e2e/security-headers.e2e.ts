import { describe, expect } from 'vitest'
import { test } from './support/e2e-test.ts'
import { newCoach, signUp } from './support/flows.ts'
import { watchViolations } from './support/csp-violations.ts'

// The real app runs under its Content-Security-Policy without a single violation (ADR 0021, ADR 0052).

describe('the app under its security headers', () => {
  test('serves the page with the policy, signs up, records nothing inline, and reports no violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    const response = await page.goto('/login')
    const headers = response!.headers()
    expect(headers['content-security-policy']).toContain("script-src 'self'")
    expect(headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'")
    // A linked video from another https host may play (ADR 0052); the script policy above stays our own files.
    expect(headers['content-security-policy']).toContain("media-src 'self' blob: https:")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['x-frame-options']).toBe('DENY')
    // The theme bootstrap still runs before paint (it is a file now).
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)

    await signUp(page, newCoach())
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(violations).toEqual([])
  })

  test('shows the API docs (Swagger UI) without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/api/docs')
    await page.locator('.swagger-ui .info .title').first().waitFor()
    expect(violations).toEqual([])
  })

  test('cannot be framed by another page', async ({ server, page }) => {
    const violations = await watchViolations(page)
    await page.setContent(`<iframe src="${server.url}/login" title="framed"></iframe>`)
    await expect.poll(() => violations.some((text) => /frame-ancestors/.test(text))).toBe(true)
  })
})
