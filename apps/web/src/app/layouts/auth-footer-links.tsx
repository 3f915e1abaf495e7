import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export function AuthFooterLinks() {
  const { t } = useTranslation()
  const linkClass =
    'inline-flex min-h-11 items-center rounded-sm px-2 underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none'
  return (
    <footer className="relative flex flex-wrap items-center justify-center gap-x-2 px-4 pb-4 text-xs text-muted-foreground">
      <Link to="/terms" className={linkClass}>
        {t('legalLinks.terms')}
      </Link>
      <span aria-hidden="true">·</span>
      <Link to="/privacy" className={linkClass}>
        {t('legalLinks.privacy')}
      </Link>
    </footer>
  )
}
