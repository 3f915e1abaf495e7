import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { codeText, errorCode, errorText } from '@/lib/error-text'
import { i18n } from '@/lib/i18n'

afterEach(async () => {
  await i18n.changeLanguage('en')
})

const unavailable = new ApiError('Service unavailable', 503, undefined, 'serviceUnavailable')

describe('errorText (ADR 0024: the web shows the text of the code)', () => {
  it("shows the code's text in English and in Finnish", async () => {
    expect(errorText(i18n.t, unavailable, 'messages.anErrorOccurred')).toBe('Service unavailable')
    await i18n.changeLanguage('fi')
    expect(errorText(i18n.t, unavailable, 'messages.anErrorOccurred')).toBe('Palvelu ei ole käytettävissä')
  })

  it('decides on the code, never on the English message', () => {
    // The message says one thing, the code another: the code wins.
    const error = new ApiError('Not found', 404, undefined, 'coachViewerForbidden')
    expect(errorText(i18n.t, error)).toBe('Coach viewer accounts cannot manage athletes or organizations')
  })

  it('shows an answer without a code as it came (its status text), never looked up, in any language', async () => {
    expect(errorText(i18n.t, new ApiError('Bad Gateway', 502), 'messages.anErrorOccurred')).toBe('Bad Gateway')
    await i18n.changeLanguage('fi')
    // A contract text without its code stays as it came: the text is not a key.
    expect(errorText(i18n.t, new ApiError('Service unavailable', 503))).toBe('Service unavailable')
    // An empty status text (HTTP/2) leaves the call site's fallback.
    expect(errorText(i18n.t, new ApiError('', 500), 'messages.failedToCreateAccount')).toBe(
      'Tilin luominen epäonnistui',
    )
  })

  it('says the device is offline when no answer came', async () => {
    const offline = new TypeError('Failed to fetch')
    expect(errorText(i18n.t, offline, 'messages.invalidCredentials')).toBe(
      'You are offline. Check the connection, then try again.',
    )
    await i18n.changeLanguage('fi')
    expect(errorText(i18n.t, offline)).toBe('Ei verkkoyhteyttä. Tarkista yhteys ja yritä sitten uudelleen.')
  })

  it("falls back to the fallback key's text for an unknown code or a failure that is not an API answer", async () => {
    const unknown = new ApiError('', 409, undefined, 'aCodeThisAppDoesNotKnow')
    expect(errorCode(unknown)).toBeUndefined()
    expect(errorText(i18n.t, unknown, 'messages.anErrorOccurred')).toBe('An error occurred')
    expect(errorText(i18n.t, new Error('a bug'), 'messages.failedToAddPoint')).toBe('Failed to add point')
    await i18n.changeLanguage('fi')
    expect(errorText(i18n.t, unknown, 'messages.anErrorOccurred')).toBe('Tapahtui virhe')
  })

  it('is empty without a code, a text or a fallback', () => {
    expect(errorText(i18n.t, new ApiError('', 500))).toBe('')
    expect(errorText(i18n.t, null)).toBe('')
  })

  it('codeText reads a stored code (the offline queue keeps codes, not errors)', () => {
    expect(codeText(i18n.t, 'serviceUnavailable')).toBe('Service unavailable')
    expect(codeText(i18n.t, null)).toBe('')
    expect(codeText(i18n.t, 'toString')).toBe('')
  })
})
