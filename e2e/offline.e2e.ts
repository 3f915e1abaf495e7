import { describe, expect } from 'vitest'
import { test } from './support/e2e-test.ts'
import type { BrowserContext, Page } from 'playwright-core'
import { ballListSchema, matchResponseSchema, type Match } from '@courtside/contracts'
import { DESKTOP, PHONE, SCREEN_PASSES, passOptions, passTag } from './support/browser.ts'
import { expectAccessible, newCoach, signIn } from './support/flows.ts'
import { addMember, apiCall, apiRead, createMatch, personalOrganizationId, registerCoach } from './support/api.ts'
import { screenshot } from './support/screenshot.ts'
import { newMatchOnPhone } from './support/match-on-phone.ts'

// ADR 0038: the court has no signal, the match goes on. The real app in Chromium with its service worker; the network
// cut with context.setOffline.

const scoreboardText = (page: Page) => page.getByTestId('scoreboard').innerText()
const waitingText = (page: Page) => page.getByTestId('sync-status').innerText()

/**
 * The service worker has installed the app shell, is active and controls this page: a reload works with no network,
 * and so do the parts the page loads when first used.
 */
async function waitForOfflineShell(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 })
    .toBe('activated')
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true)
}

/** The match and its balls are in the device's IndexedDB cache (written shortly after they change). */
async function waitForOfflineCopy(page: Page, matchId: number) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (id) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('courtside')
              open.onerror = () => resolve(false)
              open.onsuccess = () => {
                const db = open.result
                if (!db.objectStoreNames.contains('queries')) return resolve(false)
                const all = db.transaction('queries').objectStore('queries').getAll()
                all.onsuccess = () =>
                  resolve(
                    all.result.some(
                      (v: unknown) =>
                        typeof v === 'string' &&
                        v.includes(`["matches","detail",${id}]`) &&
                        v.includes(`["matches","balls",${id}]`),
                    ),
                  )
                all.onerror = () => resolve(false)
              }
            }),
          matchId,
        ),
      { timeout: 10_000 },
    )
    .toBe(true)
}

async function coachOnMatch(context: BrowserContext, coach: ReturnType<typeof newCoach>, matchId: number) {
  const page = await context.newPage()
  await signIn(page, coach)
  await page.goto(`/matches/${matchId}`)
  await page.getByTestId('match-recorder').waitFor()
  await waitForOfflineShell(page)
  await waitForOfflineCopy(page, matchId)
  return page
}

/** Games alternate (four straight points each): 47 points never end a padel match. */
const teamOfTap = (tap: number): 0 | 1 => (Math.floor(tap / 4) % 2) as 0 | 1

describe('recording with no network', () => {
  test('records 50 points with 3 undos and a server change offline, survives two reloads, then syncs once', async ({
    server,
    openContext,
  }) => {
    const coach = newCoach('Iida', 'Koski')
    const member = newCoach('Pekka', 'Parent')
    const { token } = await registerCoach(server, coach)
    const watcher = await registerCoach(server, member)
    const organizationId = await personalOrganizationId(server, token)
    await addMember(server, organizationId, { token }, watcher)
    const match = await createMatch(server, token, { organizationId, license: 'free' })

    const context = await openContext({ ...PHONE, serviceWorkers: 'allow' })
    const page = await coachOnMatch(context, coach, match.id)
    const watcherContext = await openContext()
    const watcherPage = await watcherContext.newPage()
    await signIn(watcherPage, member)
    await watcherPage.goto(`/matches/${match.id}`)
    await watcherPage.getByTestId('match-score').waitFor()

    // Chromium's own installability check (the one Lighthouse's installable-manifest audit ran) finds nothing amiss.
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    // Every Playwright context is an incognito profile, which Chromium reports on its own; nothing else may be listed.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([])
    const manifest = await cdp.send('Page.getAppManifest', {})
    expect(manifest.errors).toEqual([])
    await cdp.detach()

    await context.setOffline(true)
    const intended: (0 | 1)[] = []
    let serverPickedAt = -1
    for (let tap = 0; tap < 50; tap++) {
      const team = teamOfTap(tap)
      await page.getByTestId(`quick-point-${team}`).click()
      intended.push(team)
      if (tap === 10 || tap === 20 || tap === 30) {
        await page.getByTestId('undo').click()
        intended.pop()
      }
      if (tap === 24) {
        await page.getByTestId('open-server').click()
        const dialog = page.getByTestId('change-server-dialog')
        await dialog.getByRole('radio', { name: /Maria Lopez/ }).click()
        await dialog.getByTestId('server-save').click()
        await dialog.waitFor({ state: 'hidden' })
        serverPickedAt = intended.length
        await expect.poll(() => page.getByTestId('serving-line').innerText()).toContain('Maria Lopez')
      }
    }
    expect(intended).toHaveLength(47)
    await expect.poll(() => waitingText(page)).toContain('47 points waiting to sync')
    expect(await waitingText(page)).toContain('Offline.')
    expect(await page.getByTestId('timeline-pending').count()).toBeGreaterThan(0)
    await expectAccessible(page, 'recorder offline with points waiting')
    await screenshot(page, 'offline-recorder-375-light-en')
    const shown = await scoreboardText(page)

    // Reloaded twice with no network: the app starts from the service worker, the match from the device.
    for (let reload = 0; reload < 2; reload++) {
      await page.reload()
      await page.getByTestId('match-recorder').waitFor()
      await expect.poll(() => scoreboardText(page)).toBe(shown)
      await expect.poll(() => waitingText(page)).toContain('47 points waiting to sync')
    }

    // Back online: the queue drains by itself.
    await context.setOffline(false)
    await expect.poll(() => page.getByTestId('sync-status').innerText(), { timeout: 30_000 }).toBe('')
    const synced = Date.now()

    const { balls } = await apiRead(ballListSchema, server, 'GET', `/api/v2/matches/${match.id}/balls`, token)
    expect(balls.map((b) => b.winner_team)).toEqual(intended)
    expect(new Set(balls.map((b) => b.client_id)).size).toBe(47)
    const picked = match.pairs[1]!.players.find((p) => p.name === 'Maria Lopez')!.id
    expect(balls[serverPickedAt]?.server_id).toBe(picked)
    const { match: stored } = await apiRead(matchResponseSchema, server, 'GET', `/api/v2/matches/${match.id}`, token)
    expect(await scoreboardText(page)).toBe(shown)

    // The watcher, online all along, has the same score within 2 s of the sync.
    await expect.poll(() => watcherScore(watcherPage), { timeout: 2_000 }).toEqual(expectedRows(stored))
    expect(Date.now() - synced).toBeLessThan(2_000)

    // The coach's page started twice with no network, its socket failing its first attempt: the network back opens
    // it at once and it subscribes (ADR 0080, 0081): a point from another device of the coach shows within 2 s, as
    // on the watcher's (the library's own monitor would have waited 6–20 s).
    const elsewhere = await apiCall(server, 'POST', `/api/v2/matches/${match.id}/balls`, token, {
      ball: {
        client_id: crypto.randomUUID(),
        point_type: 'winner',
        finisher_id: match.pairs[teamOfTap(47)]!.players[0]!.id,
      },
    })
    expect(elsewhere.status).toBe(201)
    await expect.poll(() => scoreboardText(page), { timeout: 2_000 }).not.toBe(shown)

    // The service worker leaves the server's own pages to the server (here the API docs), never the app shell.
    await page.goto('/api/docs')
    await page.locator('#swagger-ui').waitFor()
    await context.close()
    await watcherContext.close()
  })

  test('shows what happened to each waiting point when the match was finished elsewhere meanwhile', async ({
    server,
    openContext,
  }) => {
    const coach = newCoach('Aino', 'Laine')
    const { token } = await registerCoach(server, coach)
    const organizationId = await personalOrganizationId(server, token)
    const match = await createMatch(server, token, { organizationId, license: 'free', title: 'Conflict final' })
    const context = await openContext({ ...DESKTOP, serviceWorkers: 'allow' })
    const page = await coachOnMatch(context, coach, match.id)

    await context.setOffline(true)
    for (const team of [0, 0, 1] as const) await page.getByTestId(`quick-point-${team}`).click()
    await expect.poll(() => waitingText(page)).toContain('3 points waiting to sync')

    // Another device finishes the match: 6–0 6–0 to pair B.
    for (let point = 0; point < 48; point++) {
      const res = await apiCall(server, 'POST', `/api/v2/matches/${match.id}/balls`, token, {
        ball: { client_id: crypto.randomUUID(), point_type: 'other', winner_team: 1 },
      })
      expect(res.status).toBe(201)
    }

    await context.setOffline(false)
    const conflicts = page.getByTestId('sync-conflicts')
    await conflicts.waitFor({ timeout: 30_000 })
    await expect.poll(() => page.getByTestId('sync-conflict').count()).toBe(3)
    expect(await conflicts.innerText()).toContain('3 changes were not recorded')
    expect(await conflicts.innerText()).toMatch(/Point to Iida Koski & Ana Ortiz \(tapped .+\) — The match is over/)
    await expectAccessible(page, 'conflicts after sync')
    await screenshot(page, 'offline-conflicts-1280-light-en')

    // Nothing of the coach's was recorded; the conflicts stay until the coach has seen them, across a reload.
    const { balls } = await apiRead(ballListSchema, server, 'GET', `/api/v2/matches/${match.id}/balls`, token)
    expect(balls).toHaveLength(48)
    await page.reload()
    await expect.poll(() => page.getByTestId('sync-conflict').count()).toBe(3)
    await conflicts.getByRole('button', { name: 'Got it' }).click()
    await conflicts.waitFor({ state: 'hidden' })
    await context.close()
  })
})

describe('the device copy and the network', () => {
  test('asks for the match and its points once per visit, with or without a copy on the device', async ({
    server,
    openContext,
  }) => {
    const coach = newCoach('Eino', 'Salo')
    const { token } = await registerCoach(server, coach)
    const organizationId = await personalOrganizationId(server, token)
    const match = await createMatch(server, token, { organizationId, license: 'free', title: 'Counted final' })
    for (const winner_team of [0, 1, 1]) {
      const res = await apiCall(server, 'POST', `/api/v2/matches/${match.id}/balls`, token, {
        ball: { client_id: crypto.randomUUID(), point_type: 'other', winner_team },
      })
      expect(res.status).toBe(201)
    }
    // No service worker here: page.route must see every script the page loads.
    const context = await openContext({ ...PHONE, serviceWorkers: 'block' })
    const page = await context.newPage()
    const asked = { match: 0, balls: 0 }
    page.on('request', (request) => {
      if (request.method() !== 'GET') return
      const path = new URL(request.url()).pathname
      if (path === `/api/v2/matches/${match.id}`) asked.match++
      if (path === `/api/v2/matches/${match.id}/balls`) asked.balls++
    })
    await signIn(page, coach)
    asked.match = asked.balls = 0
    // A slow phone: the code that reads the device's copy arrives after the route's prefetch has been answered.
    let delayed = 0
    await page.route(/\/assets\/offline-cache-[^/]+\.js$/, async (route) => {
      delayed++
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })

    // A first visit: the route's prefetch answers while the (empty) copy is read; the page must not ask again.
    await page.goto(`/matches/${match.id}`)
    await page.getByTestId('match-recorder').waitFor()
    await waitForOfflineCopy(page, match.id)
    await page.waitForLoadState('networkidle')
    expect(delayed).toBe(1)
    expect(asked).toEqual({ match: 1, balls: 1 })
    await page.unroute(/\/assets\/offline-cache-[^/]+\.js$/)

    // With the copy on the device: shown from it, asked for once more (another device may have changed it).
    await page.reload()
    await page.getByTestId('match-recorder').waitFor()
    await page.waitForLoadState('networkidle')
    expect(asked).toEqual({ match: 2, balls: 2 })
    expect(await scoreboardText(page)).toContain('15')
    await context.close()
  })

  test("sends the match page's two requests before the page's code has arrived, and asks no more", async ({
    server,
    signedIn,
  }) => {
    const { match, context, page } = await newMatchOnPhone({ server, signedIn }, 'Kerttu', 'Aho', 'Early final')
    const events: string[] = []
    let bothSent: () => void = () => {}
    const sent = new Promise<void>((resolve) => (bothSent = resolve))
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (request.method() !== 'GET') return
      if (path === `/api/v2/matches/${match.id}`) events.push('match')
      if (path === `/api/v2/matches/${match.id}/balls`) events.push('balls')
      if (events.includes('match') && events.includes('balls')) bothSent()
    })
    // A slow phone: the match page's code, TanStack Query and the prefetch's own module are held back until both
    // requests have gone out (at most 5 s, so the old order fails here instead of hanging).
    const heldBack = /\/assets\/(match-detail-page|prefetch-match|query)-[^/]+\.js$/
    await page.route(heldBack, async (route) => {
      await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, 5000))])
      events.push(`code ${new URL(route.request().url()).pathname.split('/').pop()?.split('-')[0]}`)
      await route.continue()
    })

    await page.goto(`/matches/${match.id}`)
    await page.getByTestId('match-recorder').waitFor()
    await page.waitForLoadState('networkidle')
    const firstCode = events.findIndex((event) => event.startsWith('code'))
    expect(firstCode, events.join(', ')).toBeGreaterThan(-1)
    expect(events.slice(0, firstCode).sort(), events.join(', ')).toEqual(['balls', 'match'])
    expect(events.filter((event) => !event.startsWith('code')).sort(), events.join(', ')).toEqual(['balls', 'match'])
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Early final')
    await context.close()
  })
})

describe('a chunk that cannot load', () => {
  test("keeps the recorder when the toasts' code never arrived before the network went", async ({
    server,
    signedIn,
  }) => {
    const { match, context, page } = await newMatchOnPhone({ server, signedIn }, 'Vilja', 'Koski', 'No toasts final')
    // As on a phone that lost the network before the page was idle: the toaster's chunk never loads.
    await page.route(/\/assets\/app-toaster-[^/]+\.js$/, (route) => route.abort())
    await page.goto(`/matches/${match.id}`)
    await page.getByTestId('match-recorder').waitFor()
    await context.setOffline(true)
    for (const team of [0, 1, 0] as const) await page.getByTestId(`quick-point-${team}`).click()
    await page.getByTestId('offline-banner').waitFor()
    await expect.poll(() => page.getByTestId('timeline-pending').count()).toBe(3)
    await page.getByTestId('sidebar-trigger').click()
    await page.getByTestId('sign-out').click()
    await page.getByTestId('sign-out-waiting').waitFor()
    await context.close()
  })
})

describe('the offline screens', () => {
  test('pass axe in both themes and languages, on a phone and a desktop (banner, waiting points, sign-out warning)', async ({
    server,
    signedIn,
  }) => {
    const coach = newCoach('Aino', 'Laine')
    const { token } = await registerCoach(server, coach)
    const organizationId = await personalOrganizationId(server, token)
    for (const pass of SCREEN_PASSES) {
      const tag = passTag(pass)
      const match = await createMatch(server, token, { organizationId, license: 'free', title: `Screens ${tag}` })
      const context = await signedIn(token, passOptions(pass, server.url))
      const page = await context.newPage()
      await page.goto(`/matches/${match.id}`)
      await page.getByTestId('match-recorder').waitFor()
      await context.setOffline(true)
      for (const team of [0, 1, 0] as const) await page.getByTestId(`quick-point-${team}`).click()
      await page.getByTestId('offline-banner').waitFor()
      await expect.poll(() => page.getByTestId('timeline-pending').count()).toBe(3)
      await expectAccessible(page, `offline recorder (${tag})`)
      await screenshot(page, `offline-banner-${tag}`)
      if (pass.device === PHONE) await page.getByTestId('sidebar-trigger').click()
      await page.getByTestId('sign-out').click()
      await page.getByTestId('sign-out-waiting').waitFor()
      await expectAccessible(page, `sign-out warning (${tag})`)
      await screenshot(page, `offline-sign-out-${tag}`)
      await context.close()
    }
  })
})

async function watcherScore(page: Page): Promise<string[]> {
  const rows = page.getByTestId('match-score').locator('tbody tr')
  return [
    (await rows.nth(0).innerText()).replace(/\s+/g, ' ').trim(),
    (await rows.nth(1).innerText()).replace(/\s+/g, ' ').trim(),
  ]
}

/** The score card's rows as the watcher's screen writes them, from the stored match. */
function expectedRows(match: Match): string[] {
  const names = (team: 0 | 1) => match.pairs[team]!.players.map((p) => p.name).join(' & ')
  return ([0, 1] as const).map((team) =>
    [
      names(team),
      ...match.score.sets.map((s) => s.games[team]),
      ...(match.score.current_game ? [match.score.current_game.points[team]] : []),
    ]
      .join(' ')
      .trim(),
  )
}
