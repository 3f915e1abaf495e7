import { memo, useId, useState } from 'react'
import { NativeSelect } from '@/components/ui/native-select'
import { useTranslation } from 'react-i18next'
import { shotGroupOf, type OutcomeCounts } from '@courtside/domain'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { StatsTable } from './stats-table'
import type { StatsView } from './stats-view'
import { shotName } from '@courtside/contracts'

const COLUMNS = ['winners', 'forced_to_error', 'forced_errors', 'unforced_errors', 'winners_given'] as const
const valueOf = (row: OutcomeCounts, column: (typeof COLUMNS)[number]) =>
  column === 'winners' ? row.winners + row.aces : row[column]

/** Per player, what each shot group and shot produced: winners, errors forced, errors made, winners set up for the others. */
export const ShotBreakdownCard = memo(function ShotBreakdownCard({ view }: { view: StatsView }) {
  const { t } = useTranslation()
  const selectId = useId()
  const players = view.stats.players
  const [chosen, setChosen] = useState<number | null>(null)
  const player = players.find((p) => p.id === chosen) ?? players[0]
  if (!player) return null
  // Each group's total, then that group's shots under it; shots of no group (unclassified) last.
  const shotRow = (r: (typeof player.by_shot_type)[number]) => ({
    key: `s-${r.shot_type}`,
    name: shotName(t, r.shot_type),
    group: false,
    counts: r as OutcomeCounts,
  })
  const rows = [
    ...player.by_shot_group.flatMap((g) => [
      { key: `g-${g.shot_group}`, name: t(`stats.groups.${g.shot_group}`), group: true, counts: g as OutcomeCounts },
      ...player.by_shot_type.filter((r) => shotGroupOf(r.shot_type) === g.shot_group).map(shotRow),
    ]),
    ...player.by_shot_type.filter((r) => shotGroupOf(r.shot_type) === null).map(shotRow),
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stats.shotsCard.title')}</CardTitle>
        <CardDescription>{t('stats.shotsCard.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {players.length > 1 && (
          <div className="grid max-w-64 gap-1.5">
            <label htmlFor={selectId} className="text-xs font-medium text-muted-foreground">
              {t('stats.filters.player')}
            </label>
            <NativeSelect
              id={selectId}
              value={player.id}
              onChange={(e) => setChosen(Number(e.target.value))}
              className="w-auto md:h-9"
            >
              {players.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('stats.shotsCard.empty')}</p>
        ) : (
          // Scrolls sideways on a phone, so it is a focusable region with a focus ring.
          <StatsTable
            caption={t('stats.shotsCard.caption', { player: player.name })}
            scrollRegion
            className="rounded-md outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
            corner={t('stats.shotsCard.shot')}
            columns={COLUMNS.map((c) => ({ key: c, label: t(`stats.shotsCard.columns.${c}`) }))}
          >
            {rows.map((row, i) => (
              <tr
                key={row.key}
                className={`border-t border-border ${row.group ? 'bg-muted/40 font-semibold' : ''} ${row.group && i > 0 ? 'border-t-2' : ''}`}
              >
                <th
                  scope="row"
                  className={`py-1.5 pr-3 text-left first-letter:uppercase ${row.group ? 'font-semibold' : 'font-normal'}`}
                >
                  {row.group ? (
                    t('stats.shotsCard.groupRow', { group: row.name })
                  ) : (
                    <span className="pl-3">{row.name}</span>
                  )}
                </th>
                {COLUMNS.map((c) => (
                  <td key={c} className="px-2 py-1.5 text-right">
                    {valueOf(row.counts, c)}
                  </td>
                ))}
              </tr>
            ))}
          </StatsTable>
        )}
      </CardContent>
    </Card>
  )
})
