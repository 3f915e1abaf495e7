import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { OutcomeCounts, Team } from '@courtside/domain'
import { OVERVIEW_FIGURES } from '@courtside/contracts'
import { cn } from '@/lib/cn'
import { FigureHelp } from './figure-help'
import { formatImpact } from './stats-format'
import { StatsTable } from './stats-table'
import type { StatsView } from './stats-view'
import { TeamDot } from './team-dot'

type Column = (typeof OVERVIEW_FIGURES)[number]

interface Row extends OutcomeCounts {
  key: string
  name: string
  team: Team
  isTeam: boolean
  points_won: number
  impact: number | null
}

export const OverviewTable = memo(function OverviewTable({ view, caption }: { view: StatsView; caption: string }) {
  const { t, i18n } = useTranslation()
  const { stats } = view
  const rows: Row[] = [
    ...stats.players.map((p) => ({ ...p, key: `p${p.id}`, isTeam: false })),
    ...stats.teams.map((tm) => ({ ...tm, key: `t${tm.team}`, name: view.teamName(tm.team), isTeam: true })),
  ]
  const cell = (row: Row, column: Column) =>
    column === 'impact' ? formatImpact(row.impact, i18n.language) : String(row[column])
  return (
    <StatsTable
      caption={caption}
      scrollRegion
      className="rounded-xl border border-border"
      tableClassName="min-w-[44rem]"
      headClassName="bg-muted/60"
      corner={t('stats.overview.who')}
      cornerClassName="sticky left-0 z-10 bg-muted px-3"
      columns={OVERVIEW_FIGURES.map((column) => ({
        key: column,
        label: (
          <FigureHelp
            label={
              <>
                <span aria-hidden="true">{t(`stats.figures.${column}.short`)}</span>
                <span className="sr-only">{t(`stats.figures.${column}.name`)}</span>
              </>
            }
            helpLabel={t('stats.figures.helpLabel', { figure: t(`stats.figures.${column}.name`) })}
            help={
              <>
                <strong className="block font-semibold">{t(`stats.figures.${column}.name`)}</strong>
                {t(`stats.figures.${column}.help`)}
              </>
            }
          />
        ),
      }))}
      columnClassName="whitespace-nowrap"
    >
      {rows.map((row, i) => (
        <tr
          key={row.key}
          className={cn(
            'border-t border-border',
            row.isTeam && 'bg-muted/30 font-semibold',
            row.isTeam && rows[i - 1] && !rows[i - 1]!.isTeam && 'border-t-2',
          )}
        >
          <th
            scope="row"
            className={cn(
              'sticky left-0 z-10 max-w-40 min-w-28 px-3 py-2 text-left font-medium sm:max-w-56',
              row.isTeam ? 'bg-muted' : 'bg-card',
            )}
          >
            <span className="flex items-center gap-2">
              <TeamDot team={row.team} />
              <span className="leading-snug">
                {row.isTeam ? t('stats.overview.teamRow', { team: row.name }) : row.name}
              </span>
            </span>
          </th>
          {OVERVIEW_FIGURES.map((column) => (
            <td
              key={column}
              className={cn(
                'px-2 py-2 text-right',
                column === 'impact' && 'font-semibold',
                column === 'impact' &&
                  row.impact !== null &&
                  row.impact > 0 &&
                  'text-emerald-700 dark:text-emerald-400',
                column === 'impact' && row.impact !== null && row.impact < 0 && 'text-rose-700 dark:text-rose-400',
              )}
            >
              {cell(row, column)}
            </td>
          ))}
        </tr>
      ))}
    </StatsTable>
  )
})
