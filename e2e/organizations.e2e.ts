import { describe, expect } from 'vitest'
import { e2eTest } from './support/e2e-test.ts'
import { DESKTOP, PHONE } from './support/browser.ts'
import type { RunningServer } from './support/server.ts'
import { expectAccessible, expectToast, newCoach, signIn } from './support/flows.ts'
import { connectRequestResponseSchema, organizationResponseSchema, playerResponseSchema } from '@courtside/contracts'
import { apiCall, apiRead, createMatch, registerCoach } from './support/api.ts'
import { screenshot } from './support/screenshot.ts'

// Plenty of pro games: these scenarios create matches freely and are not about the quota.
const test = e2eTest({ server: { freePlanProGamesPerMonth: 1000 } })

let clubs = 0
/** A club created through the API by its superadmin, with an internal match in it. */
async function clubWithInternalMatch(server: RunningServer, token: string) {
  clubs += 1
  const subdomain = `tampere-padel-${Date.now().toString(36)}-${clubs}`
  const { organization } = await apiRead(organizationResponseSchema, server, 'POST', '/api/v2/organizations', token, {
    organization: { name: 'Tampere Padel', subdomain },
  })
  const match = await createMatch(server, token, {
    organizationId: organization.id,
    visibility: 'internal',
    title: 'Club league round 3',
  })
  return { id: organization.id, subdomain, matchId: match.id }
}

describe('connect request end to end', () => {
  test('a coach asks to join, an admin in another browser approves, the coach sees the club and its internal match', async ({
    server,
    openContext,
  }) => {
    const admin = newCoach('Olli', 'Omistaja')
    const { token: adminToken } = await registerCoach(server, admin)
    const club = await clubWithInternalMatch(server, adminToken)
    const coach = newCoach('Jaana', 'Jasen')
    const { token: coachToken } = await registerCoach(server, coach)

    // Coach: send the request from the connect dialog.
    const coachContext = await openContext()
    const coachPage = await coachContext.newPage()
    await signIn(coachPage, coach)
    expect(await coachPage.getByTestId('count-organizations').innerText()).toBe('1')
    await coachPage.goto('/organizations')
    await coachPage.getByTestId('open-connect').click()
    const dialog = coachPage.getByRole('dialog')
    await dialog.getByTestId('connect-subdomain').fill('no-such-club-anywhere')
    await dialog.getByTestId('connect-submit').click()
    await dialog.getByText('No organization found').waitFor()
    await dialog.getByTestId('connect-subdomain').fill(club.subdomain)
    await dialog.getByTestId('connect-submit').click()
    await expectToast(coachPage, 'Request sent to Tampere Padel')
    const card = coachPage.getByTestId(`organization-${club.subdomain}`)
    await card.getByText('Pending').waitFor()
    // Not a member yet: the internal match stays hidden.
    const hidden = await apiCall(server, 'GET', `/api/v2/matches/${club.matchId}`, coachToken)
    expect(hidden.status).toBe(404)
    expect(server.mailbox.some((m) => m.to === admin.email && m.subject.includes('asks to join Tampere Padel'))).toBe(
      true,
    )

    // Admin, in a second browser context: approve from the Requests tab.
    const adminContext = await openContext(PHONE)
    const adminPage = await adminContext.newPage()
    await signIn(adminPage, admin)
    await adminPage.goto(`/organizations/${club.id}`)
    await adminPage.getByTestId('tab-requests').click()
    await adminPage.getByRole('button', { name: 'Approve Jaana Jasen' }).click()
    await expectToast(adminPage, 'Jaana Jasen approved')
    await adminPage.getByTestId('tab-users').click()
    await adminPage.getByText(coach.email).first().waitFor()
    expect(
      server.mailbox.some((m) => m.to === coach.email && m.subject.includes('now connected to Tampere Padel')),
    ).toBe(true)

    // Coach: the organizations page and the dashboard update; the club's internal match is there.
    await coachPage.reload()
    await card.getByText('Connected').waitFor()
    await coachPage.goto('/dashboard')
    await expect.poll(() => coachPage.getByTestId('count-organizations').innerText()).toBe('2')
    await coachPage.getByTestId('dashboard-card-organizations').getByRole('link').click()
    await coachPage.waitForURL('**/organizations')
    await coachPage.goto('/matches')
    await coachPage.getByRole('link', { name: 'Club league round 3' }).first().waitFor()
    expect((await apiCall(server, 'GET', `/api/v2/matches/${club.matchId}`, coachToken)).status).toBe(200)

    // Disconnecting takes it away again.
    await coachPage.goto(`/organizations/${club.id}`)
    await coachPage.getByTestId('disconnect').click()
    await coachPage.getByRole('dialog').getByTestId('confirm-action').click()
    await coachPage.waitForURL('**/organizations')
    await coachPage.goto('/matches')
    await coachPage.getByRole('heading', { level: 1 }).waitFor()
    await expect.poll(() => coachPage.getByRole('link', { name: 'Club league round 3' }).count()).toBe(0)
  })
})

describe('organization screens light and dark, English and Finnish, 375 and 1280 px', () => {
  test(
    'pass axe-core and leave screenshots; the Finnish pass reads Finnish',
    { timeout: 400_000 },
    async ({ server, signedIn }) => {
      const admin = newCoach('Aino', 'Laine')
      const { token } = await registerCoach(server, admin)
      const club = await clubWithInternalMatch(server, token)
      const member = newCoach('Ville', 'Virta')
      const { token: memberToken } = await registerCoach(server, member)
      const asked = await apiRead(
        connectRequestResponseSchema,
        server,
        'POST',
        '/api/v2/organizations/connect_requests',
        memberToken,
        { subdomain: club.subdomain },
      )
      await apiCall(
        server,
        'POST',
        `/api/v2/organizations/${club.id}/connect_requests/${asked.connect_request.id}/approve`,
        token,
      )
      const waiting = newCoach('Pekka', 'Pyytaja')
      const { token: waitingToken } = await registerCoach(server, waiting)
      await apiCall(server, 'POST', '/api/v2/organizations/connect_requests', waitingToken, {
        subdomain: club.subdomain,
      })
      const athlete = await apiRead(playerResponseSchema, server, 'POST', '/api/v2/players', token, {
        player: { first_name: 'Sara', last_name: 'Niemi', email: 'sara@example.com', can_save_games: true },
      })
      await apiCall(server, 'POST', `/api/v2/organizations/${club.id}/players`, token, {
        player_id: athlete.player.id,
      })

      for (const device of [PHONE, DESKTOP]) {
        for (const colorScheme of ['light', 'dark'] as const) {
          for (const lang of ['en', 'fi'] as const) {
            const fi = lang === 'fi'
            const tx = (en: string, finnish: string) => (fi ? finnish : en)
            const tag = `${device.viewport!.width}-${colorScheme}-${lang}`
            const context = await signedIn(token, { ...device, colorScheme, locale: fi ? 'fi-FI' : 'en-US' })
            const page = await context.newPage()
            const check = async (name: string) => {
              await expectAccessible(page, `${name} ${tag}`)
              await screenshot(page, `${name}-${tag}`)
            }
            await page.goto('/organizations')
            await page.getByRole('heading', { name: tx('Organizations', 'Organisaatiot'), level: 1 }).waitFor()
            await page.getByTestId(`organization-${club.subdomain}`).waitFor()
            await check('organizations')

            await page.getByTestId('open-connect').click()
            await page.getByRole('dialog').getByTestId('connect-submit').click()
            await page
              .getByRole('dialog')
              .getByText(tx('This field is required', 'Tämä kenttä on pakollinen'))
              .waitFor()
            await check('organizations-connect')
            await page.keyboard.press('Escape')

            await page.goto(`/organizations/${club.id}`)
            await page.getByTestId('organization-name').waitFor()
            await page.getByText(member.email).filter({ visible: true }).first().waitFor()
            await check('organization-users')
            await page.getByTestId('tab-players').click()
            await page.getByText('Sara Niemi').first().waitFor()
            await check('organization-players')
            await page.getByTestId('tab-requests').click()
            await page.getByText(waiting.email).waitFor()
            await check('organization-requests')
            await page.getByTestId('tab-api-keys').click()
            await page.getByTestId('api-key-form').waitFor()
            await check('organization-api-keys')
            await page.context().close()
          }
        }
      }
    },
  )
})
