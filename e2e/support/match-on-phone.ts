import type { RunningServer } from './server.ts'
import type { OpenSignedIn } from './e2e-test.ts'
import { PHONE } from './browser.ts'
import { createMatch, personalOrganizationId, registerCoach } from './api.ts'
import { newCoach } from './flows.ts'

/**
 * A new coach's free match with no points, and a phone already signed in as that coach. No service worker (the
 * default of the harness's contexts): page.route must see every script the page loads.
 */
export async function newMatchOnPhone(
  { server, signedIn }: { server: RunningServer; signedIn: OpenSignedIn },
  first: string,
  last: string,
  title: string,
) {
  const { token } = await registerCoach(server, newCoach(first, last))
  const organizationId = await personalOrganizationId(server, token)
  const match = await createMatch(server, token, { organizationId, license: 'free', title })
  const context = await signedIn(token, PHONE)
  return { token, match, context, page: await context.newPage() }
}
