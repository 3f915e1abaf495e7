import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { PencilIcon, Trash2Icon } from 'lucide-react'
import type { Focus } from '@courtside/contracts'
import { ChartBoundary } from '@/components/chart-boundary'
import { FocusStatus } from '@/components/focus-status'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { focusTitle, formatFocusValue } from '@courtside/contracts'
import { formatDate } from './format-date'

const FocusLine = lazy(() => import('./focus-line').then((m) => ({ default: m.FocusLine })))

export interface FocusItemProps {
  focus: Focus
  onEdit: () => void
  onDelete: () => void
}

/** One focus: its line since the start with the target, the current level, the status in words, the note. */
export function FocusItem({ focus, onEdit, onDelete }: FocusItemProps) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const format = (v: number) => formatFocusValue(focus.metric, v, language)
  const { points, current, baseline, status } = focus.progress
  const title = focusTitle(t, focus, language)
  return (
    <li className="grid gap-3 rounded-xl border border-border p-4" data-testid="focus">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <h3 className="font-semibold" data-testid="focus-title">
            {title}
          </h3>
          <FocusStatus status={status} />
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('focuses.edit', { focus: title })}>
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" onClick={onDelete} aria-label={t('focuses.delete', { focus: title })}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-muted-foreground">{t('focuses.target')}</dt>
          <dd className="font-medium tabular-nums" data-testid="focus-target-value">
            {format(focus.target)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('focuses.current')}</dt>
          <dd className="font-medium tabular-nums" data-testid="focus-current">
            {current === null ? t('focuses.noMatchesYet') : format(current)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('focuses.baseline')}</dt>
          <dd className="tabular-nums">{baseline === null ? '–' : format(baseline)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('focuses.since')}</dt>
          <dd className="tabular-nums">{formatDate(focus.starts_on, language)}</dd>
        </div>
      </dl>
      {points.length > 0 && (
        <figure className="grid gap-1">
          {/* The list below says what the line shows: the chart is for the eye only. */}
          <div aria-hidden="true" className="h-[140px]">
            <ChartBoundary fallback={null}>
              <Suspense fallback={<Skeleton className="h-full w-full" />}>
                <FocusLine
                  points={points}
                  target={focus.target}
                  format={format}
                  dateLabel={(d) => formatDate(d, language)}
                  targetLabel={t('focuses.targetLine', { target: format(focus.target) })}
                />
              </Suspense>
            </ChartBoundary>
          </div>
          <figcaption className="text-xs text-muted-foreground">
            {t('focuses.evidence', { count: points.length })}
          </figcaption>
          <ol className="sr-only" data-testid="focus-points">
            {points.map((p) => (
              <li key={p.match_id}>
                {formatDate(p.date, language)}: {format(p.value)}
              </li>
            ))}
          </ol>
        </figure>
      )}
      {focus.note && (
        <p className="text-sm whitespace-pre-line text-muted-foreground" data-testid="focus-note-text">
          {focus.note}
        </p>
      )}
    </li>
  )
}
