import { fileURLToPath } from 'node:url'
import { describe, expect } from 'vitest'
import { test } from './support/e2e-test.ts'
import { ballListSchema, matchResponseSchema, playerResponseSchema } from '@courtside/contracts'
import { PHONE, colorScheme } from './support/browser.ts'
import { expectAccessible, expectToast, newCoach } from './support/flows.ts'
import { apiCall, apiRead, createMatch, personalOrganizationId, registerCoach } from './support/api.ts'
import { screenshot } from './support/screenshot.ts'
import { overviewRow } from './support/stats-page.ts'

// ADR 0037, after the match: details completed later, the athlete's progress, and video review.

/** A 40-second test pattern (webm, 43 kB) made with ffmpeg for these tests. */
const CLIP = fileURLToPath(new URL('./fixtures/rally-clip.webm', import.meta.url))

/** Games of four quick points: A, B, A, B, A (20 points, pair A 12 and pair B 8). */
const winnerOf = (seq: number): 0 | 1 => (Math.floor((seq - 1) / 4) % 2 === 0 ? 0 : 1)

describe('details later (ADR 0036)', () => {
  // One scenario of 20 dialog walks (about 45 s on a quiet 2-core machine): its own budget, not the 60 s default.
  test(
    'records 20 quick points, completes their details in the complete-details mode, and the statistics follow',
    {
      timeout: 180_000,
    },
    async ({ server, signedIn }) => {
      const coach = newCoach('Iida', 'Koski')
      const { token } = await registerCoach(server, coach)
      const organizationId = await personalOrganizationId(server, token)
      const match = await createMatch(server, token, { organizationId })

      const context = await signedIn(token)
      const page = await context.newPage()
      await page.goto(`/matches/${match.id}`)
      await page.getByTestId('match-recorder').waitFor()
      for (let seq = 1; seq <= 20; seq++) await page.getByTestId(`quick-point-${winnerOf(seq)}`).click()
      await expect.poll(() => page.getByTestId('timeline-detailed').innerText()).toBe('0 of 20 points with full detail')
      // The list renders from a deferred copy of the points (it may follow the count above by a render).
      await expect.poll(() => page.getByTestId('timeline-quick').count()).toBe(20)
      await expectAccessible(page, 'timeline with quick points')
      await screenshot(page, 'details-timeline-1280-light-en')

      await page.getByTestId('complete-details').click()
      const dialog = page.getByTestId('point-details-dialog')
      for (let seq = 1; seq <= 20; seq++) {
        await dialog.getByText(`Point #${seq} · ${seq} of 20 to complete`).waitFor()
        // The last point goes to the other side: Lea's winner instead of pair A's quick point.
        const team = seq === 20 ? 1 : winnerOf(seq)
        await dialog.getByRole('button', { name: team === 0 ? /Iida Koski/ : /Lea Virta/ }).click()
        await dialog.getByTestId('point-type-winner').click()
        await dialog.getByTestId('details-step-shot').waitFor()
        if (seq <= 4) await dialog.getByRole('radio', { name: seq % 2 === 1 ? '1st serve' : '2nd serve' }).click()
        await dialog
          .getByRole('button', { name: /^Smash/ })
          .first()
          .click()
        if (seq === 1) {
          await expectAccessible(page, 'complete details, shot step')
          await screenshot(page, 'details-walk-1280-light-en')
        }
        await dialog.getByTestId('details-skip-to-summary').click()
        await dialog.getByTestId('details-save').click()
      }
      const confirm = page.getByTestId('rescore-dialog')
      await confirm.getByText('point #20 goes to').waitFor()
      await expectAccessible(page, 'rescore confirmation')
      await screenshot(page, 'details-rescore-1280-light-en')
      await confirm.getByTestId('confirm-action').click()
      await expectToast(page, 'Details saved for 20 points')
      await dialog.waitFor({ state: 'hidden' })
      await expect
        .poll(() => page.getByTestId('timeline-detailed').innerText())
        .toBe('20 of 20 points with full detail')
      await expect.poll(() => page.getByTestId('timeline-quick').count()).toBe(0)

      // Stored: the 20 points once each, in order, the last one rescored (game 5 back at 40–15, games 2–2).
      const { balls } = await apiRead(ballListSchema, server, 'GET', `/api/v2/matches/${match.id}/balls`, token)
      expect(balls.map((b) => b.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      expect(balls.every((b) => b.point_type === 'winner' && b.shot_type === 'smash')).toBe(true)
      expect(balls.map((b) => b.serve).slice(0, 5)).toEqual(['first', 'second', 'first', 'second', null])
      const stored = await apiRead(matchResponseSchema, server, 'GET', `/api/v2/matches/${match.id}`, token)
      expect(stored.match.score.sets[0]!.games).toEqual([2, 2])
      expect(stored.match.score.current_game?.points).toEqual(['40', '15'])

      await page.goto(`/matches/${match.id}/scores`)
      await page.getByTestId('stats-detailed').getByText('20 of 20 points have full detail.').waitFor()
      expect((await overviewRow(page, 'Iida Koski')).winners).toBe('11')
      expect((await overviewRow(page, 'Lea Virta')).winners).toBe('9')
      await page.getByRole('rowheader', { name: 'First serves in' }).waitFor()
      await context.close()
    },
  )

  test('reads on a phone, dark, in Finnish', async ({ server, signedIn }) => {
    const coach = newCoach('Aino', 'Laine')
    const { token } = await registerCoach(server, coach)
    const organizationId = await personalOrganizationId(server, token)
    const match = await createMatch(server, token, { organizationId })
    const context = await signedIn(token, { ...PHONE, locale: 'fi-FI' })
    const page = await context.newPage()
    await page.goto(`/matches/${match.id}`)
    await page.getByTestId('match-recorder').waitFor()
    for (let seq = 1; seq <= 3; seq++) await page.getByTestId(`quick-point-${winnerOf(seq)}`).click()
    await expect.poll(() => page.getByTestId('timeline-detailed').innerText()).toBe('0/3 pisteellä on kaikki tiedot')
    await colorScheme(page, 'dark')
    await expectAccessible(page, 'timeline, phone, Finnish, dark')
    await screenshot(page, 'details-timeline-375-dark-fi')
    await page.getByRole('button', { name: 'Lisää tiedot pisteeseen #2' }).click()
    const dialog = page.getByTestId('point-details-dialog')
    await dialog.getByText('Muokkaa pistettä #2').waitFor()
    await dialog.getByRole('button', { name: /Ana Ortiz/ }).click()
    await dialog.getByTestId('point-type-winner').click()
    await dialog.getByRole('radio', { name: '1. syöttö' }).click()
    await dialog
      .getByRole('button', { name: /^Smassi/ })
      .first()
      .click()
    await expectAccessible(page, 'edit point, phone, Finnish, dark')
    await screenshot(page, 'details-edit-375-dark-fi')
    await dialog.getByTestId('details-skip-to-summary').click()
    await dialog.getByTestId('details-save').click()
    await expectToast(page, 'Piste tallennettu')
    await expect.poll(() => page.getByTestId('timeline-detailed').innerText()).toBe('1/3 pisteellä on kaikki tiedot')
    await colorScheme(page, 'light')
    await screenshot(page, 'details-timeline-375-light-fi')
    await context.close()
  })

  test("shows an athlete's progress over three matches, and compares with another athlete", async ({
    server,
    signedIn,
  }) => {
    const coach = newCoach('Sanna', 'Salo')
    const { token } = await registerCoach(server, coach)
    const organizationId = await personalOrganizationId(server, token)
    const athlete = async (first_name: string, last_name: string) =>
      (
        await apiRead(playerResponseSchema, server, 'POST', '/api/v2/players', token, {
          player: { first_name, last_name, can_save_games: true, is_coached: true },
        })
      ).player
    const iida = await athlete('Iida', 'Koski')
    await athlete('Lea', 'Virta')
    const DAY = 24 * 3_600_000
    // Three free matches, days apart: Iida's 8 winners, then 4 winners and 4 unforced errors, then 8 errors.
    const plans: ('winner' | 'unforced_error')[][] = [
      Array(8).fill('winner'),
      [...Array(4).fill('winner'), ...Array(4).fill('unforced_error')],
      Array(8).fill('unforced_error'),
    ]
    for (const [k, plan] of plans.entries()) {
      const { match } = await apiRead(matchResponseSchema, server, 'POST', '/api/v2/matches', token, {
        match: {
          title: `Practice ${k + 1}`,
          organization_id: organizationId,
          sport: 'padel',
          match_type: 'doubles',
          license: 'free',
          visibility: 'private',
          pairs: [
            { players: [{ player_id: iida.id }, { name: 'Ana Ortiz' }] },
            { players: [{ name: 'Mia Mäki' }, { name: 'Maria Lopez' }] },
          ],
        },
      })
      const finisher = match.pairs[0]!.players[0]!.id
      for (const [i, point_type] of plan.entries()) {
        const tapped_at = new Date(Date.now() - (3 - k) * DAY + i * 30_000).toISOString()
        const res = await apiCall(server, 'POST', `/api/v2/matches/${match.id}/balls`, token, {
          ball: { client_id: crypto.randomUUID(), point_type, finisher_id: finisher, tapped_at },
        })
        expect(res.status).toBe(201)
      }
    }

    const context = await signedIn(token)
    const page = await context.newPage()
    await page.goto(`/users/${iida.id}`)
    const card = page.getByTestId('athlete-progress')
    await card.getByTestId('progress-table').waitFor()
    const impacts = () => card.locator('tbody tr td:nth-of-type(2)').allInnerTexts()
    // Newest first: impact per game −4, 0, +4.
    expect(await impacts()).toEqual(['-4', '0', '4'])
    await card.getByText('Based on 3 matches and 24 points.').waitFor()
    await card.getByLabel('Figure').selectOption({ label: 'Winners per game' })
    expect(await impacts()).toEqual(['0', '2', '4'])
    await card.getByLabel('Compare with').selectOption({ label: 'Lea Virta' })
    await card.getByRole('columnheader', { name: 'Lea Virta' }).waitFor()
    await expectAccessible(page, 'athlete progress')
    await screenshot(page, 'athlete-progress-1280-light-en')
    await context.close()

    const phone = await signedIn(token, { ...PHONE, locale: 'fi-FI' })
    const fi = await phone.newPage()
    await fi.goto(`/users/${iida.id}`)
    await fi.getByTestId('athlete-progress').getByText('Perustuu 3 otteluun ja 24 pisteeseen.').waitFor()
    await colorScheme(fi, 'dark')
    await expectAccessible(fi, 'athlete progress, phone, Finnish, dark')
    await screenshot(fi, 'athlete-progress-375-dark-fi')
    expect(await fi.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await phone.close()
  })

  test("links a video from the device, syncs it to point 1, and plays any point's rally", async ({
    server,
    signedIn,
  }) => {
    const coach = newCoach('Veera', 'Video')
    const { token } = await registerCoach(server, coach)
    const organizationId = await personalOrganizationId(server, token)
    const match = await createMatch(server, token, { organizationId })
    // Six quick points tapped 5 s apart, a minute ago.
    const base = Date.now() - 60_000
    for (let k = 0; k < 6; k++) {
      const res = await apiCall(server, 'POST', `/api/v2/matches/${match.id}/balls`, token, {
        ball: {
          client_id: crypto.randomUUID(),
          point_type: 'other',
          winner_team: k % 2,
          tapped_at: new Date(base + k * 5_000).toISOString(),
        },
      })
      expect(res.status).toBe(201)
    }

    const context = await signedIn(token)
    const page = await context.newPage()
    await page.goto(`/matches/${match.id}/scores`)
    const panel = page.getByTestId('video-review')
    await panel.getByTestId('video-file').setInputFiles(CLIP)
    await panel.getByText('File on the device: rally-clip.webm').waitFor()
    const player = panel.getByTestId('video-player')
    await page.waitForFunction(() => (document.querySelector('video')?.duration ?? 0) > 30)
    const currentTime = () => player.evaluate((v: HTMLVideoElement) => v.currentTime)

    // The coach pauses where point 1 ended (2 s into the clip) and syncs.
    await player.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          v.addEventListener('seeked', () => resolve(), { once: true })
          v.currentTime = 2
        }),
    )
    await panel.getByTestId('video-sync').click()
    await panel.getByText('Point 1 at 0:02').waitFor()
    await expectAccessible(page, 'video review, synced')

    // Point 5 was tapped 20 s after point 1: its rally plays from 8 s before, at 14 s into the clip.
    await page.getByRole('button', { name: 'Watch point 5' }).first().click()
    await expect.poll(currentTime, { timeout: 3_000 }).toBeGreaterThanOrEqual(14)
    expect(await currentTime()).toBeLessThan(23.5)
    await panel.getByText('Point 5', { exact: true }).waitFor()
    await screenshot(page, 'video-review-1280-light-en')

    // N steps to the next point by keyboard: point 6 plays from 19 s.
    await panel.getByTestId('video-next').focus()
    await page.keyboard.press('n')
    await panel.getByText('Point 6', { exact: true }).waitFor()
    await expect.poll(currentTime, { timeout: 3_000 }).toBeGreaterThanOrEqual(19)

    // The sync is saved with the match; the file is asked for again after a reload.
    await page.reload()
    await panel.getByText('Point 1 at 0:02').waitFor()
    await panel.getByText('Open rally-clip.webm').waitFor()
    await context.close()

    const phone = await signedIn(token, { ...PHONE, locale: 'fi-FI' })
    const fi = await phone.newPage()
    await fi.goto(`/matches/${match.id}/scores`)
    await fi.getByTestId('video-review').getByTestId('video-file').setInputFiles(CLIP)
    await fi.getByRole('button', { name: 'Katso piste 3' }).first().waitFor()
    await colorScheme(fi, 'dark')
    await expectAccessible(fi, 'video review, phone, Finnish, dark')
    await screenshot(fi, 'video-review-375-dark-fi')
    expect(await fi.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await phone.close()
  })
})
