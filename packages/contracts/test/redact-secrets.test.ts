import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { SECRET_URL_PARAMS, redactSecrets } from '../src/redact-secrets.ts'

describe('redactSecrets', () => {
  it('hides every secret parameter, wherever it sits in the URL', () => {
    expect(redactSecrets('/reset-password?reset_password_token=abc123')).toBe(
      '/reset-password?reset_password_token=[redacted]',
    )
    expect(redactSecrets('https://x.example/socket?a=1&token=eyJ.x.y&b=2')).toBe(
      'https://x.example/socket?a=1&token=[redacted]&b=2',
    )
    expect(redactSecrets('GET /p#access_token=s3cret')).toBe('GET /p#access_token=[redacted]')
  })

  it('judges a name as a query parser reads it: percent-encoded, any case, or in a URL nested in a parameter', () => {
    expect(redactSecrets('/socket?%74oken=eyJ.x.y')).toBe('/socket?%74oken=[redacted]')
    expect(redactSecrets('/socket?TOKEN=eyJ.x.y&Api_Key=k1')).toBe('/socket?TOKEN=[redacted]&Api_Key=[redacted]')
    expect(redactSecrets('/login?next=/reset-password?reset_password_token=abc')).toBe(
      '/login?next=/reset-password?reset_password_token=[redacted]',
    )
    expect(redactSecrets('/x?bad=%E0%A4%A&token=abc')).toBe('/x?bad=%E0%A4%A&token=[redacted]')
  })

  it('leaves other parameters alone, including names that merely end like a secret', () => {
    expect(redactSecrets('/matches?search=token&page=2&csrf_token_hint=1')).toBe(
      '/matches?search=token&page=2&csrf_token_hint=1',
    )
  })

  it('never lets a secret value through (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SECRET_URL_PARAMS),
        fc.stringMatching(/^[A-Za-z0-9._~%-]{1,80}$/),
        fc.webUrl(),
        (name, secret, url) => {
          const out = redactSecrets(`${url}${url.includes('?') ? '&' : '?'}${name}=${secret}`)
          expect(out.endsWith(`${name}=[redacted]`)).toBe(true)
        },
      ),
    )
  }, 30_000)
})
