import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { DECIDING_POINT_KINDS, DECIDING_POINT_TALLIES, type Tally } from '@courtside/domain'
import type { StatsTeam as TeamStats } from '@courtside/contracts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FigureHelp } from './figure-help'
import { percent } from './stats-format'
import { StatsTable } from './stats-table'
import type { StatsView } from './stats-view'
import { TeamDot } from './team-dot'

type KeyRow = { key: string; of: (t: TeamStats) => Tally }

/** Serve and return, game points, break points (converted and saved), deciding points, set and tie-break points. */
export const KeyPointsCard = memo(function KeyPointsCard({ view, caption }: { view: StatsView; caption: string }) {
  const { t, i18n } = useTranslation()
  const { teams } = view.stats
  const deciding = view.match.rules.deciding_point_at_deuce
  const decidingRow = deciding === null ? null : `${DECIDING_POINT_KINDS[deciding]}_points`
  const played = (of: KeyRow['of']) => teams.some((tm) => of(tm).played > 0)
  const allRows: KeyRow[] = [
    { key: 'on_serve', of: (tm) => tm.on_serve },
    { key: 'on_return', of: (tm) => tm.on_return },
    // Serve detail (ADR 0036): only once some serve was charted.
    { key: 'first_serve_in', of: (tm) => ({ played: tm.serve.charted, won: tm.serve.first_in }) },
    { key: 'first_serve_won', of: (tm) => tm.serve.first_serve },
    { key: 'second_serve_won', of: (tm) => tm.serve.second_serve },
    { key: 'game_points', of: (tm) => tm.game_points },
    {
      key: 'break_points_converted',
      of: (tm) => ({ played: tm.break_points.chances, won: tm.break_points.converted }),
    },
    { key: 'break_points_saved', of: (tm) => ({ played: tm.break_points.faced, won: tm.break_points.saved }) },
    { key: 'golden_points', of: (tm) => tm.golden_points },
    { key: 'silver_points', of: (tm) => tm.silver_points },
    { key: 'star_points', of: (tm) => tm.star_points },
    { key: 'set_points', of: (tm) => tm.set_points },
    { key: 'match_points', of: (tm) => tm.match_points },
    { key: 'tie_break_points', of: (tm) => tm.tie_break_points },
  ]
  const rows = allRows.filter(
    // A deciding point's row only where the rules play it (or it happened); tie-break rows once one was played.
    (row) =>
      (!DECIDING_POINT_TALLIES.has(row.key) || row.key === decidingRow || played(row.of)) &&
      (!['set_points', 'match_points', 'tie_break_points'].includes(row.key) || played(row.of)) &&
      (!row.key.includes('serve_') || played(row.of)),
  )
  const value = (tally: Tally) => {
    if (tally.played === 0) return <span className="text-muted-foreground">{t('stats.keyPoints.nonePlayed')}</span>
    const share = percent(tally.won, tally.played, i18n.language)
    return (
      <>
        {t('stats.keyPoints.wonOf', { won: tally.won, played: tally.played })}
        {/* Under the count on a phone, beside it from sm up: the table then fits 375 px without scrolling. */}
        <span className="block text-xs text-muted-foreground sm:ml-1.5 sm:inline sm:text-sm">({share})</span>
      </>
    )
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stats.keyPoints.title')}</CardTitle>
        <CardDescription>{t('stats.keyPoints.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <StatsTable
          caption={caption}
          corner={t('stats.keyPoints.figure')}
          columns={teams.map((tm) => ({
            key: tm.team,
            label: (
              <>
                <TeamDot team={tm.team} className="mr-1.5" />
                {view.teamName(tm.team)}
              </>
            ),
          }))}
          columnClassName="align-bottom"
        >
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-border">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                <FigureHelp
                  label={t(`stats.keyPoints.rows.${row.key}.name`)}
                  helpLabel={t('stats.figures.helpLabel', { figure: t(`stats.keyPoints.rows.${row.key}.name`) })}
                  help={t(`stats.keyPoints.rows.${row.key}.help`)}
                />
              </th>
              {teams.map((tm) => (
                <td key={tm.team} className="px-2 py-2 text-right align-top whitespace-nowrap">
                  {value(row.of(tm))}
                </td>
              ))}
            </tr>
          ))}
        </StatsTable>
      </CardContent>
    </Card>
  )
})
