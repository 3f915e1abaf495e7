import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { GuestPage } from '@/components/guest-page'
import { useSession } from '@/lib/auth-session'

/** Pages anyone may open (legal texts, checkout results): a slim header and a readable column. */
export function PublicLayout() {
  const { t } = useTranslation()
  const { status } = useSession()
  return (
    <GuestPage
      width="reading"
      mainClassName="py-8 sm:py-12"
      headerEnd={
        <Link
          to={status === 'authenticated' ? '/dashboard' : '/login'}
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {status === 'authenticated' ? t('nav.backToApp') : t('auth.login.submit')}
        </Link>
      }
    >
      <Outlet />
    </GuestPage>
  )
}
