import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CourtDrawing } from '@/components/court-drawing'
import type { CourtMark } from '@/components/court-geometry'
import { Button } from '@/components/ui/button'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import type { StepProps } from './step-props'

/** Where the last shot was hit from and where it landed: two taps on the court, in that order. */
export function PositionsStep({ match, state, dispatch }: StepProps) {
  const { t } = useTranslation()
  const { from, to } = state.draft
  const [placing, setPlacing] = useState<'from' | 'to'>(from && !to ? 'to' : 'from')
  const marks: CourtMark[] = []
  if (from) marks.push({ id: 'from', ...from, tone: 'neutral', text: '1', label: t('scoring.details.from') })
  if (to) marks.push({ id: 'to', ...to, tone: 'winner', text: '2', label: t('scoring.details.to') })
  const ends: [string, string] = [t('scoring.teamN', { letter: 'A' }), t('scoring.teamN', { letter: 'B' })]
  const hint = placing === 'from' ? t('scoring.details.tapFrom') : t('scoring.details.tapTo')
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <ToggleGroup
          type="single"
          value={placing}
          onValueChange={(v) => v && setPlacing(v as 'from' | 'to')}
          aria-label={t('scoring.details.placing')}
        >
          <ToggleGroupItem
            value="from"
            className="px-3 data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
          >
            1 · {t('scoring.details.from')}
          </ToggleGroupItem>
          <ToggleGroupItem
            value="to"
            className="px-3 data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
          >
            2 · {t('scoring.details.to')}
          </ToggleGroupItem>
        </ToggleGroup>
        {(from || to) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              dispatch({ type: 'update', patch: { from: null, to: null } })
              setPlacing('from')
            }}
          >
            {t('scoring.details.clearPositions')}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{hint}</p>
      <CourtDrawing
        sport={match.sport}
        marks={marks}
        paths={from && to ? [{ id: 'shot', from, to, tone: 'neutral' }] : []}
        endLabels={ends}
        label={hint}
        onPick={(point) => {
          if (placing === 'from') {
            dispatch({ type: 'update', patch: { from: point } })
            setPlacing('to')
          } else dispatch({ type: 'update', patch: { to: point } })
        }}
      />
    </div>
  )
}
