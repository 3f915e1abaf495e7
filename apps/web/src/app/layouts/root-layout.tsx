import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useMatches } from 'react-router'

export interface RouteHandle {
  /** i18n key of the page name, used for the document title. */
  titleKey?: string
}

/** Wraps every page: the skip link, the document title of the deepest route, scroll restoration. */
export function RootLayout() {
  const { t } = useTranslation()
  const matches = useMatches()
  const titleKey = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean)

  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · Courtside` : 'Courtside'
  }, [titleKey, t])

  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-100 rounded-lg bg-primary px-4 py-3 font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
      >
        {t('common.skipToContent')}
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
