import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect } from 'vitest'
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core'
import { matchShareResponseSchema } from '@courtside/contracts'
import { e2eTest, type OpenContext } from './support/e2e-test.ts'
import type { RunningServer } from './support/server.ts'
import { expectAccessible, newCoach } from './support/flows.ts'
import { apiCall, apiRead, createMatch, personalOrganizationId, registerCoach } from './support/api.ts'

// The broadcast overlay: /live/:token?overlay=1&corner=…, a score bug on a see-through 1920×1080 page for a
// browser source in OBS or vMix.

/** How far the server's clock runs ahead of this machine's: the five-minute notice is tested by moving it. */
let offsetMs = 0
const test = e2eTest({ server: { now: () => new Date(Date.now() + offsetMs) } })

const STAGE = { width: 1920, height: 1080 }
const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const
const MARGIN = 48
const shots = fileURLToPath(new URL('./screenshots/', import.meta.url))

/** A coach's public match, shared (the server shown, a gradient background the overlay must not wear). */
async function sharedMatch(server: RunningServer, rules?: Record<string, unknown>) {
  const { token } = await registerCoach(server, newCoach('Iida', 'Koski'))
  const organizationId = await personalOrganizationId(server, token)
  const match = await createMatch(server, token, { organizationId, visibility: 'public', title: 'Club final', rules })
  await apiCall(server, 'PATCH', `/api/v2/matches/${match.id}`, token, {
    match: { show_server_indicator: true, background: { style: 'gradient', from: '#0f766e', to: '#1d4ed8' } },
  })
  const link = await apiRead(matchShareResponseSchema, server, 'POST', `/api/v2/matches/${match.id}/share`, token)
  const path = new URL(link.share!.url).pathname
  const point = async (winner: 0 | 1) => {
    const response = await apiCall(server, 'POST', `/api/v2/matches/${match.id}/balls`, token, {
      ball: {
        client_id: crypto.randomUUID(),
        winner_team: winner,
        point_type: 'winner',
        finisher_id: match.pairs.find((p) => p.team === winner)!.players[0]!.id,
      },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
  }
  return { path, point }
}

/** A 1920×1080 guest page, as a browser source is set up; motion not reduced, as in OBS, so a pulse would show. */
async function overlayContext(openContext: OpenContext, colorScheme: 'light' | 'dark', lang: 'en' | 'fi' = 'en') {
  return openContext({
    viewport: STAGE,
    colorScheme,
    locale: lang === 'fi' ? 'fi-FI' : 'en-US',
    reducedMotion: 'no-preference',
  })
}

/** The alpha (0–255) of pixels of a PNG, decoded by the browser on a blank page (the app's CSP is not in the way). */
async function alphaAt(context: BrowserContext, png: Buffer, points: [number, number][]): Promise<number[]> {
  const blank = await context.newPage()
  try {
    return await blank.evaluate(
      async ({ base64, points }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const context = canvas.getContext('2d')!
        context.drawImage(bitmap, 0, 0)
        return points.map(([x, y]) => context.getImageData(x, y, 1, 1).data[3]!)
      },
      { base64: png.toString('base64'), points },
    )
  } finally {
    await blank.close()
  }
}

/** What a stream would frown at: anything but see-through around the bug, a cursor, scrollbars. */
async function pageLooks(page: Page) {
  return page.evaluate(() => {
    const html = getComputedStyle(document.documentElement)
    const body = getComputedStyle(document.body)
    const stage = document.querySelector('[data-testid="score-overlay"]')!
    return {
      htmlBackground: html.backgroundColor,
      bodyBackground: body.backgroundColor,
      htmlImage: html.backgroundImage,
      bodyImage: body.backgroundImage,
      cursor: [html.cursor, body.cursor, getComputedStyle(stage).cursor],
      scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
      running: document.getAnimations().length,
    }
  })
}

/** A side's short name on the bug, as it shows (in capitals). */
const shortName = (page: Page, team: 0 | 1) => page.getByTestId('score-bug-name').nth(team).innerText()
/** A side's figures on the bug: the games of each set, then the game's points. */
const scoreCells = (page: Page, team: 0 | 1) => page.getByTestId(`score-bug-team-${team}`).locator('td').allInnerTexts()

describe('the broadcast overlay', () => {
  test('a see-through score bug in each corner, light and dark, that follows the points within a second', async ({
    server,
    openContext,
  }) => {
    const { path, point } = await sharedMatch(server)
    for (const winner of [0, 0, 1] as const) await point(winner)

    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await overlayContext(openContext, colorScheme)
      const page = await context.newPage()
      // boot.js marks the page before the app's code runs: see-through from the first paint, no loading screen.
      await page.goto(`${path}?overlay=1`, { waitUntil: 'domcontentloaded' })
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-overlay'))).toBe(true)
      await expect.poll(() => page.getByTestId('loading-screen').isVisible()).toBe(false)
      const bug = page.getByTestId('score-bug')
      await bug.waitFor()
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        colorScheme === 'dark',
      )
      expect([await shortName(page, 0), await scoreCells(page, 0)]).toEqual(['KOSKI / ORTIZ', ['0', '30']])
      expect([await shortName(page, 1), await scoreCells(page, 1)]).toEqual(['VIRTA / LOPEZ', ['0', '15']])

      const { scroll, ...looks } = await pageLooks(page)
      expect(looks).toEqual({
        htmlBackground: 'rgba(0, 0, 0, 0)',
        bodyBackground: 'rgba(0, 0, 0, 0)',
        htmlImage: 'none',
        bodyImage: 'none',
        cursor: ['none', 'none', 'none'],
        running: 0,
      })
      expect(scroll[0]).toBeLessThanOrEqual(STAGE.width)
      expect(scroll[1]).toBeLessThanOrEqual(STAGE.height)

      // Each corner, the safe margin from both of its edges; everything around the bug is see-through.
      for (const corner of CORNERS) {
        await page.goto(`${path}?overlay=1&corner=${corner}`)
        await bug.waitFor()
        const box = (await bug.boundingBox())!
        const [top, left] = corner.split('-') as ['top' | 'bottom', 'left' | 'right']
        expect(top === 'top' ? box.y : STAGE.height - box.y - box.height).toBeCloseTo(MARGIN, 0)
        expect(left === 'left' ? box.x : STAGE.width - box.x - box.width).toBeCloseTo(MARGIN, 0)
        const png = await page.screenshot({ omitBackground: true })
        const inside: [number, number] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)]
        const [cornerPixel, farPixel, marginPixel, bugPixel] = await alphaAt(context, png, [
          [left === 'left' ? 0 : STAGE.width - 1, top === 'top' ? 0 : STAGE.height - 1],
          [left === 'left' ? STAGE.width - 1 : 0, top === 'top' ? STAGE.height - 1 : 0],
          [Math.round(box.x - 24), inside[1]],
          inside,
        ])
        expect({ cornerPixel, farPixel, marginPixel }).toEqual({ cornerPixel: 0, farPixel: 0, marginPixel: 0 })
        expect(bugPixel).toBeGreaterThan(200)
      }

      await expectAccessible(page, `overlay (${colorScheme})`)
      if (colorScheme === 'light') continue

      // Points recorded by the coach reach the bug within a second.
      const within = { timeout: 1000, interval: 50 }
      await point(0)
      await expect.poll(() => scoreCells(page, 0), within).toEqual(['0', '40'])
      await point(1)
      await expect.poll(() => scoreCells(page, 1), within).toEqual(['0', '30'])
      await point(0)
      await expect.poll(() => scoreCells(page, 0), within).toEqual(['1', '0'])
      expect(await scoreCells(page, 1)).toEqual(['0', '0'])
    }
  })

  test('looks right in every corner, light and dark, English and Finnish, with a timed match’s clock', async ({
    server,
    openContext,
  }) => {
    const { path, point } = await sharedMatch(server, {
      sets_to_win: 2,
      games_to_win_set: 6,
      tie_break_points_to_win: 7,
      super_tie_break: true,
      super_tie_break_points_to_win: 10,
      final_set_tie_break: true,
      final_set_tie_break_points_to_win: 7,
      timed_minutes: 60,
    })
    // Games 1–0 and 15–30 in the second game.
    for (const winner of [0, 0, 0, 0, 1, 0, 1] as const) await point(winner)
    mkdirSync(shots, { recursive: true })
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const lang of ['en', 'fi'] as const) {
        const page = await (await overlayContext(openContext, colorScheme, lang)).newPage()
        for (const corner of CORNERS) {
          await page.goto(`${path}?overlay=1&corner=${corner}`)
          await page.getByTestId('timed-match-clock').waitFor()
          // The clock's seconds tick: the picture is taken between ticks, never mid-paint.
          const png = await page.screenshot({ omitBackground: true })
          writeFileSync(`${shots}overlay-${corner}-1920-${colorScheme}-${lang}.png`, png)
        }
        await expectAccessible(page, `overlay (${colorScheme}, ${lang})`)
      }
    }
  })

  test('says "No update for 6 min" on the scoreboard and the overlay when the server’s clock moves six minutes', async ({
    server,
    openContext,
  }) => {
    const { path, point } = await sharedMatch(server)
    await point(0)
    const context = await overlayContext(openContext, 'dark')
    const [scoreboard, overlay] = [await context.newPage(), await context.newPage()]
    await scoreboard.goto(path)
    await overlay.goto(`${path}?overlay=1&corner=bottom-right`)
    await scoreboard.getByTestId('scoreboard').waitFor()
    await overlay.getByTestId('score-bug').waitFor()
    expect(await scoreboard.getByTestId('silent-scorer').count()).toBe(0)
    expect(await overlay.getByTestId('silent-scorer').count()).toBe(0)

    offsetMs = 6 * 60_000
    try {
      for (const page of [scoreboard, overlay]) {
        await page.reload()
        await page.getByTestId('silent-scorer').getByText('No update for 6 min').waitFor()
      }
      await overlay.getByTestId('score-bug').waitFor()
      await expectAccessible(overlay, 'overlay with the silent notice')
      writeFileSync(`${shots}overlay-silent-1920-dark-en.png`, await overlay.screenshot({ omitBackground: true }))

      // The scorer is back: the notice goes with the next point, without a reload (once the reloaded page's socket
      // is subscribed, which the stage says in data-live: the bug shows before it).
      await overlay.locator('[data-testid="score-overlay"][data-live="live"]').waitFor()
      await point(0)
      await expect.poll(() => overlay.getByTestId('silent-scorer').count(), { timeout: 5000 }).toBe(0)
    } finally {
      offsetMs = 0
    }
  })

  test('says "Offline — reconnecting" while the live socket is down, and drops it once the socket is back', async ({
    server,
    openContext,
  }) => {
    const { path, point } = await sharedMatch(server)
    await point(0)
    const page = await (await overlayContext(openContext, 'light', 'fi')).newPage()
    // The socket passes through to the server until it is cut; while down, every new one is closed at once.
    let down = false
    const sockets: WebSocketRoute[] = []
    await page.routeWebSocket(/\/socket/, (ws) => {
      if (down) return void ws.close()
      ws.connectToServer()
      sockets.push(ws)
    })
    await page.goto(`${path}?overlay=1&corner=top-right`)
    // The score shows from the HTTP read before the socket's subscription is confirmed: wait for that too.
    await page.locator('[data-testid="score-overlay"][data-live="live"]').waitFor()
    // A point arriving proves the socket is up before it is cut.
    await point(1)
    await expect.poll(() => scoreCells(page, 1), { timeout: 5000 }).toEqual(['0', '15'])
    expect(await page.getByTestId('live-indicator').count()).toBe(0)

    down = true
    for (const ws of sockets) await ws.close()
    await page.getByTestId('live-indicator').getByText('Ei yhteyttä — yhdistetään uudelleen').waitFor()
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
    await expectAccessible(page, 'overlay offline')
    writeFileSync(`${shots}overlay-offline-1920-light-fi.png`, await page.screenshot({ omitBackground: true }))

    down = false
    await page.getByTestId('live-indicator').waitFor({ state: 'detached', timeout: 10_000 })
    await point(0)
    await expect.poll(() => scoreCells(page, 0), { timeout: 5000 }).toEqual(['0', '30'])
  })

  test('a link that opens nothing shows one small line, not an error page', async ({ openContext }) => {
    const page = await (await overlayContext(openContext, 'light')).newPage()
    await page.goto(`/live/${'x'.repeat(32)}?overlay=1&corner=bottom-left`)
    const line = page.getByTestId('score-overlay-unavailable')
    await line.waitFor()
    expect(await page.getByTestId('score-overlay').innerText()).toBe('This link does not open a match')
    expect(await page.getByRole('heading').count()).toBe(0)
    const box = (await line.boundingBox())!
    expect(box.height).toBeLessThan(40)
    expect(box.x).toBeCloseTo(MARGIN, 0)
    expect((await pageLooks(page)).bodyBackground).toBe('rgba(0, 0, 0, 0)')
  })
})
