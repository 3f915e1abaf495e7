import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CompassIcon } from 'lucide-react'
import { CourtsideLogo } from '@/components/courtside-logo'
import { buttonVariants } from '@/components/ui/button'

/** Any unknown path: say so kindly and offer the way back. */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-svh flex-col items-center justify-center gap-6 bg-background px-4 text-center outline-none"
      data-testid="not-found"
    >
      <CourtsideLogo />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <CompassIcon className="size-8" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary">404</p>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('notFound.title')}</h1>
        <p className="max-w-md text-muted-foreground">{t('notFound.body')}</p>
      </div>
      <Link to="/dashboard" className={buttonVariants({ size: 'lg' })}>
        {t('notFound.home')}
      </Link>
    </main>
  )
}
