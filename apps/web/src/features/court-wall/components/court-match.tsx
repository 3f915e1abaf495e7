import { useTranslation } from 'react-i18next'
import { CircleCheck, Clock, Radio, Trophy } from 'lucide-react'
import type { PublicMatch } from '@courtside/contracts'
import { SilentScorerNotice } from '@/components/silent-scorer-notice'
import { TimedMatchClock, timedClockOf } from '@/components/timed-match-clock'
import { useSilentMinutes } from '@/hooks/use-silent-minutes'
import { cn } from '@/lib/cn'
import { playersOfTeam, teamName, teamOfPlayer } from '@/lib/match-teams'
import { CourtScore } from './court-score'

const STATUS_ICONS = { not_started: Clock, in_progress: Radio, finished: CircleCheck } as const

/** A match's state in words and an icon: "Not started", "Ongoing", "Finished". */
export function MatchStatusBadge({ status }: { status: PublicMatch['status'] }) {
  const { t } = useTranslation()
  const Icon = STATUS_ICONS[status]
  return (
    <span
      data-testid="court-match-status"
      className={cn(
        'inline-flex shrink-0 items-center gap-[0.3em] rounded-full px-[0.6em] py-[0.15em] text-[0.75em] font-semibold',
        status === 'in_progress' ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-[1.1em]" />
      {t(`courtWall.status.${status}`)}
    </span>
  )
}

/**
 * A public match on a court: its title, the score, then in words who serves (when the coach shows it), the
 * tie-break, the winner, a timed match's clock and the notice when the scorer has gone quiet (on the server's
 * clock, `receivedAt` being when the wall was read).
 */
export function CourtMatch({
  match,
  courtName,
  receivedAt,
}: {
  match: PublicMatch
  courtName: string
  receivedAt: number
}) {
  const { t } = useTranslation()
  const silentMinutes = useSilentMinutes(match, receivedAt)
  const { server_id: serverId, winner_team: winnerTeam, current_game: game } = match.score
  const serverTeam = match.show_server_indicator && serverId !== null ? teamOfPlayer(match, serverId) : null
  const server = serverTeam === null ? undefined : playersOfTeam(match, serverTeam).find((p) => p.id === serverId)
  const clock = timedClockOf(match.score.timed)
  const note = 'inline-flex items-center gap-[0.35em] text-[0.85em]'
  const pill = 'shrink-0 py-[0.1em] text-[0.8em] whitespace-nowrap'
  return (
    <div className="flex min-h-0 flex-1 flex-col justify-between gap-[0.35em]">
      {/* The clock and the quiet scorer's notice beside the title: the title gives way first, never the score. */}
      <div className="flex shrink-0 items-center gap-[0.5em]">
        <p className="min-w-0 flex-1 truncate text-[0.9em] text-muted-foreground" data-testid="court-match-title">
          {match.title}
        </p>
        {clock && winnerTeam === null && match.rules.timed_minutes !== null && (
          <TimedMatchClock
            clock={clock}
            minutes={match.rules.timed_minutes}
            serverTime={match.server_time}
            className={cn(pill, 'px-[0.6em] [&_svg]:size-[1.1em]')}
          />
        )}
        <SilentScorerNotice minutes={silentMinutes} className={cn(pill, 'px-[0.5em]')} />
      </div>
      <CourtScore match={match} courtName={courtName} serverTeam={serverTeam} />
      <div className="flex shrink-0 flex-wrap items-center gap-x-[0.9em] gap-y-[0.3em]">
        {winnerTeam !== null && (
          <p className={cn(note, 'font-semibold')} data-testid="court-winner">
            <Trophy aria-hidden="true" className="size-[1.1em] shrink-0 text-amber-500" />
            {t('courtWall.winner', { team: teamName(match, winnerTeam) })}
          </p>
        )}
        {server && winnerTeam === null && (
          <p className={note} data-testid="court-server">
            <span
              aria-hidden="true"
              className="size-[0.55em] shrink-0 rounded-full bg-lime-400 ring-1 ring-foreground/50"
            />
            {t('scoreboard.servingName', { name: server.name })}
          </p>
        )}
        {game?.tie_break && winnerTeam === null && (
          <p className={cn(note, 'font-semibold')} data-testid="court-tie-break">
            {t('scoreboard.tieBreak')}
          </p>
        )}
      </div>
    </div>
  )
}
