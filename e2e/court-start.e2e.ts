import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { courtListSchema, courtResponseSchema } from '@courtside/contracts'
import { test } from './support/e2e-test.ts'
import { DESKTOP, PHONE, SCREEN_PASSES, passOptions, passTag } from './support/browser.ts'
import { expectAccessible, newCoach } from './support/flows.ts'
import { addMember, apiRead, personalOrganizationId, registerCoach } from './support/api.ts'
import { screenshot } from './support/screenshot.ts'

// A club's courts on a match night (docs/decisions/0066-court-wall-live-overlay-and-qr-start.md): the admin sets up
// two courts and the wall, two coaches start by the courts' QR codes, the hall's screen follows both.

const tile = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** The wizard from a court's QR address to the recorder: a public doubles match with four named players. */
async function startByQr(page: Page, courtId: number, title: string, names: readonly string[]): Promise<number> {
  const scanned = Date.now()
  await page.goto(`/courts/${courtId}/start`)
  const wizard = page.getByTestId('create-match-wizard')
  await wizard.getByTestId('wizard-continue').click()
  await wizard.getByLabel('Title').fill(title)
  for (const [i, slot] of ['0-0', '0-1', '1-0', '1-1'].entries())
    await wizard.getByTestId(`player-${slot}`).getByRole('textbox').fill(names[i]!)
  await wizard.getByRole('radio', { name: /^Public/ }).check()
  expect(await wizard.getByTestId('court-select').inputValue()).toBe(String(courtId))
  await wizard.getByTestId('wizard-submit').click()
  await page.waitForURL(/\/matches\/\d+$/)
  await page.getByTestId('quick-point-0').waitFor()
  // A coach who is already signed in is scoring well within half a minute of the scan.
  expect(Date.now() - scanned).toBeLessThan(30_000)
  return Number(new URL(page.url()).pathname.split('/').pop())
}

describe('club courts on a match night', () => {
  test('an admin makes two courts and a wall, two coaches start by QR, the wall shows each point within a second', async ({
    server,
    openContext,
    signedIn,
  }) => {
    const owner = await registerCoach(server, newCoach('Iida', 'Koski'))
    const clubId = await personalOrganizationId(server, owner.token)
    const coaches = [
      await registerCoach(server, newCoach('Aino', 'Salo')),
      await registerCoach(server, newCoach('Noa', 'Lind')),
    ]
    for (const coach of coaches) await addMember(server, clubId, owner, coach, 'admin')

    // The admin: two courts and the wall link, from the club's page.
    const admin = await (await signedIn(owner.token, DESKTOP)).newPage()
    await admin.goto(`/organizations/${clubId}`)
    const card = admin.getByTestId('courts-card')
    for (const name of ['Court 1', 'Court 2']) {
      await card.getByLabel('New court').fill(name)
      await card.getByRole('button', { name: 'Add court' }).click()
      await card.getByRole('listitem').filter({ hasText: name }).waitFor()
    }
    await card.getByTestId('create-wall-link').click()
    const wallUrl = await card.getByTestId('wall-url').inputValue()
    expect(wallUrl).toMatch(/\/wall\/[A-Za-z0-9_-]{32}$/)
    await expectAccessible(admin, 'courts card with the wall link')
    await screenshot(admin, 'court-setup-1280-light-en')
    const { courts } = await apiRead(
      courtListSchema,
      server,
      'GET',
      `/api/v2/organizations/${clubId}/courts`,
      owner.token,
    )
    const [one, two] = courts

    // The hall's screen, before anyone plays.
    const wall = await (await openContext({ viewport: { width: 1920, height: 1080 } })).newPage()
    await wall.goto(new URL(wallUrl).pathname)
    await wall.getByTestId('live-indicator').getByText('Live').waitFor()
    expect(await tile(wall, 'Court 1').innerText()).toMatch(/Free$/)

    // Two coaches scan their courts' codes on their phones.
    const phones: Page[] = []
    for (const coach of coaches) phones.push(await (await signedIn(coach.token, PHONE)).newPage())
    await startByQr(phones[0]!, one!.id, 'Court 1 ladder', ['Ana Ortiz', 'Bea Blanco', 'Lea Virta', 'Mia Salo'])
    await startByQr(phones[1]!, two!.id, 'Court 2 ladder', ['Eva Berg', 'Pia Kallio', 'Sara Niemi', 'Laura Ruiz'])
    await expect.poll(() => tile(wall, 'Court 1').innerText()).toContain('Court 1 ladder')
    await expect.poll(() => tile(wall, 'Court 2').innerText()).toContain('Court 2 ladder')

    // Each tap on either court reaches the wall within a second.
    const taps: [number, 'Court 1' | 'Court 2', 0 | 1, string][] = [
      [0, 'Court 1', 0, '15'],
      [1, 'Court 2', 1, '15'],
      [0, 'Court 1', 0, '30'],
      [1, 'Court 2', 0, '15'],
    ]
    for (const [phone, court, team, expected] of taps) {
      const shown = tile(wall, court).getByTestId(`court-points-${team}`)
      const tapped = Date.now()
      await phones[phone]!.getByTestId(`quick-point-${team}`).click()
      await expect.poll(() => shown.innerText(), { timeout: 5000, interval: 20 }).toBe(expected)
      expect(Date.now() - tapped, `${court} showed ${expected}`).toBeLessThan(1000)
    }
    await expectAccessible(wall, 'court wall on a match night')
    await screenshot(wall, 'court-wall-match-night-1920-light-en')
  })

  test('a real browser prints the QR sheet: one A4 page, every court named with its code, nothing of the app', async ({
    server,
    signedIn,
  }) => {
    const owner = await registerCoach(server, newCoach('Iida', 'Koski'))
    const clubId = await personalOrganizationId(server, owner.token)
    const page = await (await signedIn(owner.token, DESKTOP)).newPage()
    await page.goto(`/organizations/${clubId}`)
    const card = page.getByTestId('courts-card')
    const names = Array.from({ length: 12 }, (_, i) => `Court ${i + 1}`)
    for (const name of names) {
      await card.getByLabel('New court').fill(name)
      await card.getByRole('button', { name: 'Add court' }).click()
      await card.getByRole('listitem').filter({ hasText: name }).first().waitFor()
    }
    await page.emulateMedia({ media: 'print' })
    const sheet = page.getByTestId('court-qr-sheet')
    await sheet.waitFor()
    await expect.poll(() => sheet.locator('img').count()).toBe(names.length)
    expect(await sheet.innerText()).toContain('Court 12')
    expect(await page.locator('#root').isVisible()).toBe(false)
    const codes = await sheet
      .locator('img')
      .evaluateAll((images) =>
        images.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      )
    expect(codes.every(Boolean)).toBe(true)
    const pdf = await page.pdf({ format: 'A4' })
    // One page: the PDF's page tree counts its pages.
    const pages = /\/Type\s*\/Pages[^>]*\/Count\s+(\d+)/.exec(pdf.toString('latin1'))?.[1]
    expect(pages).toBe('1')
    await screenshot(page, 'court-qr-sheet-print-a4')
  })

  test('a member who is not an admin is told why, and may record the match as their own, in every look', async ({
    server,
    signedIn,
  }) => {
    const owner = await registerCoach(server, newCoach('Iida', 'Koski'))
    const clubId = await personalOrganizationId(server, owner.token)
    const member = await registerCoach(server, newCoach('Aino', 'Salo'))
    await addMember(server, clubId, owner, member, 'coach')
    await apiRead(courtResponseSchema, server, 'POST', `/api/v2/organizations/${clubId}/courts`, owner.token, {
      court: { name: 'Centre court' },
    })
    const { courts } = await apiRead(
      courtListSchema,
      server,
      'GET',
      `/api/v2/organizations/${clubId}/courts`,
      owner.token,
    )
    for (const pass of SCREEN_PASSES) {
      const page = await (await signedIn(member.token, passOptions(pass, server.url))).newPage()
      await page.goto(`/courts/${courts[0]!.id}/start`)
      await page.getByTestId('court-start-own-match').waitFor()
      const heading = await page.getByRole('heading', { level: 1 }).innerText()
      expect(heading).toBe(
        pass.lang === 'fi' ? 'Centre court on seuran ylläpitäjien käytössä' : 'Centre court is for the club’s admins',
      )
      await expectAccessible(page, `court start refusal ${passTag(pass)}`)
      await screenshot(page, `court-start-refusal-${passTag(pass)}`)
      if (pass !== SCREEN_PASSES[0]) continue
      await page.getByTestId('court-start-own-match').click()
      await page.getByTestId('create-match-wizard').getByTestId('wizard-continue').click()
      expect(await page.getByTestId('court-select').inputValue()).toBe('')
    }
  })
})
