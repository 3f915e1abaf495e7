import { useTranslation } from 'react-i18next'
import { TimedMatchClock } from '@/components/timed-match-clock'
import { TrophyIcon } from 'lucide-react'
import type { Match } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import { cn } from '@/lib/cn'
import { type ScoreView } from '../lib/optimistic-score'
import { playersOfTeam, teamName } from '@/lib/match-teams'
import { TeamLetter } from './team-letter'

export interface ScoreboardProps {
  match: Match
  score: ScoreView
}

/** Sets, games, the game in play and who serves, readable at a glance from the side of the court. */
export function Scoreboard({ match, score }: ScoreboardProps) {
  const { t } = useTranslation()
  const teams: Team[] = [0, 1]
  const setNumber = score.sets.length
  const serverName =
    score.serverId === null ? null : match.pairs.flatMap((p) => p.players).find((p) => p.id === score.serverId)?.name
  const gameLabel =
    score.winner !== null
      ? t('scoring.board.finished')
      : score.superTieBreak
        ? t('scoring.board.superTieBreak')
        : score.tieBreak
          ? t('scoring.board.tieBreak')
          : t('scoring.board.game')

  return (
    <section
      aria-labelledby="scoreboard-title"
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      data-testid="scoreboard"
    >
      <h2 id="scoreboard-title" className="sr-only">
        {t('scoring.board.title')}
      </h2>
      {score.winner !== null && (
        <p
          role="status"
          className="flex items-center justify-center gap-2 bg-emerald-700 px-4 py-2.5 text-center font-semibold text-white dark:bg-emerald-500 dark:text-emerald-950"
          data-testid="winner-banner"
        >
          <TrophyIcon className="size-5" aria-hidden="true" />
          {t('scoring.board.winner', { team: teamName(match, score.winner) })}
        </p>
      )}
      {score.timed && score.winner === null && match.rules.timed_minutes !== null && (
        <div className="flex justify-center border-b border-border px-3 py-2">
          <TimedMatchClock clock={score.timed} minutes={match.rules.timed_minutes} />
        </div>
      )}
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t('scoring.board.caption')}</caption>
        <thead>
          <tr className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="px-3 pt-2.5 pb-1 font-medium">
              {score.winner === null ? t('scoring.board.setN', { n: setNumber }) : t('scoring.board.sets')}
            </th>
            {score.sets.map((_, i) => (
              <th key={i} scope="col" className="w-8 px-1 pt-2.5 pb-1 text-center font-medium">
                <span aria-hidden="true">{i + 1}</span>
                <span className="sr-only">{t('scoring.board.setN', { n: i + 1 })}</span>
              </th>
            ))}
            {score.points && (
              <th scope="col" className="w-20 px-2 pt-2.5 pb-1 text-center font-medium sm:w-24">
                {gameLabel}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => {
            const players = playersOfTeam(match, team)
            return (
              <tr
                key={team}
                className={cn(
                  'border-t border-border',
                  score.winner === team && 'bg-emerald-50 dark:bg-emerald-950/30',
                )}
                data-testid={`score-row-${team}`}
              >
                <th scope="row" className="px-3 py-2.5 font-normal">
                  <span className="flex items-center gap-2">
                    <TeamLetter team={team} />
                    <span className="min-w-0">
                      {players.map((player) => {
                        const serving = score.serverId === player.id
                        return (
                          <span
                            key={player.id}
                            className={cn(
                              'flex items-center gap-1.5 text-sm leading-6 sm:text-base',
                              serving ? 'font-semibold' : 'text-foreground/90',
                            )}
                          >
                            <span className="truncate">{player.name}</span>
                            {serving && match.show_server_indicator && (
                              <span className="inline-flex items-center" data-testid="server-indicator">
                                <span
                                  aria-hidden="true"
                                  className="size-2.5 rounded-full bg-lime-400 ring-2 ring-lime-600/40 dark:bg-lime-300"
                                />
                                <span className="sr-only">{t('scoring.board.serving')}</span>
                              </span>
                            )}
                          </span>
                        )
                      })}
                    </span>
                  </span>
                </th>
                {score.sets.map((set, i) => {
                  const current = score.winner === null && i === score.sets.length - 1
                  const won = !current && set.games[team] > set.games[team === 0 ? 1 : 0]
                  return (
                    <td
                      key={i}
                      className={cn(
                        'px-1 py-2.5 text-center text-lg tabular-nums sm:text-xl',
                        current ? 'font-bold' : won ? 'font-semibold' : 'text-muted-foreground',
                      )}
                    >
                      {set.games[team]}
                      {set.tieBreak && (
                        <sup className="ml-0.5 text-[10px] font-normal text-muted-foreground">{set.tieBreak[team]}</sup>
                      )}
                    </td>
                  )
                })}
                {score.points && (
                  <td className="px-2 py-1.5 text-center">
                    <span
                      className={cn(
                        'inline-flex min-w-14 items-center justify-center rounded-lg bg-foreground px-2 py-1 text-2xl font-bold text-background tabular-nums sm:min-w-16 sm:text-3xl',
                        score.optimistic && 'ring-2 ring-primary/50 ring-offset-1 ring-offset-card',
                      )}
                      data-testid={`points-${team}`}
                    >
                      {score.points[team]}
                    </span>
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
      {score.winner === null && serverName && (
        <p className="border-t border-border px-3 py-2 text-sm text-muted-foreground" data-testid="serving-line">
          {t('scoring.board.servingNow', { name: serverName })}
        </p>
      )}
    </section>
  )
}
