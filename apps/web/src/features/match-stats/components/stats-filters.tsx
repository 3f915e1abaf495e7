import { useId, type ReactNode } from 'react'
import { NativeSelect } from '@/components/ui/native-select'
import { useTranslation } from 'react-i18next'
import type { Match } from '@courtside/contracts'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import type { StatsFilter } from '../hooks/use-stats-filters'

/** Set (all / 1 / 2 / 3…) and player (all / each): they apply to every section of the page. */
export function StatsFilters({
  match,
  sets,
  filter,
  onChange,
  pending,
  action,
}: {
  match: Match
  sets: number
  filter: StatsFilter
  onChange: (next: Partial<StatsFilter>) => void
  pending: boolean
  /** What the coach can do with the points the filters pick (make a playlist of them), at the bar's end. */
  action?: ReactNode
}) {
  const { t } = useTranslation()
  const setLabelId = useId()
  const playerId = useId()
  return (
    <section
      aria-label={t('stats.filters.label')}
      aria-busy={pending}
      className="sticky top-0 z-20 -mx-4 flex flex-wrap items-end gap-x-6 gap-y-3 border-b border-border bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:mx-0 sm:rounded-xl sm:border"
    >
      <div className="grid gap-1.5">
        <span id={setLabelId} className="text-xs font-medium text-muted-foreground">
          {t('stats.filters.set')}
        </span>
        <ToggleGroup
          type="single"
          aria-labelledby={setLabelId}
          value={filter.set === null ? 'all' : String(filter.set)}
          // Radix lets a single group be emptied by pressing the active item again; that keeps the current choice.
          onValueChange={(value) => value && onChange({ set: value === 'all' ? null : Number(value) })}
        >
          <ToggleGroupItem value="all" className="px-3">
            {t('stats.filters.allSets')}
          </ToggleGroupItem>
          {Array.from({ length: sets }, (_, i) => (
            <ToggleGroupItem
              key={i}
              value={String(i + 1)}
              aria-label={t('stats.filters.setN', { set: i + 1 })}
              className="px-3"
            >
              {i + 1}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>
      {/* An 11rem basis (not flex-1's 0): beside the set toggles on a wide screen, on its own line on a phone instead of
          overflowing it. */}
      <div className="grid min-w-0 flex-[1_1_11rem] gap-1.5 sm:max-w-64 sm:flex-none">
        <label htmlFor={playerId} className="text-xs font-medium text-muted-foreground">
          {t('stats.filters.player')}
        </label>
        <NativeSelect
          id={playerId}
          value={filter.player ?? ''}
          onChange={(e) => onChange({ player: e.target.value ? Number(e.target.value) : null })}
          className="min-w-44 md:h-9"
        >
          <option value="">{t('stats.filters.allPlayers')}</option>
          {match.pairs.flatMap((pair) =>
            pair.players.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            )),
          )}
        </NativeSelect>
      </div>
      {pending && (
        <span role="status" className="pb-2 text-xs text-muted-foreground">
          {t('stats.filters.updating')}
        </span>
      )}
      {action && <div className="pb-0.5 sm:ml-auto">{action}</div>}
    </section>
  )
}
