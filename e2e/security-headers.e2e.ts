import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { DESKTOP, launchBrowser, newContext } from './support/browser.ts'
import { startServer, type RunningServer } from './support/server.ts'
import { newCoach, signUp } from './support/flows.ts'
import { watchViolations } from './support/csp-violations.ts'

// The real app runs under its Content-Security-Policy without a single violation (ADR 0021, ADR 0052).

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('the app under its security headers', () => {
  it('serves the page with the policy, signs up, records nothing inline, and reports no violation', async () => {
    const context = await newContext(browser, { ...DESKTOP, baseURL: server.url })
    const page = await context.newPage()
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
    await context.close()
  })

  it('shows the API docs (Swagger UI) without a violation', async () => {
    const context = await newContext(browser, { ...DESKTOP, baseURL: server.url })
    const page = await context.newPage()
    const violations = await watchViolations(page)
    await page.goto('/api/docs')
    await page.locator('.swagger-ui .info .title').first().waitFor()
    expect(violations).toEqual([])
    await context.close()
  })

  it('cannot be framed by another page', async () => {
    const context = await newContext(browser, { ...DESKTOP, baseURL: server.url })
    const page = await context.newPage()
    const violations = await watchViolations(page)
    await page.setContent(`<iframe src="${server.url}/login" title="framed"></iframe>`)
    await expect.poll(() => violations.some((text) => /frame-ancestors/.test(text))).toBe(true)
    await context.close()
  })
})
