import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@/lib/i18n'
import { json } from './api-mock'
import { signedIn } from './match-fixtures'
import { renderApp } from './render-app'

afterEach(async () => {
  vi.useRealTimers()
  await i18n.changeLanguage('en')
})

const licenceDown = () => json({ message: 'Service unavailable', code: 'serviceUnavailable' }, { status: 503 })

/**
 * /profile with the licence failing; the licence query's own retries (1 s, 2 s, 4 s apart) are skipped over. The app
 * starts on real timers: the clock is faked only once the card shows, before the first answer is let through, so it
 * governs the retries' waits and nothing of the start (a whole app started under a faked clock stalled once on CI).
 */
async function profileWithoutLicence() {
  let answer = () => {}
  const answered = new Promise<void>((resolve) => (answer = resolve))
  const { requests } = signedIn({
    'GET /api/v2/user_license/current': async () => {
      await answered
      return licenceDown()
    },
  })
  renderApp('/profile')
  const card = await screen.findByTestId('license-card')
  const licenceCalls = () => requests.filter((r) => r.path === '/api/v2/user_license/current').length
  // Only setTimeout is faked, and it still runs with real time: the page's code runs as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
  answer()
  await vi.waitFor(
    async () => {
      await vi.advanceTimersByTimeAsync(4_000)
      expect(licenceCalls()).toBeGreaterThanOrEqual(4)
    },
    { timeout: 20_000 },
  )
  // And no fifth try.
  await vi.advanceTimersByTimeAsync(60_000)
  return { card, licenceCalls }
}

describe('profile: the licence cannot be loaded', () => {
  it("says 'Failed to load license information' and asks for a refresh, after three retries", async () => {
    const { card, licenceCalls } = await profileWithoutLicence()
    const alert = await within(card).findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load license information')
    expect(alert).toHaveTextContent('Please refresh the page to try again.')
    expect(licenceCalls()).toBe(4)
    // The button does what it says: it reloads the page (jsdom's location cannot be spied on, so it is replaced).
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(card).getByRole('button', { name: 'Refresh page' }))
    expect(reload).toHaveBeenCalledTimes(1)
    // Nothing of a plan is made up meanwhile.
    expect(within(card).queryByTestId('license-status')).not.toBeInTheDocument()
    expect(within(card).queryByTestId('upgrade-button')).not.toBeInTheDocument()
  })

  it('says it in Finnish too', async () => {
    await i18n.changeLanguage('fi')
    const { card } = await profileWithoutLicence()
    const alert = await within(card).findByRole('alert')
    expect(alert).toHaveTextContent('Lisenssitietojen lataaminen epäonnistui')
    expect(alert).toHaveTextContent('Päivitä sivu ja yritä uudelleen.')
    expect(within(card).getByRole('button', { name: 'Päivitä sivu' })).toBeInTheDocument()
  })
})
