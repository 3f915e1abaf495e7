import { render, screen, within } from '@testing-library/react'
import i18next, { type i18n as I18n } from 'i18next'
import type { ComponentType } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
// Route modules are what these tests are about; the lint rule keeps app/ out of src, not out of its tests.
import { PrivacyPage } from '@/app/routes/privacy-page'
import { TermsPage } from '@/app/routes/terms-page'
import legalEn from '@/locales/legal.en.json'
import legalFi from '@/locales/legal.fi.json'

type Legal = typeof legalEn
type Kind = 'terms' | 'privacy'

const LOCALES = { en: legalEn, fi: legalFi } satisfies Record<string, Legal>
const PAGES: Record<Kind, { Page: ComponentType; path: string; other: string }> = {
  terms: { Page: TermsPage, path: '/terms', other: '/privacy' },
  privacy: { Page: PrivacyPage, path: '/privacy', other: '/terms' },
}

async function createI18n(lng: keyof typeof LOCALES): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['legal'],
    defaultNS: 'legal',
    resources: { en: { legal: legalEn }, fi: { legal: legalFi } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return instance
}

async function renderPage(kind: Kind, lng: keyof typeof LOCALES) {
  const i18n = await createI18n(lng)
  const { Page, path } = PAGES[kind]
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </I18nextProvider>,
  )
}

describe.each(['en', 'fi'] as const)('legal pages in %s', (lng) => {
  const copy = LOCALES[lng]

  describe.each(['terms', 'privacy'] as const)('%s', (kind) => {
    const doc = copy[kind]

    it('shows the title, the last-updated date (dd/mm/yyyy, machine-readable too) and the intro', async () => {
      await renderPage(kind, lng)
      expect(screen.getByRole('heading', { level: 1, name: doc.title })).toBeInTheDocument()

      const date = screen.getByText(doc.updated)
      expect(date.tagName).toBe('TIME')
      expect(date).toHaveAttribute('datetime', doc.updated.split('/').reverse().join('-'))
      expect(date.parentElement).toHaveTextContent(`${copy.common.lastUpdated} ${doc.updated}`)

      for (const paragraph of doc.intro) expect(screen.getByText(paragraph)).toBeInTheDocument()
    })

    it('renders every section as a numbered heading with its content', async () => {
      const { container } = await renderPage(kind, lng)
      doc.sections.forEach((section, i) => {
        const element = container.querySelector<HTMLElement>(`section#${section.id}`)
        if (!element) throw new Error(`section #${section.id} is missing`)
        const heading = within(element).getByRole('heading', { level: 2, name: `${i + 1}. ${section.title}` })
        expect(element).toHaveAttribute('aria-labelledby', heading.id)
        const text = element.textContent ?? ''
        for (const line of [...section.paragraphs, ...(section.items ?? []), ...(section.closing ?? [])]) {
          // Inline markup (backticks) is rendered as <code>, so compare the text without it.
          expect(text).toContain(line.replaceAll('`', ''))
        }
      })
    })

    it('has a table of contents linking to each section', async () => {
      await renderPage(kind, lng)
      const toc = screen.getByRole('navigation', { name: copy.common.contents })
      const links = within(toc).getAllByRole('link')
      expect(links.map((link) => link.getAttribute('href'))).toEqual(doc.sections.map((s) => `#${s.id}`))
      doc.sections.forEach((section, i) => {
        expect(links[i]).toHaveTextContent(`${i + 1}. ${section.title}`)
      })
    })

    it('links back to the app, to the other document and to support by email', async () => {
      await renderPage(kind, lng)
      expect(screen.getByRole('link', { name: copy.common.backToApp })).toHaveAttribute('href', '/')
      const other = kind === 'terms' ? copy.privacy.title : copy.terms.title
      for (const link of screen.getAllByRole('link', { name: other })) {
        expect(link).toHaveAttribute('href', PAGES[kind].other)
      }
      const mail = screen.getAllByRole('link', { name: 'support@courtside.app' })
      expect(mail.length).toBeGreaterThan(0)
      for (const link of mail) expect(link).toHaveAttribute('href', 'mailto:support@courtside.app')
    })
  })
})

describe('legal copy', () => {
  it('has the same documents, sections and structure in English and Finnish', () => {
    for (const kind of ['terms', 'privacy'] as const) {
      const en = legalEn[kind]
      const fi = legalFi[kind]
      expect(en.updated).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
      expect(fi.updated).toBe(en.updated)
      expect(fi.title).not.toBe(en.title)
      expect(fi.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id))
      en.sections.forEach((section, i) => {
        const other = fi.sections[i]
        expect(other?.title).not.toBe(section.title)
        expect(other?.paragraphs.length).toBe(section.paragraphs.length)
        expect(other?.items?.length ?? 0).toBe(section.items?.length ?? 0)
        expect(other?.closing?.length ?? 0).toBe(section.closing?.length ?? 0)
      })
      expect(new Set(en.sections.map((s) => s.id)).size).toBe(en.sections.length)
    }
    expect(Object.keys(legalFi.common)).toEqual(Object.keys(legalEn.common))
  })

  it('covers what the documents are required to say', () => {
    const terms = JSON.stringify(legalEn.terms)
    const privacy = JSON.stringify(legalEn.privacy)
    for (const phrase of [
      'coach viewer',
      'superadmin',
      'free plan',
      'Stripe',
      'guardian',
      'one month',
      'Finland',
      'support@courtside.app',
    ]) {
      expect(terms).toContain(phrase)
    }
    for (const phrase of [
      'PostHog',
      'EU',
      'full card number',
      'theme-preference',
      'sidebar_state',
      'Session token',
      'permission',
      'one month',
      'backups',
      'GDPR',
      'support@courtside.app',
    ]) {
      expect(privacy).toContain(phrase)
    }
  })
})
