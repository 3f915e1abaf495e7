import { describe, expect } from 'vitest'
import { test, type ContextOptions, type OpenContext } from './support/e2e-test.ts'
import type { RunningServer } from './support/server.ts'
import type { Page } from 'playwright-core'
import { matchShareResponseSchema } from '@courtside/contracts'
import { DESKTOP, PHONE, SCREEN_PASSES, passOptions, passTag } from './support/browser.ts'
import { expectAccessible, newCoach, signIn } from './support/flows.ts'
import { apiCall, apiRead, createMatch, personalOrganizationId, registerCoach } from './support/api.ts'
import { screenshot } from './support/screenshot.ts'

// ADR 0033: the public scoreboard at /live/:token, followed by guests without an account.

/** A guest's page: no account, nothing stored. */
const guestPage = async (openContext: OpenContext, options: ContextOptions): Promise<Page> =>
  (await openContext(options)).newPage()

const teamRow = (page: Page, team: 0 | 1) => page.getByTestId(`scoreboard-team-${team}`).innerText()

/** A coach with a shared public match (gradient background, server shown) and the scoreboard's path. */
async function sharedMatch(
  server: RunningServer,
  background?: { style: 'gradient'; from: string; to: string },
  share = true,
) {
  const coach = newCoach('Iida', 'Koski')
  const { token } = await registerCoach(server, coach)
  const organizationId = await personalOrganizationId(server, token)
  const match = await createMatch(server, token, { organizationId, visibility: 'public', title: 'Club final' })
  if (background) {
    await apiCall(server, 'PATCH', `/api/v2/matches/${match.id}`, token, { match: { background } })
  }
  if (!share) return { coach, token, match, path: '' }
  const link = await apiRead(matchShareResponseSchema, server, 'POST', `/api/v2/matches/${match.id}/share`, token)
  return { coach, token, match, path: new URL(link.share!.url).pathname }
}

describe('the public scoreboard (ADR 0033)', () => {
  test('shows each point the coach records to a guest within a second, then the window closing hides it', async ({
    server,
    openContext,
  }) => {
    const { coach, token, match } = await sharedMatch(server, undefined, false)
    const coachContext = await openContext()
    const coachPage = await coachContext.newPage()
    await signIn(coachPage, coach)
    await coachPage.goto(`/matches/${match.id}`)
    await coachPage.getByTestId('match-recorder').waitFor()

    // The coach shares the match from its page: the link opens in the edit dialog's visibility tab.
    await coachPage.getByTestId('share-match').click()
    const dialog = coachPage.getByTestId('edit-match-dialog')
    await dialog.getByTestId('create-share-link').click()
    const url = await dialog.getByTestId('share-url').inputValue()
    expect(url).toMatch(/\/live\/[A-Za-z0-9_-]{32}$/)
    await coachPage.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    const path = new URL(url).pathname

    const guest = await guestPage(openContext, { ...PHONE, baseURL: server.url })
    await guest.goto(path)
    await guest.getByRole('heading', { name: 'Club final' }).waitFor()
    await guest.getByTestId('live-indicator').getByText('Live').waitFor()
    expect(await teamRow(guest, 0)).toMatch(/Iida Koski\s+&\s+Ana Ortiz/)

    // Each tap reaches the guest within a second of the coach's own score moving.
    const expected = ['15', '30', '40']
    for (const [i, points] of expected.entries()) {
      await coachPage.getByTestId('quick-point-0').click()
      await expect.poll(() => coachPage.getByTestId('scoreboard').getByTestId('points-0').innerText()).toContain(points)
      await expect.poll(() => teamRow(guest, 0), { timeout: 1000, interval: 50 }).toContain(points)
      await expect.poll(() => guest.getByTestId('recent-points').locator('li').count()).toBe(i + 1)
    }
    expect(await guest.getByTestId('recent-points').innerText()).toContain('Point to Iida Koski & Ana Ortiz')

    // The coach closes the showing window: the guest's page says so, without a reload.
    await apiCall(server, 'PATCH', `/api/v2/matches/${match.id}`, token, {
      match: { stop_showing_at: new Date(Date.now() - 60_000).toISOString() },
    })
    await guest.getByRole('heading', { name: 'This match is no longer shown' }).waitFor({ timeout: 5000 })
    await expectAccessible(guest, 'scoreboard no longer shown')
    await screenshot(guest, 'scoreboard-ended-375-light-en')
  })

  test('looks right at 375 and 1280 px and in TV mode at 1920×1080, light and dark, English and Finnish', async ({
    server,
    openContext,
  }) => {
    const { token, match, path } = await sharedMatch(server, { style: 'gradient', from: '#0f766e', to: '#1d4ed8' })
    await apiCall(server, 'PATCH', `/api/v2/matches/${match.id}`, token, { match: { show_server_indicator: true } })
    // Eleven detailed points: winners by the winning side, unforced errors by the losing one, with their shots.
    const side = (team: 0 | 1) => match.pairs.find((p) => p.team === team)!.players
    for (let i = 0; i < 11; i++) {
      const winner: 0 | 1 = i % 3 === 2 ? 1 : 0
      const type = i % 2 ? 'winner' : 'unforced_error'
      const finisher = side(type === 'winner' ? winner : winner === 0 ? 1 : 0)[i % 2]!
      const response = await apiCall(server, 'POST', `/api/v2/matches/${match.id}/balls`, token, {
        ball: {
          client_id: crypto.randomUUID(),
          winner_team: winner,
          point_type: type,
          finisher_id: finisher.id,
          shot_type: i % 2 ? 'bandeja' : 'backhand',
        },
      })
      expect(response.status, JSON.stringify(response.body)).toBe(201)
    }
    for (const pass of SCREEN_PASSES) {
      const tag = passTag(pass)
      const page = await guestPage(openContext, passOptions(pass, server.url))
      await page.goto(path)
      await page.getByTestId('scoreboard').waitFor()
      await page.getByTestId('recent-points').waitFor()
      await expectAccessible(page, `scoreboard (${tag})`)
      await screenshot(page, `scoreboard-${tag}`)
    }

    // TV mode for a club's screen: the whole screen, no chrome; a bookmark opens straight into it.
    for (const [colorScheme, lang] of [
      ['dark', 'en'],
      ['light', 'fi'],
    ] as const) {
      const page = await guestPage(openContext, {
        viewport: { width: 1920, height: 1080 },
        baseURL: server.url,
        colorScheme,
        locale: lang === 'fi' ? 'fi-FI' : 'en-US',
      })
      await page.goto(path)
      await page.getByRole('button', { name: lang === 'fi' ? 'TV-tila' : 'TV mode', exact: true }).click()
      await page.getByTestId('tv-scoreboard').waitFor()
      expect(new URL(page.url()).searchParams.get('tv')).toBe('1')
      expect(await page.locator('header').count()).toBe(0)
      await expectAccessible(page, `scoreboard TV (${colorScheme}, ${lang})`)
      await screenshot(page, `scoreboard-tv-1920-${colorScheme}-${lang}`)
      await page.reload()
      await page.getByTestId('tv-scoreboard').waitFor()
      // Leaving TV mode by keyboard: the hidden button shows when focused.
      await page.getByRole('button', { name: lang === 'fi' ? 'Poistu TV-tilasta' : 'Leave TV mode' }).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('button', { name: lang === 'fi' ? 'TV-tila' : 'TV mode', exact: true }).waitFor()
      expect(await page.getByTestId('tv-scoreboard').count()).toBe(0)
    }
  })

  test('a revoked link says it opens nothing; a window not open yet says when it starts', async ({
    server,
    openContext,
  }) => {
    const { token, match, path } = await sharedMatch(server)
    const startsAt = new Date(Date.now() + 3 * 3600_000)
    await apiCall(server, 'PATCH', `/api/v2/matches/${match.id}`, token, {
      match: { start_showing_at: startsAt.toISOString() },
    })
    const page = await guestPage(openContext, { ...DESKTOP, baseURL: server.url, locale: 'fi-FI', colorScheme: 'dark' })
    await page.goto(path)
    await page.getByRole('heading', { name: 'Ottelua ei näytetä vielä' }).waitFor()
    await expectAccessible(page, 'scoreboard not shown yet')
    await screenshot(page, 'scoreboard-not-yet-1280-dark-fi')

    await apiCall(server, 'DELETE', `/api/v2/matches/${match.id}/share`, token)
    await page.reload()
    await page.getByRole('heading', { name: 'Linkki ei avaa ottelua' }).waitFor()
  })
})
