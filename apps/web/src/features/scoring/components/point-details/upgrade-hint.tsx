import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SparklesIcon } from 'lucide-react'

/** On a free match: what the pro plan would add to this point. */
export function UpgradeHint() {
  const { t } = useTranslation()
  return (
    <p
      className="mt-4 flex items-start gap-2 rounded-xl border border-highlight/60 bg-highlight/15 px-3 py-2.5 text-sm"
      data-testid="upgrade-hint"
    >
      <SparklesIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {t('scoring.details.upgradeHint')}{' '}
        <Link to="/profile" className="font-semibold underline underline-offset-2">
          {t('scoring.details.upgradeLink')}
        </Link>
      </span>
    </p>
  )
}
