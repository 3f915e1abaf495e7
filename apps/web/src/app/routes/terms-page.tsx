import { Fragment, useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { ArrowLeft, ArrowUp } from 'lucide-react'

/**
 * Public legal documents (/terms and /privacy). All copy lives in the 'legal' i18n namespace
 * (src/locales/legal.{en,fi}.json); each document is `{ title, updated, intro[], sections[] }` and a section is
 * `{ id, title, paragraphs[], items?[], closing?[] }`, so adding or reordering a section needs no code.
 * Inline text may contain `code` in backticks and email addresses, which become mailto links.
 */

export type LegalDocumentKind = 'terms' | 'privacy'

interface LegalSection {
  id: string
  title: string
  paragraphs: string[]
  items: string[]
  closing: string[]
}

const ROUTES: Record<LegalDocumentKind, string> = { terms: '/terms', privacy: '/privacy' }

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

function sections(value: unknown): LegalSection[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((raw: unknown): LegalSection[] => {
    if (raw === null || typeof raw !== 'object') return []
    const s = raw as Record<string, unknown>
    if (typeof s.id !== 'string' || typeof s.title !== 'string') return []
    return [
      {
        id: s.id,
        title: s.title,
        paragraphs: strings(s.paragraphs),
        items: strings(s.items),
        closing: strings(s.closing),
      },
    ]
  })
}

/** "26/05/2025" → "2025-05-26" for <time dateTime>; undefined when the text is not in that shape. */
function isoDate(display: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(display.trim())
  return m ? `${m[3]}-${m[2]}-${m[1]}` : undefined
}

const INLINE = /(`[^`]+`|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g

const focusRing = 'outline-none focus-visible:ring-3 focus-visible:ring-ring/50'

const linkClass = `rounded-sm font-medium text-foreground underline decoration-foreground/30 underline-offset-4 transition-colors hover:decoration-foreground ${focusRing}`

function inline(text: string): ReactNode {
  const parts = text.split(INLINE)
  if (parts.length === 1) return text
  return parts.map((part, i) => {
    if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>
    if (part.startsWith('`')) {
      return (
        <code key={i} className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.85em] text-foreground">
          {part.slice(1, -1)}
        </code>
      )
    }
    return (
      <a key={i} href={`mailto:${part}`} className={linkClass}>
        {part}
      </a>
    )
  })
}

export function LegalDocument({ kind }: { kind: LegalDocumentKind }) {
  const { t, i18n } = useTranslation('legal')
  const { hash } = useLocation()

  const other: LegalDocumentKind = kind === 'terms' ? 'privacy' : 'terms'
  const title = t(`${kind}.title`)
  const updated = t(`${kind}.updated`)
  const intro = strings(t(`${kind}.intro`, { returnObjects: true }) as unknown)
  const list = sections(t(`${kind}.sections`, { returnObjects: true }) as unknown)
  const tocId = `${kind}-contents`

  // Deep links such as /privacy#cookies: the section exists only once this page has rendered, and the router's
  // scroll restoration may reset the position in the same commit, so scroll on the next frame.
  useEffect(() => {
    if (!hash) return
    const frame = window.requestAnimationFrame(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)))
      if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView()
    })
    return () => window.cancelAnimationFrame(frame)
  }, [hash])

  return (
    <div id="top" className="min-h-svh bg-background text-foreground antialiased">
      <header className="sticky top-0 z-10 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            className={`-ml-2 inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground ${focusRing}`}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('common.backToApp')}
          </Link>
          <nav aria-label={t('common.documents')} className="hidden items-center gap-1 text-sm sm:flex">
            {(['terms', 'privacy'] as const).map((doc) => (
              <Link
                key={doc}
                to={ROUTES[doc]}
                aria-current={doc === kind ? 'page' : undefined}
                className={`rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:font-medium aria-[current=page]:text-foreground ${focusRing}`}
              >
                {t(`${doc}.title`)}
              </Link>
            ))}
          </nav>
        </div>
      </header>

      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto max-w-3xl px-4 pb-20 pt-10 outline-none sm:px-6 sm:pt-14"
      >
        <article lang={i18n.resolvedLanguage ?? i18n.language}>
          <header className="border-b border-border pb-8">
            <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
            <p className="mt-3 text-sm text-muted-foreground">
              {t('common.lastUpdated')} <time dateTime={isoDate(updated)}>{updated}</time>
            </p>
            {intro.map((text, i) => (
              <p key={i} className="mt-5 text-base leading-7 text-muted-foreground sm:text-lg sm:leading-8">
                {inline(text)}
              </p>
            ))}
          </header>

          <nav aria-labelledby={tocId} className="mt-8 rounded-xl border border-border bg-muted/40 p-5 sm:p-6">
            <h2 id={tocId} className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              {t('common.contents')}
            </h2>
            <ol className="mt-4 gap-x-8 text-sm sm:columns-2">
              {list.map((section, i) => (
                <li key={section.id} className="flex break-inside-avoid gap-2 py-1">
                  <a
                    href={`#${section.id}`}
                    className={`group flex gap-2 rounded-sm text-foreground/80 transition-colors hover:text-foreground ${focusRing}`}
                  >
                    <span className="w-5 shrink-0 text-right tabular-nums text-muted-foreground">{i + 1}.</span>{' '}
                    <span className="underline decoration-transparent underline-offset-4 group-hover:decoration-foreground/40">
                      {section.title}
                    </span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="mt-4">
            {list.map((section, i) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-20 pt-10"
              >
                <h2 id={`${section.id}-title`} className="flex gap-3 text-xl font-semibold tracking-tight sm:text-2xl">
                  <span className="tabular-nums text-muted-foreground">{i + 1}.</span> <span>{section.title}</span>
                </h2>
                <div className="mt-4 space-y-4 text-base leading-7 text-foreground/90">
                  {section.paragraphs.map((text, j) => (
                    <p key={`p${j}`}>{inline(text)}</p>
                  ))}
                  {section.items.length > 0 && (
                    <ul className="list-disc space-y-2 pl-6 marker:text-muted-foreground">
                      {section.items.map((text, j) => (
                        <li key={j} className="pl-1">
                          {inline(text)}
                        </li>
                      ))}
                    </ul>
                  )}
                  {section.closing.map((text, j) => (
                    <p key={`c${j}`}>{inline(text)}</p>
                  ))}
                </div>
              </section>
            ))}
          </div>
        </article>

        <footer className="mt-16 flex flex-col gap-4 border-t border-border pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            {t('common.seeAlso')}:{' '}
            <Link to={ROUTES[other]} className={linkClass}>
              {t(`${other}.title`)}
            </Link>
          </p>
          <a
            href="#top"
            className={`inline-flex items-center gap-1.5 rounded-sm transition-colors hover:text-foreground ${focusRing}`}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
            {t('common.backToTop')}
          </a>
        </footer>
      </main>
    </div>
  )
}

export function TermsPage() {
  return <LegalDocument kind="terms" />
}
