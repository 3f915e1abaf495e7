import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { OVERVIEW_FIGURES } from '@courtside/contracts'

/** The statistics overview's figures of one row, by the name in its row header, keyed by OVERVIEW_FIGURES. */
export async function overviewRow(page: Page, name: string): Promise<Record<string, string>> {
  const row = page
    .getByTestId('stats-overview')
    .locator('tbody tr')
    .filter({ has: page.locator('th', { hasText: new RegExp(`^${name}$`) }) })
  const cells = await row.locator('td').allInnerTexts()
  expect(cells, `overview row of ${name}`).toHaveLength(OVERVIEW_FIGURES.length)
  return Object.fromEntries(OVERVIEW_FIGURES.map((k, i) => [k, cells[i]!.trim()]))
}
