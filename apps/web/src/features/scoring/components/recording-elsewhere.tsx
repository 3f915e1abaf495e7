import { useTranslation } from 'react-i18next'
import { AppWindowIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { WARNING_LINE } from './notice-style'

/**
 * Another tab of this browser records this match (ADR 0083): one tab at a time writes and sends its points, so none
 * is lost between them. Recording here takes it over and shows what the other tab queued.
 */
export function RecordingElsewhere({ onTakeOver }: { onTakeOver(): void }) {
  const { t } = useTranslation()
  return (
    <div role="status" className={WARNING_LINE} data-testid="recording-elsewhere">
      <AppWindowIcon className="size-4 shrink-0 text-warning-foreground" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="font-medium">{t('scoring.elsewhere.title')}</span> {t('scoring.elsewhere.body')}
      </span>
      <Button variant="outline" size="sm" onClick={onTakeOver} data-testid="record-here">
        {t('scoring.elsewhere.takeOver')}
      </Button>
    </div>
  )
}
