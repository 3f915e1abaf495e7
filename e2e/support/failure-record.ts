import { mkdirSync, writeFileSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from 'playwright-core'

const dir = fileURLToPath(new URL('../screenshots/failures/', import.meta.url))

/** What a page said while a test ran: its console messages and uncaught errors, in order. */
export type PageLog = Map<Page, string[]>

/** Starts recording a context's pages (popups included) into `log`. */
export function recordPages(context: BrowserContext, log: PageLog): void {
  context.on('page', (page) => {
    const lines: string[] = []
    log.set(page, lines)
    const at = () => new Date().toISOString().slice(11, 23)
    page.on('console', (message) => lines.push(`${at()} [${message.type()}] ${message.text()}`))
    page.on('pageerror', (error) => lines.push(`${at()} [pageerror] ${error.stack ?? error.message}`))
    page.on('crash', () => lines.push(`${at()} [crash] the page crashed`))
  })
}

/** "matches-creates-a-doubles-padel": names a failed test's files. */
function slug(file: string, test: string): string {
  const name = `${basename(file).replace(/\.e2e\.ts$/, '')}-${test}`
  return name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
}

/**
 * A failed test leaves, for each page it opened, a full-page screenshot (of those still open) and what the page
 * logged, in e2e/screenshots/failures/ (ignored by git). Best effort: a page that no longer answers must not hide the
 * test's own error.
 */
export async function recordFailure(file: string, test: string, log: PageLog): Promise<void> {
  mkdirSync(dir, { recursive: true })
  const name = slug(file, test)
  const report: string[] = [test, `(${file})`, '']
  for (const [i, [page, lines]] of [...log.entries()].entries()) {
    const shot = `${dir}${name}-${i}.png`
    const taken = page.isClosed()
      ? 'closed by the test: no screenshot'
      : await page
          .screenshot({ path: shot, fullPage: true, timeout: 10_000 })
          .then(() => shot)
          .catch((error: Error) => `no screenshot: ${error.message.split('\n')[0]}`)
    report.push(`page ${i}: ${page.url()}`, `  ${taken}`, ...lines.map((line) => `  ${line}`), '')
  }
  if (log.size === 0) report.push('the test opened no page')
  const logFile = `${dir}${name}.log`
  writeFileSync(logFile, report.join('\n'))
  // The last lines reach CI's log too: often all anyone reads of a failed run.
  console.error(`e2e failure record: ${logFile}\n${report.slice(-30).join('\n')}`)
}
