/**
 * What a phone downloads: JavaScript (gzipped, as served) for the guest's /login and, on top of it, for a signed-in
 * match page with 100 recorded points, beside the framework floor (React + React DOM + React Router alone, built by
 * the same Vite in the same run). Prints figures and ratios; asserts nothing. The login figure is the issue's
 * definition (the built index.html's module script and modulepreloads); the row below it adds what /login fetches
 * after them (the page's language), so nothing downloaded goes uncounted.
 *
 * Run: npx tsx bench/bundle/bundle.bench.ts   (BENCH_SKIP_BUILD=1 reuses apps/web/dist).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { launchBrowser, newContext, PHONE } from '../../e2e/support/browser.ts'
import { startServer } from '../../e2e/support/server.ts'
import { newCoach } from '../../e2e/support/flows.ts'
import { seedMatchWithPoints } from '../support/seed-match.ts'
import { FIRST_LOAD_BUDGET, firstLoadScripts, gzippedSize, kB } from '../../e2e/support/first-load.ts'
import { printTable } from '../support/print-table.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const dist = join(root, 'apps/web/dist')

if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build', '-w', '@courtside/web'], { cwd: root })

async function floorBytes(): Promise<number> {
  // Built inside the repository so Vite resolves react from node_modules.
  const outDir = mkdtempSync(join(root, 'bench/bundle/.floor-dist-'))
  try {
    await build({
      root: fileURLToPath(new URL('./floor', import.meta.url)),
      plugins: [react()],
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    })
    const scripts = firstLoadScripts(outDir)
    return scripts.reduce((sum, path) => sum + gzippedSize(outDir, path), 0)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

/** The JS files the page has fetched so far, from the browser's resource timings (/assets/…). */
async function loginFetches(page: import('playwright-core').Page): Promise<string[]> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
  return urls.map((url) => new URL(url).pathname.replace(/^\//, '')).filter((path) => path.endsWith('.js'))
}

/** Paths of the built JS files the page fetched, as served (/assets/…), in order. */
async function scriptsFetchedBy(visit: (onScript: (path: string) => void) => Promise<void>): Promise<string[]> {
  const seen: string[] = []
  await visit((path) => {
    if (!seen.includes(path)) seen.push(path)
  })
  return seen
}

const floor = await floorBytes()
const login = firstLoadScripts(dist)
const loginBytes = login.reduce((sum, path) => sum + gzippedSize(dist, path), 0)

const server = await startServer()
const browser = await launchBrowser()
try {
  const coach = newCoach()
  const { token, matchId } = await seedMatchWithPoints(server, coach, 100)
  const context = await newContext(browser, { ...PHONE, baseURL: server.url })
  const page = await context.newPage()
  let atLogin: string[] = []
  const fetched = await scriptsFetchedBy(async (onScript) => {
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname.replace(/^\//, '')
      if (path.endsWith('.js')) onScript(path)
    })
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    await page.waitForLoadState('networkidle')
    atLogin = [...new Set([...login, ...(await loginFetches(page))])]
    await page.evaluate((t) => localStorage.setItem('courtside.token', t), token)
    await page.goto(`/matches/${matchId}`)
    await page.getByRole('heading', { name: 'Club final' }).first().waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
  })
  const loginAll = fetched.filter((path) => atLogin.includes(path) || login.includes(path))
  const loginAllBytes = [...new Set([...login, ...loginAll])].reduce((sum, path) => sum + gzippedSize(dist, path), 0)
  const matchExtra = fetched.filter((path) => !loginAll.includes(path) && !login.includes(path))
  const matchBytes = matchExtra.reduce((sum, path) => sum + gzippedSize(dist, path), 0)
  // BENCH_BUNDLE_FILES=1 lists what the match page adds, largest first, to see where its kilobytes go.
  if (process.env.BENCH_BUNDLE_FILES)
    for (const path of [...matchExtra].sort((a, b) => gzippedSize(dist, b) - gzippedSize(dist, a)))
      console.log(`${kB(gzippedSize(dist, path)).padStart(6)} kB  ${path}`)
  const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
  const allBytes = all.reduce((sum, f) => sum + gzippedSize(dist, `assets/${f}`), 0)

  printTable(
    ['JavaScript, gzipped', 'files', 'kB', 'framework floor kB', 'ratio'],
    [
      ['guest /login (first load)', String(login.length), kB(loginBytes), kB(floor), (loginBytes / floor).toFixed(2)],
      ['guest /login, all it fetches', String(new Set([...login, ...loginAll]).size), kB(loginAllBytes), '', ''],
      ['signed-in match page, added', String(matchExtra.length), kB(matchBytes), '', ''],
      ['the whole app (every chunk)', String(all.length), kB(allBytes), '', ''],
    ],
  )
  console.log(
    `\nbudgets (ADR 0042): /login ≤ ${kB(FIRST_LOAD_BUDGET.loginBytes)} kB; the match page adds ≤ ${kB(FIRST_LOAD_BUDGET.matchPageAddsBytes)} kB`,
  )
  await context.close()
} finally {
  await browser.close()
  await server.close()
}
