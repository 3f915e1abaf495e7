import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { intlLocaleOf, LOCALES } from '@courtside/contracts'
import { initI18n, loadTranslations } from '@/lib/i18n'
import { LANGUAGE_STORAGE_KEY } from '@/lib/language-choice'
import { signedIn } from './match-fixtures'
import { renderApp } from './render-app'

// Each language shows a count with its own plural form and a date in its own format (docs/decisions/0070-chosen-language.md):
// the licence card's "resets in n days" and its renewal date, in every language we ship.

type Texts = { license: Record<string, string> }

afterEach(() => {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY)
  initI18n('en')
})

describe('plurals and dates in every language', () => {
  for (const lang of LOCALES) {
    for (const days of [1, 9]) {
      it(`${lang}: ${days} day(s) to the reset, and the renewal date`, async () => {
        const texts = (await loadTranslations(lang)) as Texts
        initI18n(lang, { [lang]: texts })
        signedIn(
          {},
          {
            license: {
              license_type: 'pro',
              status: 'active',
              is_pro: true,
              end_date: '2026-12-24',
              days_until_reset: days,
              payment: { subscription_id: 'sub_1', customer_id: 'cus_1', plan_type: 'pro_monthly' },
            },
          },
        )
        renderApp('/profile')
        // The form the language's own rules pick for this count, straight from its file.
        const form = new Intl.PluralRules(lang).select(days)
        const expected = (texts.license[`resetsIn_${form}`] ?? '').replace('{{count}}', String(days))
        expect(expected).not.toBe('')
        expect(await screen.findByTestId('days-until-reset')).toHaveTextContent(expected)
        const date = new Intl.DateTimeFormat(intlLocaleOf(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date('2026-12-24T00:00:00Z'),
        )
        expect(screen.getByTestId('license-period-end')).toHaveTextContent(date)
        expect(date).toContain(
          lang === 'en' ? 'December' : lang === 'fi' ? 'joulukuuta' : lang === 'es' ? 'diciembre' : 'december',
        )
      })
    }
  }
})
