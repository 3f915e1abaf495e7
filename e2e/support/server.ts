import { fileURLToPath } from 'node:url'
import {
  createTestApp,
  TEST_BILLING,
  type SentMail,
  type TestApp,
  type TestAppOverrides,
} from '../../apps/api/test/support/test-app.ts'

const webDistDir = fileURLToPath(new URL('../../apps/web/dist', import.meta.url))

export interface RunningServer {
  url: string
  mailbox: SentMail[]
  /** The server's database, for arranging what the product has no screen for yet (e.g. memberships). */
  db: TestApp['db']
  close(): Promise<void>
}

/**
 * The real API serving the built web app, on a fresh database, at a free port; with the test checkout
 * (BILLING_TEST_MODE=true), as the README's try-it start.
 */
export async function startServer(overrides: TestAppOverrides = {}): Promise<RunningServer> {
  const testApp = await createTestApp({ webDistDir, billing: TEST_BILLING, ...overrides })
  const url = await testApp.listen()
  return { url, mailbox: testApp.mailbox, db: testApp.db, close: () => testApp.close() }
}

/** The first link in the newest mail sent to `to`. */
export function lastLinkTo(mailbox: SentMail[], to: string): string {
  const mail = [...mailbox].reverse().find((m) => m.to === to)
  if (!mail) throw new Error(`no mail to ${to}`)
  const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0]
  if (!link) throw new Error(`no link in mail to ${to}`)
  return link
}
