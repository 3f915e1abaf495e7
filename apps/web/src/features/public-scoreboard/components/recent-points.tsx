import { useTranslation } from 'react-i18next'
import type { PublicMatch } from '@courtside/contracts'
import { cn } from '@/lib/cn'
import { allPlayers, teamName } from '@/lib/match-teams'
import { shotName } from '@courtside/contracts'

/** The latest points in words, newest first: who won it, how, by whom, with which shot. */
export function RecentPoints({ match, limit, tv = false }: { match: PublicMatch; limit?: number; tv?: boolean }) {
  const { t } = useTranslation()
  const points = match.recent_points.slice(0, limit)
  const nameOf = (id: number | null) => allPlayers(match).find((p) => p.id === id)?.name
  if (points.length === 0) return <p className="text-sm text-muted-foreground">{t('scoreboard.noPoints')}</p>
  return (
    <ol className={cn('grid', tv ? 'gap-[1vh]' : 'gap-2')} data-testid="recent-points">
      {points.map((point) => {
        const how = [
          t(`shots.pointTypes.${point.point_type}`),
          nameOf(point.finisher_id),
          point.shot_type ? shotName(t, point.shot_type) : undefined,
        ].filter(Boolean)
        return (
          <li
            key={point.seq}
            className={cn(
              'flex items-baseline gap-3 rounded-lg',
              tv
                ? 'bg-black/35 px-[1.2vw] py-[0.8vh] text-[min(1.5vw,2.5vh)]'
                : 'border border-border bg-card px-3 py-2',
            )}
          >
            <span
              className={cn(
                'shrink-0 text-xs tabular-nums',
                tv ? 'text-[0.7em] text-white/80' : 'text-muted-foreground',
              )}
            >
              {t('scoreboard.pointNumber', { seq: point.seq })}
            </span>
            <span className="min-w-0">
              <span className="font-medium">
                {t('scoreboard.pointTo', { team: teamName(match, point.winner_team) })}
              </span>
              <span className={tv ? 'text-white/85' : 'text-muted-foreground'}> · {how.join(' · ')}</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
