import { memo, useId, useMemo, useState } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { NativeSelect } from '@/components/ui/native-select'
import { useTranslation } from 'react-i18next'
import { POINT_TYPES, type Outcome, type PointType } from '@courtside/domain'
import type { StatsCourtMapPoint as CourtMapPoint } from '@courtside/contracts'
import { CourtDrawing } from '@/components/court-drawing'
import type { CourtMark, CourtPath, CourtTone } from '@/components/court-geometry'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import type { StatsView } from './stats-view'
import { shotName } from '@courtside/contracts'
import type { StatsFilter } from '../hooks/use-stats-filters'
import { StatsPlaylistButton } from './stats-playlist-button'

/** Outcome → the drawing's tone and a symbol inside the mark: colour is never the only signal. */
export const OUTCOME_MARK: Record<Outcome, { tone: CourtTone; symbol: string; swatch: string }> = {
  winner: { tone: 'winner', symbol: '+', swatch: 'bg-emerald-600 dark:bg-emerald-400' },
  error: { tone: 'error', symbol: '×', swatch: 'bg-rose-600 dark:bg-rose-400' },
  other: { tone: 'neutral', symbol: '•', swatch: 'bg-slate-700 dark:bg-slate-200' },
}
const OUTCOMES: Outcome[] = ['winner', 'error', 'other']
const PATHS_SHOWN_UP_TO = 40

export const CourtMapCard = memo(function CourtMapCard({ view, filter }: { view: StatsView; filter: StatsFilter }) {
  const { t } = useTranslation()
  const [player, setPlayer] = useState('')
  const [pointType, setPointType] = useState<PointType | ''>('')
  // Paths help on a short match; on a long one they turn into a tangle, so they start hidden there.
  const [showPaths, setShowPaths] = useState(() => view.stats.court_map.length <= PATHS_SHOWN_UP_TO)
  const playerSelectId = useId()
  const typeSelectId = useId()
  const pathsId = useId()
  const all = view.stats.court_map

  const shown = useMemo(
    () =>
      all.filter((p) => (!player || p.finisher_id === Number(player)) && (!pointType || p.point_type === pointType)),
    [all, player, pointType],
  )
  const { marks, paths } = useMemo(() => {
    const label = (p: CourtMapPoint) =>
      t(p.shot_type ? 'stats.courtMap.markLabelShot' : 'stats.courtMap.markLabel', {
        n: p.seq,
        set: p.set,
        player: view.playerName(p.finisher_id),
        type: t(`stats.pointTypes.${p.point_type}`),
        shot: p.shot_type ? shotName(t, p.shot_type) : '',
      })
    const marks: CourtMark[] = []
    const paths: CourtPath[] = []
    for (const p of shown) {
      const end = p.to ?? p.from
      const look = OUTCOME_MARK[p.outcome]
      const play = view.playPoint
      if (end)
        marks.push({
          id: `m${p.seq}`,
          ...end,
          tone: look.tone,
          text: look.symbol,
          label: label(p),
          // A click plays the rally (ADR 0037); the story offers the same by keyboard.
          ...(play ? { onActivate: () => play(p.seq) } : {}),
        })
      if (showPaths && p.from && p.to)
        paths.push({ id: `p${p.seq}`, from: p.from, to: p.to, tone: look.tone, label: label(p) })
    }
    return { marks, paths }
  }, [shown, showPaths, view, t])
  const counts = OUTCOMES.map((o) => shown.filter((p) => p.outcome === o).length)
  const players = view.match.pairs.flatMap((pair) => pair.players)

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stats.courtMap.title')}</CardTitle>
        <CardDescription>{t('stats.courtMap.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!view.detailed ? (
          <p className="text-sm text-muted-foreground">{t('stats.courtMap.freeMatch')}</p>
        ) : all.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('stats.courtMap.empty')}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-end gap-3">
              <div className="grid min-w-40 flex-1 gap-1.5 sm:flex-none">
                <label htmlFor={playerSelectId} className="text-xs font-medium text-muted-foreground">
                  {t('stats.courtMap.finishedBy')}
                </label>
                <NativeSelect
                  id={playerSelectId}
                  value={player}
                  onChange={(e) => setPlayer(e.target.value)}
                  className="md:h-9"
                >
                  <option value="">{t('stats.filters.allPlayers')}</option>
                  {players.map((p) => (
                    <option key={p.id} value={String(p.id)}>
                      {p.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid min-w-40 flex-1 gap-1.5 sm:flex-none">
                <label htmlFor={typeSelectId} className="text-xs font-medium text-muted-foreground">
                  {t('stats.courtMap.pointType')}
                </label>
                <NativeSelect
                  id={typeSelectId}
                  value={pointType}
                  onChange={(e) => setPointType(e.target.value as PointType | '')}
                  className="md:h-9"
                >
                  <option value="">{t('stats.courtMap.allTypes')}</option>
                  {POINT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`stats.pointTypes.${type}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <label htmlFor={pathsId} className="flex h-11 items-center gap-2 text-sm md:h-9">
                <Checkbox
                  id={pathsId}
                  checked={showPaths}
                  onChange={(e) => setShowPaths(e.target.checked)}
                  className="size-4"
                />
                {t('stats.courtMap.showPaths')}
              </label>
              <StatsPlaylistButton
                view={view}
                filter={filter}
                selection={{ finisherId: player ? Number(player) : undefined, pointType: pointType || undefined }}
                className="sm:ml-auto"
              />
            </div>
            <CourtDrawing
              sport={view.match.sport}
              marks={marks}
              paths={paths}
              label={t('stats.courtMap.drawingLabel', { count: shown.length })}
              endLabels={[view.teamName(0), view.teamName(1)]}
            />
            <ul aria-label={t('stats.courtMap.legend')} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {OUTCOMES.map((o, i) => (
                <li key={o} className="inline-flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'inline-flex size-5 items-center justify-center rounded-full text-xs font-bold text-white dark:text-slate-900',
                      OUTCOME_MARK[o].swatch,
                    )}
                  >
                    {OUTCOME_MARK[o].symbol}
                  </span>
                  {t(`stats.courtMap.outcomes.${o}`)}
                  <span className="text-muted-foreground tabular-nums">{counts[i]}</span>
                </li>
              ))}
              <li className="inline-flex items-center gap-2 text-muted-foreground">
                <span aria-hidden="true">→</span>
                {t('stats.courtMap.pathLegend')}
              </li>
            </ul>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('stats.courtMap.summary', {
                count: shown.length,
                winners: counts[0],
                errors: counts[1],
                other: counts[2],
              })}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  )
})
