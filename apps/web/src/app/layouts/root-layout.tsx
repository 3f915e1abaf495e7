import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration } from 'react-router'
import { useRouteTitleKey } from '@/hooks/use-route-title-key'

export type { RouteHandle } from '@/hooks/use-route-title-key'

/** Wraps every page: the skip link, the document title of the deepest route, scroll restoration. */
export function RootLayout() {
  const { t } = useTranslation()
  const titleKey = useRouteTitleKey()

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
