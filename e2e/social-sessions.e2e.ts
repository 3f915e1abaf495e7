import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { socialSessionResponseSchema } from '@courtside/contracts'
import { test } from './support/e2e-test.ts'
import { SCREEN_PASSES, passOptions, passTag } from './support/browser.ts'
import { expectAccessible, newCoach } from './support/flows.ts'
import { addMember, apiRead, personalOrganizationId, registerCoach } from './support/api.ts'
import type { RunningServer } from './support/server.ts'
import { screenshot } from './support/screenshot.ts'

const PLAYERS = [
  'Ana Ortiz',
  'Bea Blanco',
  'Cris Kallio',
  'Dani Lopez',
  'Eva Salo',
  'Fran Mäki',
  'Gala Virta',
  'Hugo Nieminen',
]
const POINTS = 24

/** An evening made through the API, as another organiser's phone would. */
async function createEvening(server: RunningServer, token: string, organizationId: number, name: string) {
  const { session } = await apiRead(
    socialSessionResponseSchema,
    server,
    'POST',
    `/api/v2/organizations/${organizationId}/social_sessions`,
    token,
    { session: { name, format: 'mexicano', players: PLAYERS.map((p) => ({ name: p })), points_per_match: POINTS } },
  )
  return session
}

/** Fills the new-evening dialog with the eight players (the format stays Americano, 24 points, 2 courts). */
async function fillNewEvening(page: Page, name: string): Promise<void> {
  const dialog = page.getByTestId('new-evening-dialog')
  await dialog.getByTestId('evening-name').fill(name)
  const input = dialog.getByTestId('player-name-input')
  for (const player of PLAYERS) {
    await input.fill(player)
    await input.press('Enter')
  }
  await expect.poll(() => dialog.getByTestId('players-count').innerText()).toBe('8 / 16')
  await expect.poll(() => dialog.getByTestId('courts-select').inputValue()).toBe('2')
}

/** Waits until the page shows round `number`. */
async function onRound(page: Page, number: number): Promise<void> {
  await page.locator(`[data-testid="round"][data-round="${number}"]`).waitFor()
}

interface Entered {
  teamA: string[]
  teamB: string[]
  scoreA: number
  scoreB: number
}

/** Types team A's score on one court (team B fills in), saves, and returns what the card said and what was sent. */
async function enterResult(page: Page, court: number, scoreA: number): Promise<Entered> {
  const card = page.getByTestId(`court-${court}`)
  const team = async (side: 'a' | 'b') =>
    (await card.getByTestId(`team-${side}`).getByTestId('team-names').innerText()).split(' & ').map((n) => n.trim())
  const [teamA, teamB] = [await team('a'), await team('b')]
  await card.getByTestId('score-a').fill(String(scoreA))
  expect(await card.getByTestId('score-b').inputValue()).toBe(String(POINTS - scoreA))
  await card.getByTestId('save-result').click()
  await page.locator(`[data-testid="court-${court}"][data-saved="true"]`).waitFor()
  return { teamA, teamB, scoreA, scoreB: POINTS - scoreA }
}

interface Line {
  points: number
  difference: number
  wins: number
  played: number
}

/** The table by hand from the results entered: a team's score counts for both partners. */
function handCount(results: Entered[]): Map<string, Line> {
  const table = new Map<string, Line>(PLAYERS.map((name) => [name, { points: 0, difference: 0, wins: 0, played: 0 }]))
  const add = (names: string[], own: number, other: number) => {
    for (const name of names) {
      const line = table.get(name)!
      line.points += own
      line.difference += own - other
      line.wins += own > other ? 1 : 0
      line.played += 1
    }
  }
  for (const r of results) {
    add(r.teamA, r.scoreA, r.scoreB)
    add(r.teamB, r.scoreB, r.scoreA)
  }
  return table
}

/** The standings table as the page shows it, top to bottom. */
async function shownStandings(page: Page): Promise<[string, Line][]> {
  const rows = page.getByTestId('standings').locator('tbody tr')
  const lines: [string, Line][] = []
  for (const row of await rows.all()) {
    const number = async (id: string) => Number((await row.getByTestId(id).innerText()).replace('−', '-'))
    lines.push([
      (await row.getByTestId('name').innerText()).trim(),
      {
        points: await number('points'),
        difference: await number('difference'),
        wins: await number('wins'),
        played: await number('played'),
      },
    ])
  }
  return lines
}

describe('social evenings: Americano and Mexicano for a club', () => {
  for (const pass of SCREEN_PASSES) {
    const tag = passTag(pass)
    test(`the list, the new-evening dialog and the evening (${tag})`, async ({ server, signedIn }) => {
      const { token } = await registerCoach(server, newCoach('Iida', 'Koski'))
      const organizationId = await personalOrganizationId(server, token)
      await createEvening(server, token, organizationId, 'Tuesday Mexicano')
      const context = await signedIn(token, passOptions(pass, server.url))
      const page = await context.newPage()

      await page.goto(`/organizations/${organizationId}`)
      await page.getByTestId('social-evenings-link').click()
      await page.getByTestId('social-sessions-list').waitFor()
      await expectAccessible(page, `social list ${tag}`)
      await screenshot(page, `social-list-${tag}`)

      await page.getByTestId('new-evening').first().click()
      await fillNewEvening(page, 'Friday social')
      await expectAccessible(page, `new evening dialog ${tag}`)
      await screenshot(page, `social-new-evening-${tag}`)
      // The dialog scrolls on its own: its lower half (courts, points, the start button) too.
      await page.getByTestId('new-evening-submit').scrollIntoViewIfNeeded()
      await screenshot(page, `social-new-evening-end-${tag}`)
      await page.getByTestId('new-evening-submit').click()
      await page.waitForURL(/\/social\/\d+$/)
      await onRound(page, 1)
      await enterResult(page, 1, 15)
      await expectAccessible(page, `social evening ${tag}`)
      await screenshot(page, `social-evening-${tag}`)
    })
  }

  test('an Americano of 8 on 2 courts played through on two phones; the standings match a hand count', async ({
    server,
    signedIn,
  }) => {
    const organiser = await registerCoach(server, newCoach('Iida', 'Koski'))
    const organizationId = await personalOrganizationId(server, organiser.token)
    const member = await registerCoach(server, newCoach('Ville', 'Virta'))
    await addMember(server, organizationId, { token: organiser.token }, member)

    // Phone 1, the organiser, starts the evening from the dialog.
    const [english, finnish] = [SCREEN_PASSES[3]!, SCREEN_PASSES[2]!]
    const phone1 = await (await signedIn(organiser.token, passOptions(english, server.url))).newPage()
    await phone1.goto(`/organizations/${organizationId}/social`)
    await phone1.getByTestId('new-evening').first().click()
    await fillNewEvening(phone1, 'Club night')
    await phone1.getByTestId('new-evening-submit').click()
    await phone1.waitForURL(/\/social\/\d+$/)
    const path = new URL(phone1.url()).pathname

    // Phone 2, a member of the club (in Finnish), opens the same evening.
    const phone2 = await (await signedIn(member.token, passOptions(finnish, server.url))).newPage()
    await phone2.goto(path)

    const results: Entered[] = []
    const scoreOf = (round: number, court: number) => (3 + 5 * round + 7 * court) % (POINTS + 1)
    for (let round = 1; round <= 7; round++) {
      await Promise.all([onRound(phone1, round), onRound(phone2, round)])
      // Each phone enters its own court, at the same time.
      results.push(
        ...(await Promise.all([enterResult(phone1, 1, scoreOf(round, 1)), enterResult(phone2, 2, scoreOf(round, 2))])),
      )
      if (round === 1) {
        // Live: each phone shows the other's court within seconds of its save, long before its own once-a-minute
        // refresh (the pages were opened moments ago).
        const other = async (phone: Page, court: number, entered: Entered) => {
          await phone.locator(`[data-testid="court-${court}"][data-saved="true"]`).waitFor({ timeout: 5_000 })
          expect(await phone.getByTestId(`court-${court}`).getByTestId('score-a').inputValue()).toBe(
            String(entered.scoreA),
          )
        }
        await Promise.all([other(phone2, 1, results[0]!), other(phone1, 2, results[1]!)])
      }
      if (round < 7) {
        await phone1.getByTestId('next-round').click()
        await phone2.getByTestId('next-round').click()
      }
    }
    expect(await phone1.getByTestId('next-round').isDisabled()).toBe(true)

    const expected = handCount(results)
    expect([...expected.values()].every((line) => line.played === 7)).toBe(true)
    for (const phone of [phone1, phone2]) {
      // The other phone's last result arrives live, told by the socket, without a reload: well before the page's
      // own safety-net refresh (once a minute) would bring it.
      await expect
        .poll(async () => (await shownStandings(phone)).reduce((sum, [, line]) => sum + line.played, 0), {
          timeout: 10_000,
        })
        .toBe(8 * 7)
      const shown = await shownStandings(phone)
      expect(new Map(shown)).toEqual(expected)
      const points = shown.map(([, line]) => line.points)
      expect(points).toEqual([...points].sort((a, b) => b - a))
    }
    await expectAccessible(phone2, 'social evening finished on a phone')
    await screenshot(phone2, 'social-evening-finished-375-light-fi')

    // The club's TV: the whole evening at 1920 × 1080.
    const tv = await (
      await signedIn(organiser.token, {
        ...passOptions(SCREEN_PASSES[0]!, server.url),
        viewport: { width: 1920, height: 1080 },
      })
    ).newPage()
    await tv.goto(path)
    await onRound(tv, 7)
    await expectAccessible(tv, 'social evening on a TV')
    await tv.screenshot({ path: new URL('./screenshots/social-evening-1920-tv.png', import.meta.url).pathname })

    // Print: only the schedule, every round, none of the app around it.
    await tv.setViewportSize({ width: 794, height: 1123 })
    await tv.emulateMedia({ media: 'print' })
    expect(await tv.locator('#root').isVisible()).toBe(false)
    const sheet = tv.getByTestId('print-schedule')
    expect(await sheet.isVisible()).toBe(true)
    expect(await sheet.locator('section').count()).toBe(7)
    await screenshot(tv, 'social-print-a4')
  })
})
