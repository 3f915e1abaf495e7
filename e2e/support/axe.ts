import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; summary?: string }[]
}

/** Runs axe-core in the page; returns serious and critical violations (the ones that fail a test). */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, not as an inline <script>: the app's CSP forbids those (ADR 0021). Once
  // per document: the app navigates without reloading, and compiling axe again took a third of a check's time.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  // Colours are measured as they will stay: a control just pressed may still be fading to its pressed colours (a
  // CSS transition), and a frame halfway is no contrast anyone reads. Endless animations (a live dot) are left.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, summary: (n as { failureSummary?: string }).failureSummary })),
    }))
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** Human-readable summary for an assertion message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.summary ?? ''}`).join('\n')}`,
    )
    .join('\n')
}
