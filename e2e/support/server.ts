import { fileURLToPath } from 'node:url'
import {
  createTestApp,
  TEST_BILLING,
  type SentMail,
  type TestAppOverrides,
} from '../../apps/api/test/support/test-app.ts'

const webDistDir = fileURLToPath(new URL('../../apps/web/dist', import.meta.url))

/** The server of a file: e2e reaches it only by HTTP (its address) and reads the mail it sent. */
export interface RunningServer {
  url: string
  mailbox: SentMail[]
  close(): Promise<void>
}

export type ServerOverrides = TestAppOverrides

/**
 * The real API serving the built web app, on a fresh database, at a free port; with the test checkout
 * (BILLING_TEST_MODE=true), as the README's try-it start.
 */
export async function startServer(overrides: ServerOverrides = {}): Promise<RunningServer> {
  const testApp = await createTestApp({ webDistDir, billing: TEST_BILLING, ...overrides })
  try {
    const url = await testApp.listen()
    return { url, mailbox: testApp.mailbox, close: () => testApp.close() }
  } catch (error) {
    await testApp.close()
    throw error
  }
}

/** The first link in the newest mail sent to `to`. */
export function lastLinkTo(mailbox: SentMail[], to: string): string {
  const mail = [...mailbox].reverse().find((m) => m.to === to)
  if (!mail) throw new Error(`no mail to ${to}`)
  const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0]
  if (!link) throw new Error(`no link in mail to ${to}`)
  return link
}
