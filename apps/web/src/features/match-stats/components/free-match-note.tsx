import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SparklesIcon } from 'lucide-react'

/** A free match records who won, who finished and how; this says what a pro match adds. */
export function FreeMatchNote() {
  const { t } = useTranslation()
  return (
    <aside
      className="flex gap-3 rounded-2xl border border-highlight/40 bg-highlight/10 p-4 text-sm"
      aria-labelledby="free-match-note-title"
    >
      <SparklesIcon
        className="mt-0.5 size-5 shrink-0 text-highlight-foreground dark:text-highlight"
        aria-hidden="true"
      />
      <div className="grid gap-1">
        <h2 id="free-match-note-title" className="font-semibold">
          {t('stats.free.title')}
        </h2>
        <p className="text-muted-foreground">{t('stats.free.body')}</p>
        <ul className="list-disc pl-5 text-muted-foreground">
          <li>{t('stats.free.adds.shots')}</li>
          <li>{t('stats.free.adds.courtMap')}</li>
          <li>{t('stats.free.adds.findings')}</li>
        </ul>
        <Link
          to="/profile"
          className="w-fit font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50"
        >
          {t('stats.free.link')}
        </Link>
      </div>
    </aside>
  )
}
