import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CloudUploadIcon, ListOrderedIcon, PencilIcon, PlayIcon, ZapIcon } from 'lucide-react'
import { hasFullDetail } from '@courtside/domain'
import type { Ball, Match } from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { QueryErrorView } from '@/components/query-error-view'
import { cn } from '@/lib/cn'
import { LoadingBlock } from '@/components/loading-block'

const TIMELINE_PREVIEW = 20

/** A point recorded on this device that the server has not confirmed yet. */
export interface PendingPoint {
  client_id: string
  point_type: Ball['point_type']
  winner_team: Ball['winner_team']
}

/**
 * Every point so far, latest first: number, server, who won it, how, and who finished it. A point without its full
 * detail says so in words (ADR 0036), and an editor can open any point to complete or correct it.
 */
export function MatchTimeline({
  match,
  balls,
  loading,
  error,
  onRetry,
  onEditBall,
  onPlayBall,
  pending = [],
}: {
  match: Match
  balls: Ball[] | undefined
  loading: boolean
  error: unknown
  /** Asks for the points again after `error`. */
  onRetry: () => unknown
  onEditBall?: (ball: Ball) => void
  /** Plays the point's rally in the linked video (ADR 0037). */
  onPlayBall?: (seq: number) => void
  /** Points waiting on this device to reach the server, oldest first: listed above the rest, marked (ADR 0038). */
  pending?: readonly PendingPoint[]
}) {
  const { t } = useTranslation()
  const [showAll, setShowAll] = useState(false)
  const names = new Map(match.pairs.flatMap((pair) => pair.players.map((p) => [p.id, p.name] as const)))
  const pairLabel = (team: 0 | 1) => t('matches.wizard.pair', { pair: team === 0 ? 'A' : 'B' })

  if (loading) {
    return (
      <LoadingBlock className="grid gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </LoadingBlock>
    )
  }
  // Offline, a failed refetch keeps the list it had: the error shows only when there is nothing to show.
  if (error && !balls) return <QueryErrorView query={{ error, refetch: onRetry }} />
  if ((!balls || balls.length === 0) && pending.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-center"
        data-testid="timeline-empty"
      >
        <ListOrderedIcon className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('matches.detail.noPointsTitle')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('matches.detail.noPointsBody')}</p>
      </div>
    )
  }
  const latestFirst = [...(balls ?? [])].sort((a, b) => b.seq - a.seq)
  const confirmedCount = latestFirst[0]?.seq ?? 0
  const total = latestFirst.length + pending.length
  // The preview counts the waiting points first: they are the latest.
  const pendingShown = showAll ? [...pending].reverse() : [...pending].reverse().slice(0, TIMELINE_PREVIEW)
  const shown = showAll ? latestFirst : latestFirst.slice(0, TIMELINE_PREVIEW - pendingShown.length)
  return (
    <div className="grid gap-3">
      <ol className="grid gap-1.5" data-testid="match-timeline" aria-label={t('matches.detail.timeline')}>
        {pendingShown.map((ball, i) => (
          <li
            key={ball.client_id}
            className="flex items-start gap-3 rounded-lg border border-dashed border-warning/60 bg-warning/5 px-3 py-2 text-sm"
            data-testid="timeline-pending"
          >
            <span className="mt-0.5 w-9 shrink-0 font-mono text-xs text-muted-foreground tabular-nums">
              #{confirmedCount + pending.length - i}
            </span>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Badge variant="outline">{t('matches.detail.pointTo', { pair: pairLabel(ball.winner_team) })}</Badge>
                <span className="font-medium">{t(`matches.pointTypes.${ball.point_type}`)}</span>
              </span>
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <CloudUploadIcon className="size-3.5" aria-hidden="true" />
                {t('matches.detail.waitingToSync')}
              </span>
            </span>
          </li>
        ))}
        {shown.map((ball) => {
          const detailed = hasFullDetail({ finisherId: ball.finisher_id, shotType: ball.shot_type }, match.license)
          return (
            <li
              key={ball.id}
              className="flex items-start gap-3 rounded-lg border border-border px-3 py-2 text-sm"
              data-testid="timeline-ball"
            >
              <span className="mt-0.5 w-9 shrink-0 font-mono text-xs text-muted-foreground tabular-nums">
                #{ball.seq}
              </span>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Badge
                    variant="outline"
                    className={cn(
                      ball.winner_team === 0
                        ? 'border-primary/50'
                        : 'border-highlight-foreground/40 dark:border-highlight/50',
                    )}
                  >
                    {t('matches.detail.pointTo', { pair: pairLabel(ball.winner_team) })}
                  </Badge>
                  <span className="font-medium">{t(`matches.pointTypes.${ball.point_type}`)}</span>
                  {ball.finisher_id !== null && (
                    <span className="text-muted-foreground">· {names.get(ball.finisher_id) ?? '—'}</span>
                  )}
                  {ball.shot_type && (
                    <span className="text-muted-foreground">
                      · {t(`shots.types.${ball.shot_type}`, { defaultValue: ball.shot_type })}
                    </span>
                  )}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t('matches.detail.servedBy', { name: names.get(ball.server_id) ?? '—' })}
                  {ball.serve ? ` · ${t(`matches.detail.serve.${ball.serve}`)}` : ''}
                  {ball.comment ? ` · “${ball.comment}”` : ''}
                </span>
                {!detailed && (
                  <span className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="timeline-quick">
                    <ZapIcon className="size-3.5" aria-hidden="true" />
                    {t('matches.detail.detailMissing')}
                  </span>
                )}
              </span>
              {onPlayBall && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 shrink-0"
                  onClick={() => onPlayBall(ball.seq)}
                  aria-label={t('video.play', { seq: ball.seq })}
                  data-testid="timeline-play"
                >
                  <PlayIcon aria-hidden="true" />
                </Button>
              )}
              {onEditBall && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0"
                  onClick={() => onEditBall(ball)}
                  aria-label={
                    detailed
                      ? t('matches.detail.editPoint', { seq: ball.seq })
                      : t('matches.detail.addDetailsTo', { seq: ball.seq })
                  }
                  data-testid="timeline-edit"
                >
                  <PencilIcon aria-hidden="true" />
                  <span className="hidden sm:inline">
                    {detailed ? t('matches.detail.edit') : t('matches.detail.addDetails')}
                  </span>
                </Button>
              )}
            </li>
          )
        })}
      </ol>
      {total > TIMELINE_PREVIEW && (
        <Button
          variant="outline"
          className="w-full sm:w-fit"
          onClick={() => setShowAll((v) => !v)}
          data-testid="timeline-toggle"
        >
          {showAll
            ? t('matches.detail.showLatest', { count: TIMELINE_PREVIEW })
            : t('matches.detail.showAll', { count: total })}
        </Button>
      )}
    </div>
  )
}
