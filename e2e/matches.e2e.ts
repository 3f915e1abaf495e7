// Longer than 300 lines on purpose: the matches screens' scenarios share their browser, server and helpers.
import { describe, expect } from 'vitest'
import { test, type ContextOptions, type OpenContext } from './support/e2e-test.ts'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { DESKTOP, PHONE, SCREEN_PASSES, passOptions, passTag } from './support/browser.ts'
import { afterFormErrorsFocused, expectAccessible, expectToast, newCoach, signIn, type Coach } from './support/flows.ts'
import {
  licenseSchema,
  matchResponseSchema,
  matchShareResponseSchema,
  playerResponseSchema,
} from '@courtside/contracts'
import { apiCall, apiRead, createMatch, personalOrganizationId, registerCoach } from './support/api.ts'
import { screenshot } from './support/screenshot.ts'

const visibleText = (locator: Locator) => locator.innerText()

/** Types into a player slot of the wizard; picks the athlete suggestion when `athlete` is given. */
async function fillPlayer(page: Page, slot: string, typed: string, athlete?: string): Promise<void> {
  const picker = page.getByTestId(`player-${slot}`)
  await picker.getByRole('textbox').fill(typed)
  if (athlete) await picker.getByRole('button', { name: athlete }).click()
}

/** A page signed in through the login screen. */
async function signedInAs(
  openContext: OpenContext,
  coach: Coach,
  options: ContextOptions = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(options)
  const page = await context.newPage()
  await signIn(page, coach)
  return { context, page }
}

// Three scenarios, each arranging its own coach and data, so one failing does not hide the others.
describe('athletes and a pro match on a desktop', () => {
  test('creates two athletes with the validation messages, searches and filters them, and opens one', async ({
    server,
    openContext,
  }) => {
    const coach = newCoach('Iida', 'Koski')
    await registerCoach(server, coach)
    const { page } = await signedInAs(openContext, coach)

    // --- Athletes: the create modal with the messages, then two athletes with consent.
    await page.goto('/users')
    await page.getByRole('heading', { name: 'No athletes yet' }).waitFor()
    await page.getByTestId('new-athlete').click()
    const athleteDialog = page.getByRole('dialog')
    await athleteDialog.getByRole('heading', { name: 'New athlete' }).waitFor()
    await athleteDialog.getByTestId('athlete-save').click()
    await expect
      .poll(() => athleteDialog.getByText('Either first name or last name is required').count())
      .toBeGreaterThan(0)
    await afterFormErrorsFocused(page)
    await athleteDialog.getByLabel('Email').fill('sara.niemi@')
    await athleteDialog.getByLabel('First name').fill('Sara')
    await athleteDialog.getByLabel('Last name').fill('Niemi')
    // What was typed is all still there (a slow CI once saved this athlete without the email: see afterFormErrorsFocused).
    expect(await athleteDialog.getByLabel('Email').inputValue()).toBe('sara.niemi@')
    expect(await athleteDialog.getByLabel('First name').inputValue()).toBe('Sara')
    await athleteDialog.getByTestId('athlete-save').click()
    await athleteDialog.getByText('Invalid email address').waitFor()
    await expectAccessible(page, 'athlete modal with errors')
    await screenshot(page, 'athlete-modal-1280-light-en')
    await athleteDialog.getByLabel('Email').fill('sara.niemi@example.com')
    await athleteDialog.getByTestId('athlete-consent').check()
    await athleteDialog.getByTestId('athlete-coached').check()
    await athleteDialog.getByTestId('athlete-save').click()
    await expectToast(page, 'Sara Niemi added to your athletes')
    await athleteDialog.waitFor({ state: 'hidden' })

    await page.getByTestId('new-athlete').click()
    await athleteDialog.getByLabel('First name').fill('Pablo')
    await athleteDialog.getByLabel('Last name').fill('Ruiz')
    await athleteDialog.getByTestId('athlete-consent').check()
    await athleteDialog.getByTestId('athlete-save').click()
    await expectToast(page, 'Pablo Ruiz added to your athletes')
    await athleteDialog.waitFor({ state: 'hidden' })

    // Search and the all / with agreement / coached filter, kept in the URL.
    const table = page.getByTestId('athletes-table')
    const athleteNames = async () => (await table.locator('tbody tr td:first-child').allInnerTexts()).sort()
    await expect.poll(athleteNames).toEqual(['Pablo Ruiz', 'Sara Niemi'])
    await expectAccessible(page, 'athletes list')
    await screenshot(page, 'athletes-1280-light-en')
    await page.getByTestId('athletes-search').fill('pab')
    await expect.poll(athleteNames).toEqual(['Pablo Ruiz'])
    expect(new URL(page.url()).searchParams.get('search')).toBe('pab')
    await page.getByTestId('athletes-search').fill('')
    await expect.poll(athleteNames).toEqual(['Pablo Ruiz', 'Sara Niemi'])
    const filter = page.getByTestId('athletes-filter')
    await filter.getByRole('radio', { name: 'Coached' }).click()
    await expect.poll(athleteNames).toEqual(['Sara Niemi'])
    expect(new URL(page.url()).searchParams.get('filter')).toBe('coached')
    await filter.getByRole('radio', { name: 'With agreement' }).click()
    await expect.poll(athleteNames).toEqual(['Pablo Ruiz', 'Sara Niemi'])
    await filter.getByRole('radio', { name: 'All' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe(null)

    // The athlete's detail: no matches yet, a helpful empty state.
    await table.getByRole('link', { name: 'Sara Niemi' }).click()
    await page.getByRole('heading', { name: 'Sara Niemi', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'No matches yet' }).waitFor()
    await page.getByTestId('consent-status').waitFor()
    await expectAccessible(page, 'athlete detail (empty)')
    await screenshot(page, 'athlete-detail-1280-light-en')
    // An unknown athlete, and an unknown match.
    await page.goto('/users/999999')
    await page.getByRole('heading', { name: 'User not found', level: 1 }).waitFor()
    await expectAccessible(page, 'athlete not found')
    await page.goto('/matches/999999')
    await page.getByRole('heading', { name: 'Not found', level: 1 }).waitFor()
  })

  test('creates a doubles padel pro match through the wizard with two athletes and two named players', async ({
    server,
    openContext,
  }) => {
    const coach = newCoach('Iida', 'Koski')
    const { token } = await registerCoach(server, coach)
    for (const player of [
      { first_name: 'Sara', last_name: 'Niemi', can_save_games: true, is_coached: true },
      { first_name: 'Pablo', last_name: 'Ruiz', can_save_games: true, is_coached: false },
    ])
      await apiRead(playerResponseSchema, server, 'POST', '/api/v2/players', token, { player })
    const { page } = await signedInAs(openContext, coach)

    // --- The wizard: a doubles padel pro match with both athletes and two new full-name players.
    await page.goto('/matches')
    await page.getByRole('heading', { name: 'No matches found' }).waitFor()
    await page.getByTestId('new-match').click()
    const wizard = page.getByTestId('create-match-wizard')
    await wizard.getByTestId('license-choice-pro').getByText('3 of 3 pro games left this month').waitFor()
    expect(await wizard.getByTestId('license-choice-pro').getByRole('radio').isChecked()).toBe(true)
    await expectAccessible(page, 'wizard step 1')
    await screenshot(page, 'wizard-step1-1280-light-en')
    await wizard.getByTestId('wizard-continue').click()
    await wizard.getByRole('heading', { name: 'Match details and rules' }).waitFor()
    // The validation messages on an empty submit.
    await wizard.getByTestId('wizard-submit').click()
    await wizard.getByText('Title is required').waitFor()
    await wizard.getByLabel('Title').fill('Club final')
    expect(
      await wizard
        .getByTestId('match-type-toggle')
        .getByRole('radio', { name: 'Doubles' })
        .getAttribute('aria-checked'),
    ).toBe('true')
    expect(
      await wizard.getByTestId('sport-toggle').getByRole('radio', { name: 'Padel' }).getAttribute('aria-checked'),
    ).toBe('true')
    await fillPlayer(page, '0-0', 'Sar', 'Sara Niemi')
    await fillPlayer(page, '0-1', 'Ana Ortiz')
    await fillPlayer(page, '1-0', 'Rui', 'Pablo Ruiz')
    await fillPlayer(page, '1-1', 'Lea Virta')
    await wizard.getByTestId('first-server').selectOption({ label: 'B1 · Pablo Ruiz' })
    expect(await wizard.getByTestId('organization-select').inputValue()).not.toBe('')
    await expectAccessible(page, 'wizard step 2')
    await screenshot(page, 'wizard-step2-1280-light-en')
    await wizard.getByTestId('wizard-submit').click()
    await page.waitForURL(/\/matches\/\d+$/)
    const matchId = Number(new URL(page.url()).pathname.split('/').pop())
    await expectToast(page, 'Match “Club final” created')
    await page.getByRole('heading', { name: 'Club final', level: 1 }).waitFor()
    const players = page.getByTestId('match-players')
    for (const name of ['Sara Niemi', 'Ana Ortiz', 'Pablo Ruiz', 'Lea Virta']) await players.getByText(name).waitFor()
    await page.getByTestId('match-timeline').or(page.getByTestId('timeline-empty')).first().waitFor()
    const created = (await apiRead(matchResponseSchema, server, 'GET', `/api/v2/matches/${matchId}`, token)).match
    expect(created.license).toBe('pro')
    expect(created.pairs.map((p) => p.players.map((pl) => [pl.name, pl.player_id !== null]))).toEqual([
      [
        ['Sara Niemi', true],
        ['Ana Ortiz', false],
      ],
      [
        ['Pablo Ruiz', true],
        ['Lea Virta', false],
      ],
    ])
    await expectAccessible(page, 'match detail')
    await screenshot(page, 'match-detail-1280-light-en')
    // The sidebar meter counts the pro game at once.
    await expect.poll(() => visibleText(page.getByTestId('usage-meter-pro'))).toContain('1 / 3')
  })

  test('finds a match with filters kept in the URL, edits its visibility and background, and deletes it', async ({
    server,
    openContext,
  }) => {
    const coach = newCoach('Iida', 'Koski')
    const { token } = await registerCoach(server, coach)
    const organizationId = await personalOrganizationId(server, token)
    const { id: matchId } = await createMatch(server, token, { organizationId })
    const { page } = await signedInAs(openContext, coach)

    // --- The list: search, status and type filters in the URL; a reload keeps them.
    await page.goto('/matches')
    const rows = page.getByTestId('matches-table').getByTestId('match-row')
    await rows.first().waitFor()
    await page.getByTestId('matches-search').fill('Lea Virta')
    await page.getByTestId('status-filter').getByRole('radio', { name: 'Not started' }).click()
    await page.getByTestId('source-filter').getByRole('radio', { name: 'Coach' }).click()
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ search: 'Lea Virta', status: 'not_started', source: 'coach' })
    await expect.poll(() => rows.count()).toBe(1)
    await page.reload()
    await rows.first().waitFor()
    expect(await page.getByTestId('matches-search').inputValue()).toBe('Lea Virta')
    expect(
      await page.getByTestId('status-filter').getByRole('radio', { name: 'Not started' }).getAttribute('aria-checked'),
    ).toBe('true')
    expect(
      await page.getByTestId('source-filter').getByRole('radio', { name: 'Coach' }).getAttribute('aria-checked'),
    ).toBe('true')
    expect(await rows.first().innerText()).toContain('Club final')
    await expectAccessible(page, 'match list (filtered)')
    await screenshot(page, 'matches-1280-light-en')
    // Other filters hide it; a search with no hit says so.
    await page.getByTestId('status-filter').getByRole('radio', { name: 'Finished' }).click()
    await page.getByRole('heading', { name: 'No matches found' }).waitFor()
    await page.getByTestId('status-filter').getByRole('radio', { name: 'All' }).click()
    await page.getByTestId('source-filter').getByRole('radio', { name: 'Live' }).click()
    // The heading was already there for "Finished": wait for the URL the two clicks make, then for the answer.
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ search: 'Lea Virta', source: 'live' })
    await page.getByRole('heading', { name: 'No matches found' }).waitFor()
    await page.getByTestId('source-filter').getByRole('radio', { name: 'All' }).click()
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ search: 'Lea Virta' })
    await rows.first().waitFor()
    await page.getByTestId('matches-search').fill('Nobody Here')
    await page.getByRole('heading', { name: 'No matches found' }).waitFor()
    await page.getByText('Try another search or filter.').waitFor()
    await page.getByTestId('matches-search').fill('club')
    await rows.first().waitFor()

    // --- Edit from the row's actions: visibility with a showing window, then a gradient background.
    await page.getByTestId('matches-table').getByTestId(`match-actions-${matchId}`).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const editDialog = page.getByTestId('edit-match-dialog')
    await editDialog.waitFor()
    await expectAccessible(page, 'edit dialog (general)')
    await editDialog.getByTestId('edit-tab-visibility').click()
    await editDialog.getByRole('radio', { name: /^Public/ }).check()
    await editDialog.getByLabel('Start showing').fill('2030-05-01T18:00')
    await editDialog.getByLabel('Stop showing').fill('2030-05-01T17:00')
    await editDialog.getByTestId('save-visibility').click()
    // A window that ends before it starts is refused on the spot.
    await editDialog.getByText('Stop showing must be after start showing').waitFor()
    await editDialog.getByLabel('Stop showing').fill('2030-05-01T21:30')
    await expectAccessible(page, 'edit dialog (visibility)')
    await screenshot(page, 'edit-visibility-1280-light-en')
    await editDialog.getByTestId('save-visibility').click()
    await expectToast(page, 'Match saved')

    await editDialog.getByTestId('edit-tab-background').click()
    await editDialog.getByRole('radio', { name: /^Gradient/ }).check()
    await editDialog.getByTestId('gradient-from').fill('#0EA5E9')
    await editDialog.getByTestId('gradient-to').fill('#9333ea')
    await expect
      .poll(() => editDialog.getByTestId('background-preview').getAttribute('style'))
      .toMatch(/rgb\(14, 165, 233\).*rgb\(147, 51, 234\)/)
    await expectAccessible(page, 'edit dialog (background)')
    await screenshot(page, 'edit-background-1280-light-en')
    await editDialog.getByTestId('save-background').click()
    await expect.poll(() => page.getByText('Match saved').count()).toBeGreaterThan(0)
    // Back on an earlier tab, the dialog shows what was just saved, not the list row it was opened from.
    await editDialog.getByTestId('edit-tab-visibility').click()
    expect(await editDialog.getByRole('radio', { name: /^Public/ }).isChecked()).toBe(true)
    expect(await editDialog.getByLabel('Stop showing').inputValue()).toBe('2030-05-01T21:30')
    await editDialog.getByTestId('edit-tab-server').click()
    await expectAccessible(page, 'edit dialog (server)')
    await page.keyboard.press('Escape')
    await editDialog.waitFor({ state: 'hidden' })

    // Persisted: a reload of the match page shows what was saved.
    const saved = (await apiRead(matchResponseSchema, server, 'GET', `/api/v2/matches/${matchId}`, token)).match
    expect(saved.visibility).toBe('public')
    expect(saved.background).toEqual({ style: 'gradient', from: '#0ea5e9', to: '#9333ea' })
    expect(saved.start_showing_at).not.toBeNull()
    expect(new Date(saved.stop_showing_at!).getTime() - new Date(saved.start_showing_at!).getTime()).toBe(
      3.5 * 3600_000,
    )
    await page.goto(`/matches/${matchId}`)
    await page.reload()
    await page.getByRole('heading', { name: 'Club final', level: 1 }).waitFor()
    await page.getByTestId('match-detail').getByText('Public', { exact: false }).first().waitFor()
    await page.getByTestId('edit-match').click()
    await editDialog.getByTestId('edit-tab-visibility').click()
    expect(await editDialog.getByRole('radio', { name: /^Public/ }).isChecked()).toBe(true)
    expect(await editDialog.getByLabel('Start showing').inputValue()).toBe('2030-05-01T18:00')
    expect(await editDialog.getByLabel('Stop showing').inputValue()).toBe('2030-05-01T21:30')
    await editDialog.getByTestId('edit-tab-background').click()
    expect(await editDialog.getByRole('radio', { name: /^Gradient/ }).isChecked()).toBe(true)
    expect((await editDialog.getByTestId('gradient-from').inputValue()).toLowerCase()).toBe('#0ea5e9')
    expect((await editDialog.getByTestId('gradient-to').inputValue()).toLowerCase()).toBe('#9333ea')

    await page.keyboard.press('Escape')
    await editDialog.waitFor({ state: 'hidden' })

    // --- Delete with confirmation, from the filtered list: the list keeps its filters.
    await page.goto('/matches?search=club&source=coach')
    await page.getByTestId('matches-table').getByTestId(`match-actions-${matchId}`).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await editDialog.getByText('Delete “Club final” and all its points?').waitFor()
    await expectAccessible(page, 'edit dialog (delete)')
    await editDialog.getByTestId('confirm-delete').click()
    await expectToast(page, '“Club final” deleted')
    await page.getByRole('heading', { name: 'No matches found' }).waitFor()
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ search: 'club', source: 'coach' })
    expect((await apiCall(server, 'GET', `/api/v2/matches/${matchId}`, token)).status).toBe(404)
    // The pro game is not given back.
    await expect.poll(() => visibleText(page.getByTestId('usage-meter-pro'))).toContain('1 / 3')
  })
})

describe('the monthly pro-game quota on a phone', () => {
  test('refuses the pro game past the limit with an upgrade action, shows the meters full, and still creates a free match', async ({
    server,
    openContext,
  }) => {
    const coach = newCoach('Lea', 'Virta')
    const { token } = await registerCoach(server, coach)
    const organizationId = await personalOrganizationId(server, token)
    // Arranged through the API: two pro games used, and one coached athlete for the dashboard.
    const morning = await createMatch(server, token, { organizationId, title: 'Morning drill' })
    // One point makes it an ongoing match for the dashboard's list.
    const point = await apiCall(server, 'POST', `/api/v2/matches/${morning.id}/balls`, token, {
      ball: { client_id: crypto.randomUUID(), point_type: 'winner', finisher_id: morning.pairs[0]!.players[0]!.id },
    })
    expect(point.status).toBe(201)
    await createMatch(server, token, { organizationId, title: 'Evening drill' })
    const athlete = await apiCall(server, 'POST', '/api/v2/players', token, {
      player: { first_name: 'Oona', last_name: 'Salo', can_save_games: true, is_coached: true },
    })
    expect(athlete.status).toBe(201)
    await apiCall(server, 'POST', '/api/v2/players', token, {
      player: { first_name: 'Noa', last_name: 'Aho', can_save_games: false, is_coached: false },
    })

    const { page } = await signedInAs(openContext, coach, PHONE)
    await page.getByTestId('count-activeAthletes').waitFor()
    expect(await page.getByTestId('count-activeAthletes').innerText()).toBe('1')
    expect(await page.getByTestId('count-recentMatches').innerText()).toBe('2')
    expect(await page.getByTestId('count-organizations').innerText()).toMatch(/^\d+$/)

    await page.goto('/matches')
    const cards = page.getByTestId('matches-cards').getByTestId('match-card')
    await expect.poll(() => cards.count()).toBe(2)
    await expectAccessible(page, 'match list (phone)')
    await screenshot(page, 'matches-375-light-en')

    // One pro game left: the wizard says so.
    await page.getByTestId('new-match').click()
    const wizard = page.getByTestId('create-match-wizard')
    await wizard.getByTestId('badge-last-one').waitFor()
    await wizard.getByTestId('license-choice-pro').getByText('1 of 3 pro games left this month').waitFor()
    await expectAccessible(page, 'wizard step 1 (phone, last one)')
    await screenshot(page, 'wizard-step1-375-light-en')
    await wizard.getByTestId('wizard-continue').click()
    await wizard.getByLabel('Title').fill('Sunday league')
    await fillPlayer(page, '0-0', 'Oona Salo')
    await page.getByTestId('player-0-0').getByRole('button', { name: 'Oona Salo' }).click()
    await fillPlayer(page, '0-1', 'Ana Ortiz')
    await fillPlayer(page, '1-0', 'Maria Lopez')
    await fillPlayer(page, '1-1', 'Eva Berg')
    await expectAccessible(page, 'wizard step 2 (phone)')
    await screenshot(page, 'wizard-step2-375-light-en')

    // Meanwhile another tab takes the last pro game.
    await createMatch(server, token, { organizationId, title: 'Other tab' })
    await wizard.getByTestId('wizard-submit').click()
    const refusal = wizard.getByTestId('quota-exceeded')
    await refusal.waitFor()
    // The refusal sits above the form: on a phone it is brought into view, not left above the scrolled fold.
    await expect
      .poll(() =>
        refusal.evaluate((el) => {
          const r = el.getBoundingClientRect()
          return r.top >= 0 && r.bottom <= window.innerHeight
        }),
      )
      .toBe(true)
    expect(await refusal.getAttribute('role')).toBe('alert')
    expect(await refusal.getByTestId('quota-upgrade').innerText()).toContain('Upgrade')
    await refusal.getByText(/Resets in \d+ days?/).waitFor()
    expect(page.url()).toMatch(/\/matches$/)
    await expectAccessible(page, 'wizard quota refusal (phone)')
    await screenshot(page, 'wizard-quota-375-light-en')

    // The same match as a free one still works.
    await refusal.getByTestId('quota-create-free').click()
    await page.waitForURL(/\/matches\/\d+$/)
    await page.getByRole('heading', { name: 'Sunday league', level: 1 }).waitFor()
    await page.getByTestId('match-detail').getByText('Free', { exact: true }).waitFor()
    await expectAccessible(page, 'match detail (phone)')
    await screenshot(page, 'match-detail-375-light-en')

    // The sidebar's meters: 3/3 pro games, in red.
    await page.getByTestId('sidebar-trigger').click()
    const sheet = page.getByRole('dialog')
    const proMeter = sheet.getByTestId('usage-meter-pro')
    await expect.poll(() => visibleText(proMeter)).toContain('3 / 3')
    expect(await proMeter.getAttribute('data-color')).toBe('red')
    expect(await proMeter.getAttribute('data-percent')).toBe('100')
    await sheet.getByTestId('pro-games-warning').waitFor()
    await expectAccessible(page, 'sidebar sheet with full meters')
    await screenshot(page, 'sidebar-quota-375-light-en')
    await sheet.getByRole('link', { name: 'Matches' }).click()
    await sheet.waitFor({ state: 'hidden' })

    // The wizard now shows no pro games left, with the upgrade link; free is chosen; a free match goes through.
    await expect.poll(() => cards.count()).toBe(4)
    await page.getByTestId('new-match').click()
    await wizard.getByTestId('pro-none-left').waitFor()
    await wizard.getByTestId('upgrade-link').waitFor()
    expect(await wizard.getByTestId('license-choice-pro').getByRole('radio').isDisabled()).toBe(true)
    expect(await wizard.getByTestId('license-choice-free').getByRole('radio').isChecked()).toBe(true)
    await expectAccessible(page, 'wizard step 1 (phone, none left)')
    await screenshot(page, 'wizard-none-left-375-light-en')
    await wizard.getByTestId('wizard-continue').click()
    await wizard.getByLabel('Title').fill('Quick practice')
    await wizard.getByTestId('match-type-toggle').getByRole('radio', { name: 'Singles' }).click()
    await fillPlayer(page, '0-0', 'Ana Ortiz')
    await fillPlayer(page, '1-0', 'Eva Berg')
    await wizard.getByTestId('wizard-submit').click()
    await page.waitForURL(/\/matches\/\d+$/)
    await page.getByRole('heading', { name: 'Quick practice', level: 1 }).waitFor()

    // The dashboard counts the real data: 5 matches this month, one coached athlete.
    await page.goto('/dashboard')
    await expect.poll(() => page.getByTestId('count-recentMatches').innerText()).toBe('5')
    expect(await page.getByTestId('count-activeAthletes').innerText()).toBe('1')
    await page.getByTestId('dashboard-ongoing-list').getByText('Morning drill').waitFor()
    await page.getByTestId('view-all-ongoing').click()
    await page.waitForURL('**/matches?status=ongoing')
    await expect.poll(() => cards.count()).toBe(1)
    await page.goto('/dashboard')
    await page.getByTestId('dashboard-ongoing-list').getByText('Morning drill').waitFor()
    await expectAccessible(page, 'dashboard (phone)')
    await screenshot(page, 'dashboard-data-375-light-en')
    const license = await apiRead(licenseSchema, server, 'GET', '/api/v2/user_license/current', token)
    expect(license.pro_games).toMatchObject({ used_this_month: 3, remaining: 0 })
  })
})

describe('every screen light and dark, in English and Finnish, at 1280 and 375 px', () => {
  // With the light English passes of the tests above, this covers each width, each scheme and each language.
  const passes = [
    { device: DESKTOP, width: 1280, colorScheme: 'dark', lang: 'en' },
    { device: DESKTOP, width: 1280, colorScheme: 'light', lang: 'fi' },
    { device: PHONE, width: 375, colorScheme: 'dark', lang: 'fi' },
  ] as const
  let seeded: {
    token: string
    athleteId: number
    matchId: number
  }

  // One coach and their data for the three passes; each pass is a test of its own, so a slow machine gives each its
  // own time budget and a failure names the pass.
  test.beforeAll(async ({ server }) => {
    const coach = newCoach('Aino', 'Laine')
    const { token } = await registerCoach(server, coach)
    const organizationId = await personalOrganizationId(server, token)
    const athlete = await apiRead(playerResponseSchema, server, 'POST', '/api/v2/players', token, {
      player: {
        first_name: 'Sara',
        last_name: 'Niemi',
        email: 'sara@example.com',
        can_save_games: true,
        is_coached: true,
      },
    })
    await apiCall(server, 'POST', '/api/v2/players', token, {
      player: { first_name: 'Pablo', last_name: 'Ruiz', can_save_games: false, is_coached: false },
    })
    const created = await apiRead(matchResponseSchema, server, 'POST', '/api/v2/matches', token, {
      match: {
        title: 'Club final',
        organization_id: organizationId,
        sport: 'padel',
        match_type: 'doubles',
        license: 'pro',
        visibility: 'private',
        pairs: [
          { players: [{ player_id: athlete.player.id }, { name: 'Ana Ortiz' }] },
          { players: [{ name: 'Lea Virta' }, { name: 'Maria Lopez' }] },
        ],
        background: { style: 'gradient', from: '#0ea5e9', to: '#9333ea' },
      },
    })
    const match = created.match
    await createMatch(server, token, { organizationId, title: 'Free practice', license: 'free' })
    for (const finisher of [0, 0, 1] as const) {
      await apiCall(server, 'POST', `/api/v2/matches/${match.id}/balls`, token, {
        ball: {
          client_id: crypto.randomUUID(),
          point_type: 'winner',
          finisher_id: match.pairs[finisher]!.players[0]!.id,
        },
      })
    }
    seeded = { token, athleteId: athlete.player.id, matchId: created.match.id }
  })

  for (const pass of passes) {
    const tag = passTag(pass)
    test(`passes axe-core and leaves a screenshot of each screen (${tag}); the Finnish passes read Finnish texts`, async ({
      server,
      signedIn,
    }) => {
      const { token, athleteId, matchId } = seeded
      const fi = pass.lang === 'fi'
      const tx = (en: string, finnish: string) => (fi ? finnish : en)
      const page = await (await signedIn(token, passOptions(pass, server.url))).newPage()
      const check = async (name: string) => {
        await expectAccessible(page, `${name} ${tag}`)
        await screenshot(page, `${name}-${tag}`)
      }

      await page.goto('/dashboard')
      await page.getByRole('heading', { name: tx('Welcome, Aino!', 'Tervetuloa, Aino!') }).waitFor()
      await page.getByTestId('dashboard-ongoing-list').getByText('Club final').waitFor()
      expect(await page.getByTestId('count-activeAthletes').innerText()).toBe('1')
      expect(await page.getByTestId('count-recentMatches').innerText()).toBe('2')
      await check('dashboard')

      await page.goto('/users')
      await page.getByRole('heading', { name: tx('My athletes', 'Urheilijani'), level: 1 }).waitFor()
      await page.getByRole('link', { name: 'Pablo Ruiz' }).first().waitFor()
      await check('athletes')
      await page.getByTestId('new-athlete').click()
      await page.getByRole('dialog').getByTestId('athlete-save').click()
      await page
        .getByRole('dialog')
        .getByText(tx('Either first name or last name is required', 'Anna etunimi tai sukunimi'))
        .first()
        .waitFor()
      await check('athlete-modal')
      await page.keyboard.press('Escape')

      await page.goto(`/users/${athleteId}`)
      await page.getByTestId('athlete-win-rate').waitFor()
      await page.getByTestId('athlete-total-matches').getByText('1', { exact: true }).waitFor()
      await check('athlete-detail')

      await page.goto('/matches')
      await page.getByRole('heading', { name: tx('Matches', 'Ottelut'), level: 1 }).waitFor()
      await page.getByRole('link', { name: 'Free practice' }).first().waitFor()
      await check('matches')
      if (fi) {
        await page.getByTestId('matches-search').fill('zzz')
        await page.getByRole('heading', { name: 'Otteluita ei löytynyt' }).waitFor()
        await page.getByTestId('matches-search').fill('')
        await page.getByRole('link', { name: 'Free practice' }).first().waitFor()
      }

      await page.getByTestId('new-match').click()
      const wizard = page.getByTestId('create-match-wizard')
      await wizard.getByRole('heading', { name: tx('New match', 'Uusi ottelu') }).waitFor()
      await wizard
        .getByTestId('license-choice-pro')
        .getByText(tx('2 of 3 pro games left this month', '2/3 pro-ottelua jäljellä tässä kuussa'))
        .waitFor()
      await wizard.getByTestId('badge-almost-out').getByText(tx('Almost out', 'Melkein lopussa')).waitFor()
      await check('wizard-step1')
      await wizard.getByTestId('wizard-continue').click()
      await wizard.getByRole('heading', { name: tx('Match details and rules', 'Ottelun tiedot ja säännöt') }).waitFor()
      await wizard.getByTestId('wizard-submit').click()
      await wizard.getByText(tx('Title is required', 'Otsikko on pakollinen')).waitFor()
      await afterFormErrorsFocused(page)
      await wizard.getByTestId('player-0-0').getByRole('textbox').fill('Sa')
      await wizard.getByTestId('player-0-0').getByRole('button', { name: 'Sara Niemi' }).waitFor()
      await check('wizard-step2')
      await page.keyboard.press('Escape')
      await page.keyboard.press('Escape')
      await wizard.waitFor({ state: 'hidden' })

      await page.goto(`/matches/${matchId}`)
      await page.getByRole('heading', { name: 'Club final', level: 1 }).waitFor()
      await page.getByTestId('match-timeline').waitFor()
      await check('match-detail')
      await page.getByTestId('edit-match').click()
      const editDialog = page.getByTestId('edit-match-dialog')
      await editDialog.getByRole('heading', { name: tx('Edit match', 'Muokkaa ottelua') }).waitFor()
      await editDialog.getByTestId('edit-tab-background').click()
      await editDialog.getByTestId('background-preview').waitFor()
      await check('edit-background')
      await editDialog.getByTestId('edit-tab-server').click()
      await editDialog.getByTestId('server-indicator-switch').waitFor()
      await check('edit-server')
      await page.context().close()
    })
  }
})

describe('the share link of a public match (ADR 0033)', () => {
  test('shows the link and its QR code in the visibility tab, light and dark, English and Finnish, 1280 and 375 px', async ({
    server,
    signedIn,
  }) => {
    const coach = newCoach('Iida', 'Koski')
    const { token } = await registerCoach(server, coach)
    const organizationId = await personalOrganizationId(server, token)
    const match = await createMatch(server, token, { organizationId, visibility: 'public' })
    const share = await apiRead(matchShareResponseSchema, server, 'POST', `/api/v2/matches/${match.id}/share`, token)
    expect(share.share?.url).toMatch(/\/live\/[A-Za-z0-9_-]{32}$/)
    for (const pass of SCREEN_PASSES) {
      const tag = passTag(pass)
      const page = await (await signedIn(token, passOptions(pass, server.url))).newPage()
      await page.goto(`/matches/${match.id}`)
      await page.getByTestId('edit-match').click()
      const dialog = page.getByTestId('edit-match-dialog')
      await dialog.getByTestId('edit-tab-visibility').click()
      expect(await dialog.getByTestId('share-url').inputValue()).toBe(share.share!.url)
      await dialog.getByTestId('share-qr').locator('svg').waitFor()
      await dialog.getByTestId('share-qr').scrollIntoViewIfNeeded()
      await expectAccessible(page, `share link (${tag})`)
      await screenshot(page, `share-link-${tag}`)
    }
  })
})
