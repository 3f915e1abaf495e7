import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { courtResponseSchema, courtWallLinkResponseSchema, matchResponseSchema, type Match } from '@courtside/contracts'
import { test, type OpenContext } from './support/e2e-test.ts'
import type { RunningServer } from './support/server.ts'
import { SCREEN_PASSES, passOptions, passTag } from './support/browser.ts'
import { expectAccessible, newCoach } from './support/flows.ts'
import { apiCall, apiRead, personalOrganizationId, registerCoach } from './support/api.ts'
import { screenshot } from './support/screenshot.ts'

// docs/decisions/0065-club-courts-and-the-court-wall.md: the court wall at /wall/:token, for a screen in the hall.

type Pair = [string, string]
interface CourtPlan {
  name: string
  /** The match on the court: public (shown), internal (in use), or none (free). */
  match?: { title: string; visibility: 'public' | 'internal'; pairs: [Pair, Pair]; rules?: Record<string, unknown> }
}

const NAMES: Pair[] = [
  ['Iida Koski', 'Ana Ortiz'],
  ['Lea Virta', 'Maria Lopez'],
  ['Aino Salo', 'Eva Berg'],
  ['Noa Lind', 'Pia Kallio'],
  ['Sara Nieminen', 'Laura Martínez'],
  ['Ella Heikkinen', 'Sofia García'],
]

/**
 * A coach's personal organization (they are its superadmin) with the planned courts in order, each court's match
 * created on it through the API, and the wall link; returns the wall's path and the matches by court name.
 */
async function club(server: RunningServer, plan: CourtPlan[]) {
  const { token } = await registerCoach(server, newCoach('Iida', 'Koski'))
  const organizationId = await personalOrganizationId(server, token)
  const base = `/api/v2/organizations/${organizationId}`
  const matches = new Map<string, Match>()
  for (const court of plan) {
    const created = await apiRead(courtResponseSchema, server, 'POST', `${base}/courts`, token, {
      court: { name: court.name },
    })
    if (!court.match) continue
    const { match } = await apiRead(matchResponseSchema, server, 'POST', '/api/v2/matches', token, {
      match: {
        title: court.match.title,
        organization_id: organizationId,
        court_id: created.court.id,
        sport: 'padel',
        match_type: 'doubles',
        // A new coach has three pro matches a month; the wall shows free ones alike.
        license: court.match.rules?.timed_minutes ? 'pro' : 'free',
        visibility: court.match.visibility,
        pairs: court.match.pairs.map((names) => ({ players: names.map((name) => ({ name })) })),
        ...(court.match.rules ? { rules: court.match.rules } : {}),
      },
    })
    matches.set(court.name, match)
  }
  const { wall } = await apiRead(courtWallLinkResponseSchema, server, 'POST', `${base}/wall`, token)
  return { token, path: new URL(wall.url).pathname, matches }
}

/** Records a point for `team` as the recording phone does, and answers when the API has answered. */
async function point(server: RunningServer, token: string, match: Match, team: 0 | 1): Promise<void> {
  const ball = { client_id: crypto.randomUUID(), point_type: 'other', winner_team: team }
  const answer = await apiCall(server, 'POST', `/api/v2/matches/${match.id}/balls`, token, { ball })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
}

const padelRules = (rules: Record<string, unknown>) => ({
  sets_to_win: 2,
  games_to_win_set: 6,
  tie_break_points_to_win: 7,
  super_tie_break: true,
  super_tie_break_points_to_win: 10,
  final_set_tie_break: true,
  final_set_tie_break_points_to_win: 7,
  ...rules,
})

const guestPage = async (openContext: OpenContext, options: Parameters<OpenContext>[0]): Promise<Page> =>
  (await openContext(options)).newPage()

const tile = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Whether any court's tile, or any text in it, is cut: what the screen shows must be all there is. */
const cutTexts = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = []
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('[data-testid="court-tile"], [data-testid="court-tile"] *'),
    )) {
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        // Screen-reader-only text is 1 px wide on purpose.
        if (el.clientWidth > 1 && getComputedStyle(el).overflow !== 'visible') cut.push(el.textContent ?? '')
      }
    }
    return cut
  })

describe('the court wall', () => {
  test('shows a guest every court, public matches in full, and each point within a second', async ({
    server,
    openContext,
  }) => {
    const { token, path, matches } = await club(server, [
      { name: 'Centre court', match: { title: 'Club final', visibility: 'public', pairs: [NAMES[0]!, NAMES[1]!] } },
      { name: 'Court 2', match: { title: 'Ladder round', visibility: 'public', pairs: [NAMES[2]!, NAMES[3]!] } },
      { name: 'Court 3', match: { title: 'Private lesson', visibility: 'internal', pairs: [NAMES[4]!, NAMES[5]!] } },
      { name: 'Court 4' },
    ])
    const page = await guestPage(openContext, { viewport: { width: 1920, height: 1080 } })
    await page.goto(path)
    await page.getByTestId('live-indicator').getByText('Live').waitFor()
    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts()
    expect(headings).toEqual(['Centre court', 'Court 2', 'Court 3', 'Court 4'])
    expect(await tile(page, 'Centre court').innerText()).toContain('Club final')
    expect(await tile(page, 'Court 2').innerText()).toContain('Noa Lind')
    // The internal match: the court is taken, and nothing about the match reaches the guest.
    expect(await tile(page, 'Court 3').innerText()).toMatch(/^Court 3\s+In use$/)
    expect(await page.locator('body').innerText()).not.toMatch(/Private lesson|Sara Nieminen/)
    expect(await tile(page, 'Court 4').innerText()).toMatch(/^Court 4\s+Free$/)

    // Each point: from the API's answer to the text on the wall, under a second.
    const steps: [string, 0 | 1, string][] = [
      ['Centre court', 0, '15'],
      ['Court 2', 1, '15'],
      ['Centre court', 0, '30'],
      ['Court 2', 1, '30'],
    ]
    for (const [court, team, expected] of steps) {
      const points = tile(page, court).getByTestId(`court-points-${team}`)
      await point(server, token, matches.get(court)!, team)
      const answered = Date.now()
      await expect.poll(() => points.innerText(), { timeout: 5000, interval: 20 }).toBe(expected)
      expect(Date.now() - answered, `${court} showed ${expected}`).toBeLessThan(1000)
    }
    expect(await tile(page, 'Centre court').getByTestId('court-match-status').innerText()).toBe('Ongoing')
    await expectAccessible(page, 'court wall')
  })

  test('reads well at 375 and 1280 px and fills a 1920×1080 TV with nine courts, light and dark, English and Finnish', async ({
    server,
    openContext,
  }) => {
    const pair = (i: number): [Pair, Pair] => [NAMES[i % 6]!, NAMES[(i + 1) % 6]!]
    const plan: CourtPlan[] = [
      { name: 'Centre court', match: { title: 'Club final', visibility: 'public', pairs: pair(0) } },
      { name: 'Court 2', match: { title: 'Ladder round', visibility: 'public', pairs: pair(2) } },
      { name: 'Court 3', match: { title: 'Private lesson', visibility: 'internal', pairs: pair(4) } },
      { name: 'Court 4' },
      { name: 'Court 5', match: { title: 'Morning league', visibility: 'public', pairs: pair(1) } },
      {
        name: 'Court 6',
        match: { title: 'Evening doubles', visibility: 'public', pairs: pair(3) },
      },
      { name: 'Court 7' },
      {
        name: 'Court 8',
        match: { title: 'Booked hour', visibility: 'public', pairs: pair(5), rules: padelRules({ timed_minutes: 60 }) },
      },
      { name: 'Court 9' },
    ]
    const { token, path, matches } = await club(server, plan)
    // A match in its second set, one in a tie-break, a timed one under way.
    for (let i = 0; i < 27; i++) await point(server, token, matches.get('Centre court')!, i % 9 === 8 ? 1 : 0)
    for (let i = 0; i < 6; i++) await point(server, token, matches.get('Court 2')!, (i % 2) as 0 | 1)
    // Games shared to 6–6, then a tie-break at 3–0.
    for (let i = 0; i < 51; i++)
      await point(server, token, matches.get('Court 6')!, i >= 48 ? 0 : ((Math.floor(i / 4) % 2) as 0 | 1))
    for (let i = 0; i < 5; i++) await point(server, token, matches.get('Court 8')!, (i % 3 ? 0 : 1) as 0 | 1)
    // A game at 40–0.
    for (let i = 0; i < 3; i++) await point(server, token, matches.get('Court 5')!, 0)

    for (const pass of SCREEN_PASSES) {
      const tag = passTag(pass)
      const page = await guestPage(openContext, passOptions(pass, server.url))
      await page.goto(path)
      await tile(page, 'Court 9').waitFor()
      await tile(page, 'Court 6').getByTestId('court-tie-break').waitFor()
      expect(await cutTexts(page), tag).toEqual([])
      await expectAccessible(page, `court wall (${tag})`)
      await screenshot(page, `court-wall-${tag}`)
    }

    for (const [colorScheme, lang] of [
      ['dark', 'en'],
      ['light', 'fi'],
    ] as const) {
      const page = await guestPage(openContext, {
        viewport: { width: 1920, height: 1080 },
        colorScheme,
        locale: lang === 'fi' ? 'fi-FI' : 'en-US',
      })
      await page.goto(path)
      await tile(page, 'Court 9').waitFor()
      await tile(page, 'Court 6').getByTestId('court-tie-break').waitFor()
      // All nine courts on one screen, nothing cut, the score large enough to read across a room.
      const size = await page.evaluate(() => ({
        scroll: document.documentElement.scrollHeight,
        height: window.innerHeight,
        digits: parseFloat(getComputedStyle(document.querySelector('[data-testid="court-points-0"]')!).fontSize),
      }))
      expect(size.scroll).toBeLessThanOrEqual(size.height)
      expect(size.digits).toBeGreaterThanOrEqual(48)
      expect(await cutTexts(page)).toEqual([])
      await expectAccessible(page, `court wall TV (${colorScheme}, ${lang})`)
      await screenshot(page, `court-wall-tv-1920-${colorScheme}-${lang}`)
    }
  })

  test('a link that opens nothing says so, with a retry', async ({ openContext }) => {
    const page = await guestPage(openContext, { locale: 'fi-FI', colorScheme: 'dark' })
    await page.goto(`/wall/${'x'.repeat(32)}`)
    await page.getByRole('heading', { level: 1, name: 'Linkki ei avaa kenttätaulua' }).waitFor()
    const retry = page.getByRole('button', { name: 'Yritä uudelleen' })
    await retry.focus()
    await expectAccessible(page, 'court wall not found')
    await screenshot(page, 'court-wall-not-found-1280-dark-fi')
  })
})
