import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, launchBrowser, newContext } from './support/browser.ts'
import { startServer, type RunningServer } from './support/server.ts'
import { newCoach, signUp } from './support/flows.ts'

// Issue 9 finding 6: the real app runs under its Content-Security-Policy without a single violation.

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation
      report(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

describe('the app under its security headers', () => {
  it('serves the page with the policy, signs up, records nothing inline, and reports no violation', async () => {
    const context = await newContext(browser, { ...DESKTOP, baseURL: server.url })
    const page = await context.newPage()
    const violations = await watchViolations(page)
    const response = await page.goto('/login')
    const headers = response!.headers()
    expect(headers['content-security-policy']).toContain("script-src 'self'")
    expect(headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'")
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
