import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { CourtsideLogo } from '@/components/courtside-logo'
import { useSession } from '@/lib/auth-session'

/** Pages anyone may open (legal texts, checkout results): a slim header and a readable column. */
export function PublicLayout() {
  const { t } = useTranslation()
  const { status } = useSession()
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <header className="border-b border-border bg-card/60">
        <div className="mx-auto flex h-16 w-full max-w-4xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            className="rounded-lg focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
            aria-label={t('nav.homeLink')}
          >
            <CourtsideLogo />
          </Link>
          <Link
            to={status === 'authenticated' ? '/dashboard' : '/login'}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {status === 'authenticated' ? t('nav.backToApp') : t('auth.login.submit')}
          </Link>
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-12"
      >
        <Outlet />
      </main>
    </div>
  )
}
