import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'

const dir = fileURLToPath(new URL('../screenshots/', import.meta.url))

/**
 * Screenshots land in e2e/screenshots/ (ignored by git) for a human to look at. Nobody looks at a clean clone's, so
 * CI turns them off with E2E_SCREENSHOTS=off (about 300 full-page captures of Chromium's time, ADR 0073); the
 * screenshot of a failed test is taken all the same (failure-record.ts).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: `${dir}${name}.png`, fullPage: true })
}
