import { describe, expect } from 'vitest'
import { test } from './support/e2e-test.ts'
import type { Page } from 'playwright-core'
import { PHONE, SCREEN_PASSES, passOptions, passTag } from './support/browser.ts'
import { expectAccessible, expectToast, newCoach, signIn } from './support/flows.ts'
import { ballListSchema } from '@courtside/contracts'
import { addMember, apiRead, createMatch, personalOrganizationId, registerCoach } from './support/api.ts'
import { screenshot } from './support/screenshot.ts'

const points = (page: Page, team: 0 | 1) => page.getByTestId('scoreboard').getByTestId(`points-${team}`).innerText()
/** A watcher without edit rights sees the match page's score card, not the recorder. */
const watcherRow = (page: Page, team: 0 | 1) =>
  page.getByTestId('match-score').locator('tbody tr').nth(team).innerText()

describe('recording a match while an organization member watches', () => {
  test('records quick and detailed points, undoes one, changes the server, and the watcher sees it live', async ({
    server,
    openContext,
  }) => {
    const coach = newCoach('Iida', 'Koski')
    const member = newCoach('Pekka', 'Parent')
    const { token } = await registerCoach(server, coach)
    const watcher = await registerCoach(server, member)
    const organizationId = await personalOrganizationId(server, token)
    await addMember(server, organizationId, { token }, watcher)
    const match = await createMatch(server, token, { organizationId, visibility: 'internal' })

    const coachContext = await openContext()
    const watcherContext = await openContext(PHONE)
    const coachPage = await coachContext.newPage()
    const watcherPage = await watcherContext.newPage()
    await signIn(coachPage, coach)
    await signIn(watcherPage, member)

    await coachPage.goto(`/matches/${match.id}`)
    await coachPage.getByTestId('match-recorder').waitFor()
    await expectAccessible(coachPage, 'match page with recorder')
    await watcherPage.goto(`/matches/${match.id}`)
    await watcherPage.getByRole('heading', { name: 'Club final' }).first().waitFor()
    // The watcher may see but not edit: no recorder.
    expect(await watcherPage.getByTestId('match-recorder').count()).toBe(0)

    // Two quick points to team A: 30–0 at once.
    await coachPage.getByTestId('quick-point-0').click()
    await coachPage.getByTestId('quick-point-0').click()
    await expect.poll(() => points(coachPage, 0)).toContain('30')

    // A detailed point: Lea Virta's smash winner, fast, after Iida Koski's lob.
    await coachPage.getByTestId('open-details').click()
    const dialog = coachPage.getByTestId('point-details-dialog')
    await dialog.getByRole('button', { name: /Lea Virta/ }).click()
    // Choosing the point type moves on to the shot by itself.
    await dialog.getByTestId('point-type-winner').click()
    await dialog.getByTestId('details-step-shot').waitFor()
    await dialog.getByRole('radio', { name: 'Fast' }).first().click()
    await dialog
      .getByRole('button', { name: /^Smash/ })
      .first()
      .click()
    await dialog.getByTestId('details-next').click()
    await dialog.getByRole('button', { name: /Iida Koski/ }).click()
    await dialog.getByRole('button', { name: /^Lob/ }).first().click()
    await dialog.getByTestId('details-skip-to-summary').click()
    await expectAccessible(coachPage, 'details summary')
    await dialog.getByTestId('details-save').click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => points(coachPage, 1)).toContain('15')

    // The watcher's score moved without a reload.
    await expect.poll(() => watcherRow(watcherPage, 0), { timeout: 15_000 }).toContain('30')
    await expect.poll(() => watcherRow(watcherPage, 1), { timeout: 15_000 }).toContain('15')
    await screenshot(watcherPage, 'watcher-375-light-en')

    // Undo the detailed point.
    await coachPage.getByTestId('undo').click()
    await expect.poll(() => points(coachPage, 1)).toMatch(/0/)
    await expect.poll(() => watcherRow(watcherPage, 1), { timeout: 15_000 }).not.toContain('15')

    // Change the server to a team B player... the API refuses a same-team pick only by order; pick Lea Virta.
    await coachPage.getByTestId('open-server').click()
    const serverDialog = coachPage.getByTestId('change-server-dialog')
    await serverDialog.getByRole('radio', { name: /Lea Virta/ }).click()
    await serverDialog.getByTestId('server-save').click()
    await serverDialog.waitFor({ state: 'hidden' })
    await expect.poll(async () => await coachPage.getByTestId('serving-line').innerText()).toContain('Lea Virta')
    await screenshot(coachPage, 'recorder-1280-light-en')

    // The server agrees with what the screens show: three points recorded, one undone.
    const { balls } = await apiRead(ballListSchema, server, 'GET', `/api/v2/matches/${match.id}/balls`, token)
    expect(balls.map((b) => b.point_type)).toEqual(['other', 'other'])
    await coachContext.close()
    await watcherContext.close()
  })

  test('says there is nothing to undo on a fresh match, and records with the keyboard', async ({
    server,
    openContext,
  }) => {
    const coach = newCoach('Aino', 'Laine')
    const { token } = await registerCoach(server, coach)
    const organizationId = await personalOrganizationId(server, token)
    const match = await createMatch(server, token, { organizationId, license: 'free', title: 'Free practice' })
    const context = await openContext()
    const page = await context.newPage()
    await signIn(page, coach)
    await page.goto(`/matches/${match.id}`)
    await page.getByTestId('match-recorder').waitFor()
    await page.getByTestId('undo').click()
    await expectToast(page, 'No points to remove')
    await page.keyboard.press('2')
    await expect.poll(() => points(page, 1)).toContain('15')
    await expect
      .poll(
        async () =>
          (await apiRead(ballListSchema, server, 'GET', `/api/v2/matches/${match.id}/balls`, token)).balls.length,
      )
      .toBe(1)
    await context.close()
  })

  // One test per pass, each on a match of its own: seven axe checks and screenshots per pass, so a slow machine gives
  // each pass its own time budget and a failure names the pass.
  for (const pass of SCREEN_PASSES) {
    const tag = passTag(pass)
    test(`walks every step of a detailed point with axe (${tag})`, async ({ server, signedIn }) => {
      const coach = newCoach('Iida', 'Koski')
      const { token } = await registerCoach(server, coach)
      const organizationId = await personalOrganizationId(server, token)
      const match = await createMatch(server, token, { organizationId })
      const steps = ['finisher', 'pointType', 'shot', 'previous', 'positions', 'comment', 'summary']
      const context = await signedIn(token, passOptions(pass, server.url))
      const page = await context.newPage()
      await page.goto(`/matches/${match.id}`)
      await page.getByTestId('open-details').click()
      const dialog = page.getByTestId('point-details-dialog')
      for (const step of steps) {
        await dialog.getByTestId(`details-step-${step}`).waitFor()
        await expectAccessible(page, `details ${step} (${tag})`)
        await screenshot(page, `details-${step}-${tag}`)
        if (step === 'finisher') await dialog.getByRole('button', { name: /Lea Virta/ }).click()
        else if (step === 'pointType') await dialog.getByTestId('point-type-winner').click()
        else if (step === 'positions') {
          const court = dialog.getByRole('application')
          const box = (await court.boundingBox())!
          await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.7)
          await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.2)
          await dialog.getByTestId('details-next').click()
        } else if (step !== 'summary') await dialog.getByTestId('details-next').click()
      }
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      await context.close()
    })
  }
})
