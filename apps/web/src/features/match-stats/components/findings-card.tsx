import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { LightbulbIcon } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { findingSentence } from './finding-sentence'
import type { StatsView } from './stats-view'

/** Rule-based findings (ADR 0003), only those the domain emitted; otherwise an honest word on why there are none. */
export const FindingsCard = memo(function FindingsCard({ view }: { view: StatsView }) {
  const { t } = useTranslation()
  const { findings, points_played } = view.stats
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stats.findings.title')}</CardTitle>
        <CardDescription>{t('stats.findings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {findings.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="findings-empty">
            {view.detailed
              ? t('stats.findings.empty', { count: points_played })
              : t('stats.findings.emptyFree', { count: points_played })}
          </p>
        ) : (
          <ul className="grid gap-2.5">
            {findings.map((f, i) => (
              <li key={i} className="flex gap-3 rounded-xl border border-border p-3 text-sm" data-testid="finding">
                <LightbulbIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{findingSentence(t, f, (id) => view.playerName(id), view.teamName)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
})
