// Longer than 300 lines on purpose: the statistics page's scenarios share one recorded match and its checks.
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { describe, expect } from 'vitest'
import { test } from './support/e2e-test.ts'
import type { Locator, Page } from 'playwright-core'
import { DESKTOP, PHONE, colorScheme } from './support/browser.ts'
import type { RunningServer } from './support/server.ts'
import { expectAccessible, newCoach, signIn } from './support/flows.ts'
import { ballListSchema, type Match } from '@courtside/contracts'
import { apiCall, apiRead, createMatch, personalOrganizationId, registerCoach } from './support/api.ts'
import { screenshot } from './support/screenshot.ts'
import { overviewRow } from './support/stats-page.ts'

interface Spot {
  x: number
  y: number
}

/** One point recorded through "Add point with details" (pro), every step filled in. */
interface DetailedPoint {
  finisher: string
  type: 'winner' | 'forced_error' | 'unforced_error'
  shot: string
  speed: 'Slow' | 'Medium' | 'Fast'
  previous?: { player: string; shot: string; speed: 'Slow' | 'Medium' | 'Fast' }
  from?: Spot
  to?: Spot
}

/**
 * Taps a court spot (fractions of the court) on the recorder's drawing: sideways on desktop, so the court's length
 * runs left to right (team A's back wall on the left) and x = 0 is at the bottom. 1.2 m of margin on every side.
 */
async function tapCourt(drawing: Locator, spot: Spot): Promise<void> {
  const box = await drawing.boundingBox()
  if (!box) throw new Error('court drawing not laid out')
  const viewW = 20 + 2.4
  const viewH = 10 + 2.4
  await drawing.click({
    position: { x: ((1.2 + spot.y * 20) / viewW) * box.width, y: ((1.2 + (1 - spot.x) * 10) / viewH) * box.height },
  })
}

async function recordDetailed(page: Page, point: DetailedPoint): Promise<void> {
  await page.getByTestId('open-details').click()
  const dialog = page.getByTestId('point-details-dialog')
  await dialog.getByRole('button', { name: new RegExp(point.finisher) }).click()
  await dialog.getByTestId(`point-type-${point.type}`).click()
  await dialog.getByTestId('details-step-shot').waitFor()
  await dialog.getByRole('radio', { name: point.speed }).click()
  await dialog.getByRole('button', { name: point.shot, exact: true }).click()
  await dialog.getByTestId('details-next').click()
  await dialog.getByTestId('details-step-previous').waitFor()
  if (point.previous) {
    await dialog.getByRole('button', { name: new RegExp(point.previous.player) }).click()
    await dialog.getByRole('radio', { name: point.previous.speed }).click()
    await dialog.getByRole('button', { name: point.previous.shot, exact: true }).click()
  }
  await dialog.getByTestId('details-next').click()
  await dialog.getByTestId('details-step-positions').waitFor()
  const drawing = dialog.getByTestId('court-drawing')
  if (point.from) await tapCourt(drawing, point.from)
  if (point.to) await tapCourt(drawing, point.to)
  await dialog.getByTestId('details-skip-to-summary').click()
  await dialog.getByTestId('details-save').click()
  await dialog.waitFor({ state: 'hidden' })
}

async function ballCount(server: RunningServer, matchId: number, token: string): Promise<number> {
  return (await apiRead(ballListSchema, server, 'GET', `/api/v2/matches/${matchId}/balls`, token)).balls.length
}

/** Quick points through the API, one after the other (the order is the score). */
async function quickPoints(server: RunningServer, matchId: number, token: string, teams: (0 | 1)[]): Promise<void> {
  for (const team of teams) {
    const res = await apiCall(server, 'POST', `/api/v2/matches/${matchId}/balls`, token, {
      ball: { client_id: randomUUID(), point_type: 'other', winner_team: team },
    })
    if (res.status !== 201) throw new Error(`quick point failed: ${res.status} ${JSON.stringify(res.body)}`)
  }
}

/** Switches light/dark as the device would; the theme follows at once, colours settle once transitions end. */
const storySentences = (page: Page) => page.getByTestId('story-sentence').allInnerTexts()

async function openStats(page: Page, matchId: number, query = ''): Promise<void> {
  await page.goto(`/matches/${matchId}/scores${query}`)
  await page.getByTestId('story-sentence').first().waitFor()
}

const A = 0 as const

describe('match statistics', () => {
  let coachToken = ''
  let match: Match

  test('records a detailed pro match, reads its figures, story, filters, court map and CSV', async ({
    server,
    openContext,
  }) => {
    const coach = newCoach('Iida', 'Koski')
    const { token } = await registerCoach(server, coach)
    coachToken = token
    const organizationId = await personalOrganizationId(server, token)
    match = await createMatch(server, token, { organizationId, title: 'Club final' })

    const context = await openContext()
    const page = await context.newPage()
    await signIn(page, coach)
    await page.goto(`/matches/${match.id}`)
    await page.getByTestId('match-recorder').waitFor()

    // Set 1, game 1, Iida Koski serving (server order A1, B1, A2, B2).
    // 1. Lea's fast smash winner after Iida's slow lob, hit from near the net on B's side into A's back corner: 0–15.
    await recordDetailed(page, {
      finisher: 'Lea Virta',
      type: 'winner',
      shot: 'Smash',
      speed: 'Fast',
      previous: { player: 'Iida Koski', shot: 'Lob', speed: 'Slow' },
      from: { x: 0.3, y: 0.6 },
      to: { x: 0.8, y: 0.1 },
    })
    // 2. Ana's forced error on the backhand, forced by Lea's fast víbora: 0–30 (Lea forced it).
    await recordDetailed(page, {
      finisher: 'Ana Ortiz',
      type: 'forced_error',
      shot: 'Backhand',
      speed: 'Medium',
      previous: { player: 'Lea Virta', shot: 'Víbora', speed: 'Fast' },
      from: { x: 0.7, y: 0.2 },
      to: { x: 0.5, y: 0.45 },
    })
    // 3. Maria's unforced forehand error, nobody before it: 15–30, no position.
    await recordDetailed(page, { finisher: 'Maria Lopez', type: 'unforced_error', shot: 'Forehand', speed: 'Slow' })
    // 4. Iida's volley winner after Maria's lob: 30–30 (Maria gave the winner away).
    await recordDetailed(page, {
      finisher: 'Iida Koski',
      type: 'winner',
      shot: 'Volley',
      speed: 'Medium',
      previous: { player: 'Maria Lopez', shot: 'Lob', speed: 'Medium' },
      from: { x: 0.5, y: 0.35 },
      to: { x: 0.2, y: 0.85 },
    })
    await expect.poll(() => ballCount(server, match.id, token)).toBe(4)

    // Quick points through the API: team A takes game 1 and five more, 6–0; set 2 starts.
    await quickPoints(server, match.id, token, [A, A, ...Array<0>(20).fill(A)])
    await page.reload()
    await page.getByTestId('match-recorder').waitFor()
    // Set 2, game 1 (Ana Ortiz serving): Lea's unforced error on the bandeja: 15–0 to A.
    await recordDetailed(page, { finisher: 'Lea Virta', type: 'unforced_error', shot: 'Bandeja', speed: 'Medium' })
    await expect.poll(() => ballCount(server, match.id, token)).toBe(27)

    // The match page's Statistics link opens the screen.
    await page.getByTestId('match-statistics-link').click()
    await page.waitForURL(`**/matches/${match.id}/scores`)
    await page.getByTestId('story-sentence').first().waitFor()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Club final')

    // Figures worked out by hand: 6 games completed (set 1), 27 points, A won 25 of them.
    // Lea: W 1, FTE 1 (Ana's forced error), UE 1 → (1 + 1 − 1) / 6 = +0.2.
    // Maria: UE 1, WG 1 (Iida's volley after her lob) → −2 / 6 = −0.3. Iida: W 1, WG 1 (Lea's smash) → 0.
    await expect.poll(() => page.getByText(/6 games completed · 27 points/).count()).toBe(1)
    expect(await overviewRow(page, 'Lea Virta')).toMatchObject({
      points_won: '2',
      winners: '1',
      forced_to_error: '1',
      unforced_errors: '1',
      winners_given: '0',
      impact: '+0.2',
    })
    expect(await overviewRow(page, 'Maria Lopez')).toMatchObject({
      points_won: '2',
      winners: '0',
      unforced_errors: '1',
      winners_given: '1',
      impact: '−0.3',
    })
    expect(await overviewRow(page, 'Iida Koski')).toMatchObject({
      points_won: '25',
      winners: '1',
      winners_given: '1',
      impact: '0.0',
    })
    expect(await overviewRow(page, 'Ana Ortiz')).toMatchObject({ points_won: '25', forced_errors: '1', impact: '0.0' })

    // Highlights: Lea's game 1 (W + FTE) is the best game, her set 2 error the worst; a game's impact is a whole count.
    await page.getByText('Lea Virta: impact +2 in set 1, game 1').waitFor()
    await page.getByText('Lea Virta: impact −1 in set 2, game 1').waitFor()

    // The story: one sentence per point, the score before it in front.
    const story = await storySentences(page)
    expect(story).toHaveLength(26) // set 1 only: the story shows one set at a time
    expect(story[0]).toBe("Game 1, 0–0: Lea Virta, smash winner (fast), after Iida Koski's lob")
    expect(story[1]).toBe(
      "Game 1, 0–15: Ana Ortiz, forced error on the backhand (medium), forced by Lea Virta's víbora",
    )
    expect(story[2]).toBe('Game 1, 0–30: Maria Lopez, unforced error on the forehand (slow)')
    expect(story[3]).toBe("Game 1, 15–30: Iida Koski, volley winner (medium), after Maria Lopez's lob")
    expect(story[4]).toBe('Game 1, 30–30: point to Iida Koski & Ana Ortiz')

    // The court map: the three points with positions.
    const courtMap = page.getByRole('img', { name: /^Court map with/ })
    await expect.poll(() => courtMap.getAttribute('aria-label')).toBe('Court map with 3 points')
    expect(await courtMap.getByTestId('court-mark').count()).toBe(3)
    expect(await courtMap.getByTestId('court-path').count()).toBe(3)
    expect(await courtMap.locator('title').allTextContents()).toContain('Point 1 (set 1): Lea Virta, winner (smash)')

    await expectAccessible(page, 'statistics, light')
    await screenshot(page, 'stats-1280-light-en')
    await colorScheme(page, 'dark')
    await expectAccessible(page, 'statistics, dark')
    await screenshot(page, 'stats-1280-dark-en')
    await colorScheme(page, 'light')

    const filters = page.getByRole('region', { name: 'Filters' })
    // Set filter: set 2 has one point and no completed game, so no impact yet.
    await filters.getByRole('radio', { name: 'Set 2' }).click()
    await page.waitForURL(/[?&]set=2\b/)
    await expect.poll(() => page.getByText(/Set 2 · 0 games completed · 1 points?/).count()).toBe(1)
    expect(await overviewRow(page, 'Lea Virta')).toMatchObject({
      points_won: '0',
      winners: '0',
      unforced_errors: '1',
      impact: '–',
    })
    // The long sections follow in a deferred render: they catch up a moment after the figures.
    await expect
      .poll(() => storySentences(page))
      .toEqual(['Game 1, 0–0: Lea Virta, unforced error on the bandeja (medium)'])

    // Set 1: Lea's figures without the set 2 error, (1 + 1) / 6 = +0.3.
    await filters.getByRole('radio', { name: 'Set 1' }).click()
    await page.waitForURL(/[?&]set=1\b/)
    await expect.poll(async () => (await overviewRow(page, 'Lea Virta')).impact).toBe('+0.3')

    // Player filter (all sets): only Lea and her team are listed, the story keeps the points she finished, set up
    // or served, and the court map her two.
    await filters.getByRole('radio', { name: 'All sets' }).click()
    await filters.getByLabel('Player', { exact: true }).selectOption({ label: 'Lea Virta' })
    await page.waitForURL((url) => url.searchParams.get('player') !== null && url.searchParams.get('set') === null)
    await expect.poll(() => page.getByTestId('stats-overview').locator('tbody tr').count()).toBe(2)
    expect(await overviewRow(page, 'Lea Virta')).toMatchObject({ impact: '+0.2' })
    await expect.poll(() => courtMap.getAttribute('aria-label')).toBe('Court map with 2 points')
    await expect
      .poll(async () => (await storySentences(page)).some((s) => s.includes('Iida Koski, volley winner')))
      .toBe(false)
    expect((await storySentences(page))[0]).toContain('Lea Virta, smash winner')

    // A shared filtered address opens filtered.
    const filtered = new URL(page.url())
    await openStats(page, match.id, filtered.search)
    expect(await page.getByRole('region', { name: 'Filters' }).getByLabel('Player', { exact: true }).inputValue()).toBe(
      filtered.searchParams.get('player'),
    )

    // The CSV: a header row, then one row per ball with the score before and after.
    await openStats(page, match.id)
    // The printable report (ADR 0035): a PDF on Letter paper, named after the match.
    await page.getByTestId('download-report').click()
    await expectAccessible(page, 'report paper menu')
    const [report] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-letter').click()])
    expect(report.suggestedFilename()).toBe('Club final-Match report.pdf')
    expect((await readFile(await report.path())).subarray(0, 5).toString()).toBe('%PDF-')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('Club final-points.csv')
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
    const lines = csv.trimEnd().split('\r\n')
    const header = lines[0]!.split(',')
    expect(header).toEqual(
      expect.arrayContaining([
        'seq',
        'point_type',
        'finisher_name',
        'shot_type',
        'from_x',
        'to_y',
        'score_before_points',
        'score_after_points',
        'score_after_games',
      ]),
    )
    expect(lines).toHaveLength(1 + 27)
    const row = (n: number) => Object.fromEntries(header.map((h, i) => [h, lines[n]!.split(',')[i]]))
    expect(row(1)).toMatchObject({
      seq: '1',
      point_type: 'winner',
      finisher_name: 'Lea Virta',
      shot_type: 'smash',
      shot_speed: 'fast',
      previous_shooter_name: 'Iida Koski',
      previous_shot_type: 'lob',
      score_before_points: '0–0',
      score_after_points: '0–15',
    })
    // The taps landed where they were aimed (within a few centimetres of court).
    expect(Number(row(1).from_x)).toBeCloseTo(0.3, 1)
    expect(Number(row(1).to_y)).toBeCloseTo(0.1, 1)
    // The sets column lists the completed sets' games ("6–4 7–6(7–5)"); en dashes, so spreadsheets never see dates.
    expect(row(6)).toMatchObject({
      seq: '6',
      point_type: 'other',
      score_before_points: '40–30',
      score_after_games: '1–0',
    })
    expect(row(27)).toMatchObject({
      seq: '27',
      set: '2',
      point_type: 'unforced_error',
      score_before_sets: '6–0',
      score_before_points: '0–0',
      score_after_points: '15–0',
    })
    await context.close()
  })

  test('reads the same match in Finnish, on a phone and on desktop, light and dark', async ({ signedIn }) => {
    const phone = await signedIn(coachToken, { ...PHONE, locale: 'fi-FI' })
    const page = await phone.newPage()
    await openStats(page, match.id)
    await page.getByRole('heading', { name: 'Yleiskuva' }).waitFor()
    await page.getByRole('heading', { name: 'Pallo pallolta' }).waitFor()
    await page.getByRole('heading', { name: 'Kenttäkartta' }).waitFor()
    const story = await storySentences(page)
    expect(story[0]).toBe('Peli 1, 0–0: Lea Virta, voittolyönti: smassi (nopea) – edellinen lyönti: Iida Koski, lobbi')
    expect(story[1]).toBe(
      'Peli 1, 0–15: Ana Ortiz, pakotettu virhe: rysty (keskinopea) – painostaja: Lea Virta, víbora',
    )
    expect(await overviewRow(page, 'Lea Virta')).toMatchObject({ impact: '+0,2' })
    await screenshot(page, 'stats-375-light-fi')
    await colorScheme(page, 'dark')
    await expectAccessible(page, 'statistics, phone, Finnish, dark')
    await screenshot(page, 'stats-375-dark-fi')
    await phone.close()

    const desktop = await signedIn(coachToken, { ...DESKTOP, locale: 'fi-FI' })
    const fi = await desktop.newPage()
    await openStats(fi, match.id)
    await fi.getByRole('heading', { name: 'Yleiskuva' }).waitFor()
    await fi.getByText('Lea Virta: vaikuttavuus +2 erän 1 pelissä 1').waitFor()
    await screenshot(fi, 'stats-1280-light-fi')
    await colorScheme(fi, 'dark')
    await screenshot(fi, 'stats-1280-dark-fi')
    await desktop.close()

    const phoneEn = await signedIn(coachToken, { ...PHONE })
    const en = await phoneEn.newPage()
    await openStats(en, match.id)
    await en.getByRole('heading', { name: 'Overview' }).waitFor()
    // Nothing wider than the phone.
    expect(await en.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expectAccessible(en, 'statistics, phone, light')
    await screenshot(en, 'stats-375-light-en')
    await colorScheme(en, 'dark')
    await screenshot(en, 'stats-375-dark-en')
    await phoneEn.close()
  })

  test('explains what a pro match would add on a free match', async ({ server, signedIn }) => {
    const organizationId = await personalOrganizationId(server, coachToken)
    const free = await createMatch(server, coachToken, { organizationId, license: 'free', title: 'Free practice' })
    const ok = await apiCall(server, 'POST', `/api/v2/matches/${free.id}/balls`, coachToken, {
      ball: { client_id: randomUUID(), point_type: 'unforced_error', finisher_id: free.pairs[1]!.players[0]!.id },
    })
    expect(ok.status).toBe(201)
    await quickPoints(server, free.id, coachToken, [A, A])
    const context = await signedIn(coachToken)
    const page = await context.newPage()
    await openStats(page, free.id)
    await page.getByRole('heading', { name: 'A free match: the essentials' }).waitFor()
    await page.getByText('court positions: the court map of where points end').waitFor()
    expect(await page.getByRole('heading', { name: 'Court map' }).count()).toBe(0)
    expect(await storySentences(page)).toEqual([
      'Game 1, 0–0: Lea Virta, unforced error',
      'Game 1, 15–0: point to Iida Koski & Ana Ortiz',
      'Game 1, 30–0: point to Iida Koski & Ana Ortiz',
    ])
    expect(await overviewRow(page, 'Lea Virta')).toMatchObject({ unforced_errors: '1', impact: '–' })
    await expectAccessible(page, 'statistics of a free match')
    await screenshot(page, 'stats-free-1280-light-en')
    await context.close()
  })
})
