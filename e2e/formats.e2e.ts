import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { test } from './support/e2e-test.ts'
import { SCREEN_PASSES, passOptions, passTag } from './support/browser.ts'
import { expectAccessible, newCoach } from './support/flows.ts'
import { matchResponseSchema } from '@courtside/contracts'
import { apiCall, apiRead, createMatch, personalOrganizationId, registerCoach } from './support/api.ts'
import { screenshot } from './support/screenshot.ts'

const points = (page: Page, team: 0 | 1) => page.getByTestId('scoreboard').getByTestId(`points-${team}`).innerText()

/** Taps quick points in order, each after the one before shows (the recorder scores them optimistically). */
async function tap(page: Page, winners: readonly (0 | 1)[]): Promise<void> {
  for (const team of winners) await page.getByTestId(`quick-point-${team}`).click()
}
const game = (team: 0 | 1): (0 | 1)[] => [team, team, team, team]
/** Padel's usual match (best of three, super tie-break to 10) with the given rules over it. */
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

describe('formats: a rule builder with presets, Fast4 and the silver point played to the end', () => {
  for (const pass of SCREEN_PASSES) {
    const tag = passTag(pass)
    test(`picks Fast4 in one tap and records it to the end (${tag})`, async ({ server, signedIn }) => {
      const coach = newCoach('Iida', 'Koski')
      const { token } = await registerCoach(server, coach)
      const context = await signedIn(token, passOptions(pass, server.url))
      const page = await context.newPage()
      await page.goto('/matches')
      await page.getByTestId('new-match').click()
      const wizard = page.getByTestId('create-match-wizard')
      await wizard.getByTestId('wizard-continue').click()
      await wizard.getByTestId('sport-toggle').getByRole('radio').nth(1).click()
      const presets = wizard.getByTestId('rule-presets')
      await presets.getByRole('button', { name: 'Fast4' }).click()
      expect(await presets.getByRole('button', { name: 'Fast4' }).getAttribute('aria-pressed')).toBe('true')
      expect(await wizard.getByTestId('rules-fields').getByRole('checkbox').first().isChecked()).toBe(true)
      await wizard.getByTestId('rules-fields').scrollIntoViewIfNeeded()
      await expectAccessible(page, `wizard rules ${tag}`)
      await screenshot(page, `wizard-rules-fast4-${tag}`)
      // Only the first pass plays the whole match: the screens are the same in every other.
      if (pass !== SCREEN_PASSES[0]) return
      await wizard.getByLabel('Title').fill('Fast4 night')
      const slots = ['0-0', '0-1', '1-0', '1-1']
      const names = ['Ana Ortiz', 'Bea Blanco', 'Lea Virta', 'Mia Salo']
      for (const [i, slot] of slots.entries())
        await page.getByTestId(`player-${slot}`).getByRole('textbox').fill(names[i]!)
      await wizard.getByTestId('wizard-submit').click()
      await page.waitForURL(/\/matches\/\d+$/)
      await page.getByTestId('match-recorder').waitFor()
      // Three games all, then the tie-break to 5 at 3–3, sudden death: 4–4, and the next point wins it; the second
      // set 4–0.
      await tap(page, [...game(0), ...game(1), ...game(0), ...game(1), ...game(0), ...game(1)])
      await expect.poll(() => page.getByTestId('scoreboard').innerText()).toMatch(/Tie-break/i)
      await tap(page, [0, 1, 0, 1, 0, 1, 0, 1, 0])
      await tap(page, [...game(0), ...game(0), ...game(0), ...game(0)])
      await page.getByTestId('winner-banner').waitFor()
      const matchId = Number(new URL(page.url()).pathname.split('/').pop())
      await expect
        .poll(
          async () =>
            (await apiRead(matchResponseSchema, server, 'GET', `/api/v2/matches/${matchId}`, token)).match.status,
        )
        .toBe('finished')
      const { match } = await apiRead(matchResponseSchema, server, 'GET', `/api/v2/matches/${matchId}`, token)
      expect(match.rules).toMatchObject({
        games_to_win_set: 4,
        set_tie_break_at: 3,
        tie_break_sudden_death: true,
        deciding_point_at_deuce: 1,
      })
      expect(match.score.sets).toEqual([
        { games: [4, 3], tie_break: [5, 4], super_tie_break: false },
        { games: [4, 0], tie_break: null, super_tie_break: false },
      ])
      await screenshot(page, `fast4-finished-${tag}`)
    })
  }

  test('plays a silver-point match to the end: advantage once, then the second deuce decides', async ({
    server,
    signedIn,
  }) => {
    const coach = newCoach('Iida', 'Koski')
    const { token } = await registerCoach(server, coach)
    const organizationId = await personalOrganizationId(server, token)
    const match = await createMatch(server, token, {
      organizationId,
      title: 'Silver point final',
      rules: padelRules({ deciding_point_at_deuce: 2 }),
    })
    const context = await signedIn(token, passOptions(SCREEN_PASSES[0]!, server.url))
    const page = await context.newPage()
    await page.goto(`/matches/${match.id}`)
    await page.getByTestId('match-recorder').waitFor()
    await expect.poll(() => page.getByTestId('match-rules').innerText()).toContain('Silver point')
    // First deuce, advantage B, back to deuce: the second deuce's point goes to A and wins the game.
    await tap(page, [0, 0, 0, 1, 1, 1, 1])
    await expect.poll(() => points(page, 1)).toContain('AD')
    await tap(page, [0])
    await expect.poll(() => points(page, 0)).toContain('40')
    await tap(page, [0])
    await expect.poll(() => points(page, 0)).toMatch(/^\s*0\s*$/)
    // The rest: eleven love games to A (6–0 after the first, then 6–0).
    await tap(page, Array.from({ length: 11 }, () => game(0)).flat())
    await page.getByTestId('winner-banner').waitFor()
    // The banner follows the phone's own score at once; its last points may still be on their way to the server.
    const stored = async () =>
      (await apiRead(matchResponseSchema, server, 'GET', `/api/v2/matches/${match.id}`, token)).match.score.sets.map(
        (s) => s.games,
      )
    await expect.poll(stored).toEqual([
      [6, 0],
      [6, 0],
    ])
    await expectAccessible(page, 'silver point match finished')
    await screenshot(page, 'silver-point-finished-1280-light-en')
  })

  test('makes silver point the default in settings: the wizard opens on it and the match keeps it', async ({
    server,
    signedIn,
  }) => {
    const coach = newCoach('Iida', 'Koski')
    const { token } = await registerCoach(server, coach)
    const context = await signedIn(token, passOptions(SCREEN_PASSES[0]!, server.url))
    const page = await context.newPage()
    await page.goto('/settings')
    const defaults = page.getByTestId('match-defaults-form')
    await defaults.getByLabel('Deuce').selectOption('silver')
    await defaults.getByTestId('save-match-defaults').click()
    await page.getByText('Settings saved').waitFor()
    await page.goto('/matches')
    await page.getByTestId('new-match').click()
    const wizard = page.getByTestId('create-match-wizard')
    await wizard.getByTestId('wizard-continue').click()
    expect(await wizard.getByRole('radio', { name: /^Silver point/ }).isChecked()).toBe(true)
    await wizard.getByLabel('Title').fill('Tuesday silver')
    const names = ['Ana Ortiz', 'Bea Blanco', 'Lea Virta', 'Mia Salo']
    for (const [i, slot] of ['0-0', '0-1', '1-0', '1-1'].entries())
      await page.getByTestId(`player-${slot}`).getByRole('textbox').fill(names[i]!)
    await wizard.getByTestId('wizard-submit').click()
    await page.waitForURL(/\/matches\/\d+$/)
    await expect.poll(() => page.getByTestId('match-rules').innerText()).toContain('Silver point')
    const matchId = Number(new URL(page.url()).pathname.split('/').pop())
    const { match } = await apiRead(matchResponseSchema, server, 'GET', `/api/v2/matches/${matchId}`, token)
    expect(match.rules).toMatchObject({ deciding_point_at_deuce: 2, golden_point: false, star_point: false })
  })

  for (const pass of SCREEN_PASSES) {
    const tag = passTag(pass)
    test(`a timed match says when its time is up, plays the last game and a deciding point (${tag})`, async ({
      server,
      signedIn,
    }) => {
      const coach = newCoach('Iida', 'Koski')
      const { token } = await registerCoach(server, coach)
      const organizationId = await personalOrganizationId(server, token)
      const match = await createMatch(server, token, {
        organizationId,
        title: 'Booked hour',
        rules: padelRules({ deciding_point_at_deuce: 1, timed_minutes: 20 }),
      })
      // The first game was played 25 minutes ago: the 20 minutes are over before the page opens.
      const started = Date.now() - 25 * 60_000
      for (let i = 0; i < 4; i++) {
        const ball = {
          client_id: crypto.randomUUID(),
          point_type: 'other',
          winner_team: 0,
          tapped_at: new Date(started + i * 60_000).toISOString(),
        }
        const answer = await apiCall(server, 'POST', `/api/v2/matches/${match.id}/balls`, token, { ball })
        expect(answer.status).toBe(201)
      }
      const context = await signedIn(token, passOptions(pass, server.url))
      const page = await context.newPage()
      await page.goto(`/matches/${match.id}`)
      await page.getByTestId('match-recorder').waitFor()
      const clock = page.getByTestId('timed-match-clock')
      const lastGame = pass.lang === 'fi' ? 'viimeinen peli' : 'last game'
      await expect.poll(() => clock.innerText()).toContain(lastGame)
      await expectAccessible(page, `timed match ${tag}`)
      await screenshot(page, `timed-last-game-${tag}`)
      // B wins the last game: one game all, so one deciding point; A wins it and the match.
      await tap(page, game(1))
      await expect.poll(() => clock.innerText()).toContain(pass.lang === 'fi' ? 'ratkaiseva piste' : 'deciding point')
      await tap(page, [0])
      await page.getByTestId('winner-banner').waitFor()
      await expect
        .poll(
          async () =>
            (await apiRead(matchResponseSchema, server, 'GET', `/api/v2/matches/${match.id}`, token)).match.status,
        )
        .toBe('finished')
    })
  }
})
