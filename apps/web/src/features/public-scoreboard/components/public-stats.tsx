import { useTranslation } from 'react-i18next'
import type { PublicMatch } from '@courtside/contracts'
import { cn } from '@/lib/cn'
import { teamName } from '@/lib/match-teams'
import { TeamNames } from './team-names'

/** A few figures per side: points won, winners, errors and break points won of those played. */
export function PublicStats({ match, tv = false }: { match: PublicMatch; tv?: boolean }) {
  const { t } = useTranslation()
  const { stats } = match
  const [a, b] = [teamName(match, 0), teamName(match, 1)]
  const rows: [string, [string | number, string | number]][] = [
    [t('scoreboard.pointsWon'), stats.points_won],
    [t('scoreboard.winners'), stats.winners],
    [t('scoreboard.errors'), stats.errors],
    [
      t('scoreboard.breakPoints'),
      [0, 1].map((team) =>
        t('scoreboard.breakPointsValue', {
          converted: stats.break_points_converted[team],
          chances: stats.break_points_chances[team],
        }),
      ) as [string, string],
    ],
  ]
  const cell = tv ? 'px-[1vw] py-[0.8vh]' : 'px-3 py-2'
  return (
    <table className={cn('w-full table-fixed tabular-nums', tv ? 'text-[min(1.5vw,2.5vh)]' : 'text-sm')}>
      <caption className="sr-only">{t('scoreboard.statsCaption', { a, b })}</caption>
      <thead>
        <tr className={tv ? 'text-white/85' : 'text-muted-foreground'}>
          <th scope="col" className={cn(cell, 'w-[34%] text-left font-medium')}>
            <span className="sr-only">{t('scoreboard.figure')}</span>
          </th>
          <th scope="col" className={cn(cell, 'text-right align-bottom font-medium')}>
            <TeamNames match={match} team={0} stack="always" />
          </th>
          <th scope="col" className={cn(cell, 'text-right align-bottom font-medium')}>
            <TeamNames match={match} team={1} stack="always" />
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, values]) => (
          <tr key={label} className={tv ? 'border-t border-white/20' : 'border-t border-border'}>
            <th scope="row" className={cn(cell, 'text-left font-normal')}>
              {label}
            </th>
            <td className={cn(cell, 'text-right font-semibold')}>{values[0]}</td>
            <td className={cn(cell, 'text-right font-semibold')}>{values[1]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
