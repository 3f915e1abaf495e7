import { useTranslation } from 'react-i18next'
import { SkipBackIcon, SkipForwardIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Previous / next point buttons (P and N on the keyboard) and the point playing now. */
export function RallyStepper({ current, onStep }: { current: number | null; onStep(direction: 1 | -1): void }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={() => onStep(-1)} aria-keyshortcuts="P" data-testid="video-previous">
        <SkipBackIcon aria-hidden="true" />
        {t('video.previous')}
      </Button>
      <span className="min-w-20 text-center text-sm font-medium tabular-nums" aria-live="polite">
        {current === null ? '' : t('video.pointN', { seq: current })}
      </span>
      <Button variant="outline" onClick={() => onStep(1)} aria-keyshortcuts="N" data-testid="video-next">
        {t('video.next')}
        <SkipForwardIcon aria-hidden="true" />
      </Button>
      <span className="text-xs text-muted-foreground">{t('video.keys')}</span>
    </div>
  )
}
