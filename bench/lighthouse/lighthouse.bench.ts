/**
 * Lighthouse (the npm package, mobile preset: simulated slow 4G and 4× CPU slowdown) on the built app served by the
 * real API: the guest's /login and a signed-in match page with 100 recorded points. Prints performance,
 * accessibility, best practices and the paint metrics beside the same run on a bare page served by the same server
 * (the floor), so a slow machine shows as a slow floor. Each page twice: straight from the API over HTTP/1.1, and as
 * deployed, behind Debian's Caddy running deploy/Caddyfile (caddy-proxy.ts: TLS, HTTP/2; ADR 0046: Lighthouse's
 * simulation gives an HTTP/1.1 origin six connections and a round trip per file, which an app of many small
 * chunks pays for and no phone on a deployed Courtside does). The floor's server sits behind a Caddy of its own on
 * the same file, so both rows of a transport pay the same proxy. Goals (ADRs 0041–0046): performance ≥ 90,
 * accessibility 100, best practices 100. Asserts nothing.
 *
 * Run: npx tsx bench/lighthouse/lighthouse.bench.ts   (BENCH_SKIP_BUILD=1 reuses apps/web/dist; CHROME_PATH). Needs
 * `caddy` and `certutil` on PATH (Debian's caddy and libnss3-tools).
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync, mkdtempSync, rmSync, mkdirSync, cpSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { CHROMIUM_ARGS } from '../../e2e/support/browser.ts'
import { newCoach } from '../../e2e/support/flows.ts'
import { startServer } from '../../e2e/support/server.ts'
import { seedMatchWithPoints } from '../support/seed-match.ts'
import { printTable } from '../support/print-table.ts'
import { startCaddyProxy } from './caddy-proxy.ts'
import { createTrustedHome } from './trusted-home.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build', '-w', '@courtside/web'], { cwd: root })

// The floor: a bare page, same server, same Lighthouse settings.
const floorDist = mkdtempSync(join(tmpdir(), 'courtside-floor-'))
mkdirSync(join(floorDist, 'assets'))
cpSync(join(root, 'apps/web/dist/favicon.svg'), join(floorDist, 'favicon.svg'))
writeFileSync(
  join(floorDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="floor"><title>Floor</title></head><body><h1>Courtside</h1></body></html>',
)

// Whatever was started is stopped at the end, last first, also when a step fails (Caddy is a child process).
const cleanups: (() => unknown)[] = [() => rmSync(floorDist, { recursive: true, force: true })]
const started = <T extends { close: () => unknown }>(resource: T): T => {
  cleanups.unshift(() => resource.close())
  return resource
}
try {
  const server = started(await startServer())
  const floorServer = started(await startServer({ webDistDir: floorDist }))
  const proxy = started(await startCaddyProxy(server.url))
  const floorProxy = started(await startCaddyProxy(floorServer.url))
  // Chromium trusts both Caddys' local CAs, as a phone trusts the public CA of a deployed Courtside, rather than
  // running with --ignore-certificate-errors: a page loaded past a certificate error is not what a phone loads, and
  // the run also checks that the chain Caddy serves validates.
  const trusted = started(createTrustedHome([proxy.rootCertificate, floorProxy.rootCertificate]))
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    // chrome-launcher adds --remote-debugging-port itself; our flags keep Chromium off the closed network.
    chromeFlags: [...CHROMIUM_ARGS],
    envVars: { ...process.env, HOME: trusted.home },
  })
  cleanups.unshift(() => chrome.kill())
  const { token, matchId } = await seedMatchWithPoints(server, newCoach(), 100)
  // Lighthouse's storage reset clears caches and service workers, not local storage: the guest page is measured
  // before the token is put there, and the signed-in page after, with the reset off and the service
  // worker the guest visit installed cleared by hand, so both are first visits.
  const signIn = async (origin: string) => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const page = await browser.newPage()
    await page.goto(`${origin}/login`)
    const cdp = await page.createCDPSession()
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' })
    await page.evaluate((t) => localStorage.setItem('courtside.token', t), token)
    await page.close()
    await browser.disconnect()
  }

  const transports: [string, string, string][] = [
    ['HTTP/1.1', floorServer.url, server.url],
    ['HTTP/2, Caddy', floorProxy.url, proxy.url],
  ]
  const pages = transports.flatMap(([served, floor, app]): [string, string, string, boolean][] => [
    ['floor (bare page)', served, `${floor}/`, false],
    ['/login (guest)', served, `${app}/login`, false],
    ['/matches/:id (100 points)', served, `${app}/matches/${matchId}`, true],
  ])
  const rows: string[][] = []
  for (const [name, served, url, signedIn] of pages) {
    const measure = async () => {
      if (signedIn) await signIn(new URL(url).origin)
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // The guest page must be measured without the token; the match page needs it.
        disableStorageReset: signedIn,
      })
      if (!result?.lhr) throw new Error(`no Lighthouse result for ${url}`)
      return result.lhr
    }
    let lhr = await measure()
    // Lighthouse's advice for a run it could not measure (NO_NAVSTART now and then on a loaded machine) is to run it
    // again: once, saying so.
    if (lhr.runtimeError) {
      console.log(`${name}, ${served}: not measured (${lhr.runtimeError.code}), measuring again`)
      lhr = await measure()
    }
    // BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each page's full report (open it in any Lighthouse viewer) to see why.
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS
    if (reports) {
      mkdirSync(reports, { recursive: true })
      const file = `${name} ${served}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')
      writeFileSync(`${reports}/${file}.json`, JSON.stringify(lhr))
    }
    // A run Lighthouse could not measure (the page did not load in time, say) says so instead of scoring 0.
    if (lhr.runtimeError)
      console.log(`${name}, ${served}: not measured: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const score = (id: string) => {
      const value = lhr.categories[id]?.score
      return typeof value === 'number' ? String(Math.round(value * 100)) : '-'
    }
    const ms = (id: string) => `${Math.round(Number(lhr.audits[id]?.numericValue ?? NaN))}`
    rows.push([
      name,
      served,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      ms('first-contentful-paint'),
      ms('largest-contentful-paint'),
      ms('total-blocking-time'),
    ])
    const failed = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
    )
    if (name !== 'floor (bare page)' && failed.length)
      console.log(`${name}, ${served}: audits below full marks: ${failed.map((a) => a.id).join(', ')}`)
  }
  printTable(['page (mobile preset)', 'served', 'perf', 'a11y', 'best pr.', 'FCP ms', 'LCP ms', 'TBT ms'], rows)
  console.log(
    '\ngoals (ADRs 0041–0046): performance ≥ 90, accessibility 100, best practices 100 on /login and the match page',
  )
} finally {
  for (const cleanup of cleanups) {
    try {
      await cleanup()
    } catch (error) {
      console.error('cleanup failed:', error)
    }
  }
}
