import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'

const dir = fileURLToPath(new URL('../screenshots/', import.meta.url))

/** Screenshots land in e2e/screenshots/ (ignored by git) for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: `${dir}${name}.png`, fullPage: true })
}
