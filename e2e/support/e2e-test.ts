import { test as base } from 'vitest'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { DESKTOP, launchBrowser, newContext, storeToken } from './browser.ts'
import { recordFailure, recordPages, type PageLog } from './failure-record.ts'
import { startServer, type RunningServer, type ServerOverrides } from './server.ts'

/** What a file may change of its server and browser; most files take the defaults (`test` below). */
export interface E2eOptions {
  server?: ServerOverrides
  /** Extra Chromium flags, e.g. `--ignore-certificate-errors` for a local host's self-signed certificate. */
  browserArgs?: readonly string[]
}

/** Context options; `baseURL` defaults to this file's server. */
export type ContextOptions = BrowserContextOptions

/** Opens a fresh browser context (a desktop in English unless told otherwise), closed after the test. */
export type OpenContext = (options?: ContextOptions) => Promise<BrowserContext>
/** The same, its pages starting signed in with `token` (stored as the app stores it). */
export type OpenSignedIn = (token: string, options?: ContextOptions) => Promise<BrowserContext>

/** Starts the server and the browser side by side: whichever fails, the other is closed again. */
async function startStack(options: E2eOptions): Promise<{ server: RunningServer; browser: Browser }> {
  const [server, browser] = await Promise.allSettled([startServer(options.server), launchBrowser(options.browserArgs)])
  if (server.status === 'fulfilled' && browser.status === 'fulfilled') {
    return { server: server.value, browser: browser.value }
  }
  if (browser.status === 'fulfilled') await browser.value.close()
  if (server.status === 'fulfilled') await server.value.close()
  throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason
}

/**
 * The one e2e harness (ADR 0056): per file, the real API on a fresh database serving the built web app, and one
 * headless Chromium; per test, fresh contexts that are closed afterwards and, when the test failed, leave a
 * screenshot and the console of each page in e2e/screenshots/failures/. Fixtures start only when a test (or a
 * `test.beforeAll`) asks for them by name.
 */
export function e2eTest(options: E2eOptions = {}) {
  return base
    .extend('e2eOptions', { scope: 'file' }, options)
    .extend('stack', { scope: 'file' }, async ({ e2eOptions }, { onCleanup }) => {
      const stack = await startStack(e2eOptions)
      onCleanup(async () => {
        await stack.browser.close()
        await stack.server.close()
      })
      return stack
    })
    .extend('server', { scope: 'file' }, ({ stack }) => stack.server)
    .extend('browser', { scope: 'file' }, ({ stack }) => stack.browser)
    .extend('openContext', async ({ browser, server, task }, { onCleanup }): Promise<OpenContext> => {
      const opened: BrowserContext[] = []
      const log: PageLog = new Map()
      onCleanup(async () => {
        if (task.result?.state === 'fail') await recordFailure(task.file.name, task.fullTestName ?? task.name, log)
        // A failed test must not leave its pages running into the next one.
        await Promise.all(opened.map((context) => context.close().catch(() => undefined)))
      })
      return async (contextOptions = {}) => {
        const context = await newContext(browser, { ...DESKTOP, baseURL: server.url, ...contextOptions })
        opened.push(context)
        recordPages(context, log)
        return context
      }
    })
    .extend('signedIn', ({ openContext }): OpenSignedIn => {
      return async (token, contextOptions) => {
        const context = await openContext(contextOptions)
        await storeToken(context, token)
        return context
      }
    })
    .extend('page', async ({ openContext }): Promise<Page> => (await openContext()).newPage())
}

/** The harness with the default server and browser. */
export const test = e2eTest()
