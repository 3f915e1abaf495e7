import { useTranslation } from 'react-i18next'
import type { ShotSpeed, ShotType } from '@courtside/domain'
import type { CourtPoint } from '@/components/court-geometry'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { allPlayers, teamName } from '@/lib/match-teams'
import { winnerOf, type Step } from '../../lib/point-details-flow'
import { TeamLetter } from '../team-letter'
import { TEAM_BORDER } from '../team-style'
import type { StepProps } from './step-props'
import { UpgradeHint } from './upgrade-hint'

/** Everything chosen, in words, each line with a way back to its step. */
export function SummaryStep({ match, state, ctx, dispatch }: StepProps) {
  const { t } = useTranslation()
  const { draft } = state
  const pro = match.license === 'pro'
  const winnerTeam = winnerOf(draft, ctx)
  const name = (id: number | null) => (id === null ? '—' : (allPlayers(match).find((p) => p.id === id)?.name ?? '—'))
  const shot = (type: ShotType | null, speed: ShotSpeed | null) =>
    [type ? t(`shots.types.${type}`) : null, speed ? t(`shots.speeds.${speed}`) : null].filter(Boolean).join(' · ') ||
    '—'
  // In court words ("team A's half, left side"), not coordinates.
  const pos = (p: CourtPoint | null) =>
    p
      ? `${p.y < 0.5 ? t('court.end0') : t('court.end1')}, ${p.x < 1 / 3 ? t('court.left') : p.x > 2 / 3 ? t('court.right') : t('court.centre')}`
      : '—'
  const rows: [string, string, Step][] = [
    [t('scoring.details.summaryFinisher'), name(draft.finisherId), 'finisher'],
    [
      t('scoring.details.summaryPointType'),
      draft.pointType ? t(`shots.pointTypes.${draft.pointType}`) : '—',
      'pointType',
    ],
  ]
  if (pro) {
    const serve = draft.serve ? t(`scoring.details.serves.${draft.serve}`) : '—'
    rows.push([t('scoring.details.summaryServe'), serve, 'shot'])
    rows.push([t('scoring.details.summaryShot'), shot(draft.shotType, draft.shotSpeed), 'shot'])
    rows.push([
      t('scoring.details.summaryPrevious'),
      draft.previousShooterId === null
        ? t('scoring.details.none')
        : `${name(draft.previousShooterId)} · ${shot(draft.previousShotType, draft.previousShotSpeed)}`,
      'previous',
    ])
    rows.push([t('scoring.details.summaryPositions'), `${pos(draft.from)} → ${pos(draft.to)}`, 'positions'])
  }
  rows.push([t('scoring.details.summaryComment'), draft.comment.trim() || '—', 'comment'])
  return (
    <div className="flex flex-col gap-3">
      {winnerTeam !== null && (
        <p
          className={cn(
            'flex items-center gap-2 rounded-xl border-l-4 bg-muted/60 px-3 py-2.5 font-semibold',
            TEAM_BORDER[winnerTeam],
          )}
          data-testid="details-summary-winner"
        >
          <TeamLetter team={winnerTeam} />
          {t('scoring.details.pointTo', { team: teamName(match, winnerTeam) })}
        </p>
      )}
      <dl className="divide-y divide-border rounded-xl border border-border">
        {rows.map(([label, value, step]) => (
          <div key={label} className="flex items-center gap-3 px-3 py-2">
            <dt className="w-28 shrink-0 text-sm text-muted-foreground">{label}</dt>
            {/* The edit button sits inside the dd: a dl's groups may hold only dt and dd. */}
            <dd className="flex min-w-0 flex-1 items-center gap-3">
              <span className="min-w-0 flex-1 text-sm font-medium break-words">{value}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => dispatch({ type: 'goTo', step })}
                aria-label={t('scoring.details.editField', { field: label })}
              >
                {t('scoring.details.edit')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      {!pro && <UpgradeHint />}
    </div>
  )
}
