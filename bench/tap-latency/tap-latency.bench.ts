/**
 * Tap to score: the real recorder in Chromium with 4× CPU throttling (CDP), a phone viewport and touch. Each tap
 * on a quick-point button is timed from the input event's timestamp to the first animation frame after the
 * scoreboard's text changed (the frame that paints it). Prints p50/p95/max beside the same measure on a bare DOM
 * page (a button that changes a text node) in the same browser, same throttling. Goal (ADR 0040): p95 ≤ 100 ms.
 * Asserts nothing.
 *
 * Run: npx tsx bench/tap-latency/tap-latency.bench.ts   (BENCH_TAPS, default 60; BENCH_SKIP_BUILD=1 reuses dist).
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { launchBrowser, newContext, PHONE } from '../../e2e/support/browser.ts'
import { newCoach } from '../../e2e/support/flows.ts'
import { startServer } from '../../e2e/support/server.ts'
import { seedMatchWithPoints } from '../support/seed-match.ts'
import { printTable } from '../support/print-table.ts'

const TAPS = Number(process.env.BENCH_TAPS ?? 60)
const root = fileURLToPath(new URL('../..', import.meta.url))
if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build', '-w', '@courtside/web'], { cwd: root })

/** Installs the probe: input timestamp → first frame after `target`'s text changed. */
async function installProbe(page: Page, targetSelector: string): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __tap?: number; __latencies: number[] }
    w.__latencies = []
    document.addEventListener('pointerdown', (event) => (w.__tap = event.timeStamp), { capture: true })
    const target = document.querySelector(selector)!
    new MutationObserver(() => {
      const start = w.__tap
      if (start === undefined) return
      w.__tap = undefined
      // The frame after the change is the one that paints it.
      requestAnimationFrame(() => w.__latencies.push(performance.now() - start))
    }).observe(target, { subtree: true, childList: true, characterData: true })
  }, targetSelector)
}

async function measure(page: Page, tap: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < TAPS; i++) {
    const before = await page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies.length)
    await tap(i)
    await page.waitForFunction((n) => (window as unknown as { __latencies: number[] }).__latencies.length > n, before)
    await page.waitForTimeout(50)
  }
  return page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies)
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN
  return [at(0.5), at(0.95), sorted.at(-1) ?? NaN].map((v) => v.toFixed(1))
}

const server = await startServer()
const browser = await launchBrowser()
try {
  const { token, matchId } = await seedMatchWithPoints(server, newCoach(), 0)
  const context = await newContext(browser, { ...PHONE, baseURL: server.url })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  // Floor: a bare DOM page, same browser, same throttling.
  await page.setContent(
    '<button id="b" style="width:200px;height:80px">tap</button><p id="t">0</p>' +
      '<script>let n=0;document.getElementById("b").addEventListener("click",()=>{document.getElementById("t").textContent=String(++n)})</script>',
  )
  await installProbe(page, '#t')
  const floor = await measure(page, () => page.locator('#b').tap())

  await page.goto('/login')
  await page.evaluate((t) => localStorage.setItem('courtside.token', t), token)
  await page.goto(`/matches/${matchId}`)
  await page.getByTestId('match-recorder').waitFor({ timeout: 30_000 })
  await installProbe(page, '[data-testid="scoreboard"]')
  // Teams take turns, so games go to deuce and the match lasts the whole run.
  const ours = await measure(page, (i) => page.getByTestId(`quick-point-${i % 2}`).tap())

  printTable(
    ['tap → score painted (4× CPU)', 'taps', 'p50 ms', 'p95 ms', 'max ms'],
    [
      ['bare DOM page (floor)', String(floor.length), ...stats(floor)],
      ['recorder quick point', String(ours.length), ...stats(ours)],
    ],
  )
  console.log('\ngoal (ADR 0040): p95 ≤ 100 ms')
  await context.close()
} finally {
  await browser.close()
  await server.close()
}
