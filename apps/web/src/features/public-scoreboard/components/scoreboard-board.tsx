import { useTranslation } from 'react-i18next'
import { Trophy } from 'lucide-react'
import type { PublicMatch } from '@courtside/contracts'
import { cn } from '@/lib/cn'
import { backgroundCss } from '@/lib/match-background'
import { TimedMatchClock, timedClockOf } from '@/components/timed-match-clock'
import { TeamNames } from './team-names'
import { playersOfTeam, teamName, teamOfPlayer } from '@/lib/match-teams'

const TEAMS = [0, 1] as const

/**
 * The big score on the match's background: one row per side with its games in each set, the game's points and who
 * serves (when the coach shows it). A real table, so a screen reader reads it row by row; the serving ball and the
 * trophy also say what they mean in words.
 */
export function ScoreboardBoard({ match, tv = false }: { match: PublicMatch; tv?: boolean }) {
  const { t } = useTranslation()
  const css = backgroundCss(match.background)
  const { sets, current_game: game, server_id: serverId, winner_team: winnerTeam } = match.score
  const serverTeam = match.show_server_indicator && serverId !== null ? teamOfPlayer(match, serverId) : null
  const server = serverTeam === null ? null : playersOfTeam(match, serverTeam).find((p) => p.id === serverId)
  const clock = timedClockOf(match.score.timed)
  const cell = tv ? 'px-[1.2vw] py-[1vh]' : 'px-2 py-2 sm:px-3'
  return (
    <section
      aria-labelledby="scoreboard-title"
      data-testid="scoreboard"
      className={cn(
        'text-white',
        tv
          ? 'flex min-h-0 flex-1 flex-col justify-center gap-[2vh] px-[4vmin] pt-[3vmin]'
          : 'rounded-2xl p-3 shadow-lg sm:p-5',
        // On TV the whole screen wears the background; the board lies on it.
        css || tv ? undefined : 'bg-slate-900',
      )}
      style={css && !tv ? { backgroundImage: css } : undefined}
    >
      <h1
        id="scoreboard-title"
        className={cn(
          'truncate font-semibold drop-shadow-sm',
          tv ? 'pr-[16vw] text-[min(3vw,4.5vh)]' : 'mb-2 text-lg sm:text-xl',
        )}
      >
        {match.title}
      </h1>
      {clock && winnerTeam === null && match.rules.timed_minutes !== null && (
        <TimedMatchClock
          clock={clock}
          minutes={match.rules.timed_minutes}
          serverTime={match.server_time}
          className={cn('mb-2', tv && 'px-[1.2vw] py-[0.8vh] text-[min(2vw,3.2vh)]')}
        />
      )}
      <table
        className={cn('w-full border-separate border-spacing-y-1.5 tabular-nums', tv && 'border-spacing-y-[1.2vh]')}
      >
        <caption className="sr-only">{t('scoreboard.score')}</caption>
        <thead>
          <tr className={cn('text-left font-medium text-white/85', tv ? 'text-[min(1.6vw,2.6vh)]' : 'text-xs')}>
            <th scope="col" className={cn(cell, 'w-full')}>
              {t('scoreboard.team')}
            </th>
            {sets.map((set, i) => (
              <th key={i} scope="col" className={cn(cell, 'text-center whitespace-nowrap')}>
                {set.super_tie_break ? t('scoreboard.tieBreak') : t('scoreboard.set', { n: i + 1 })}
              </th>
            ))}
            {game && (
              <th scope="col" className={cn(cell, 'text-center whitespace-nowrap')}>
                {game.tie_break ? t('scoreboard.tieBreak') : t('scoreboard.game')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {TEAMS.map((team) => (
            <tr
              key={team}
              data-testid={`scoreboard-team-${team}`}
              className={cn('bg-black/40', tv ? 'text-[min(4.6vw,7.5vh)]' : 'text-lg sm:text-2xl')}
            >
              <th
                scope="row"
                className={cn(cell, 'max-w-0 rounded-l-lg text-left font-semibold', tv && 'rounded-l-[1vw]')}
              >
                <span className="flex min-w-0 items-center gap-2">
                  <span
                    className={cn(
                      'inline-block shrink-0 rounded-full',
                      tv ? 'size-[0.45em]' : 'size-3',
                      serverTeam === team ? 'bg-[#d7f542] ring-2 ring-white/80' : 'bg-transparent',
                    )}
                    aria-hidden="true"
                  />
                  {tv ? (
                    <span className="truncate">{teamName(match, team)}</span>
                  ) : (
                    <TeamNames match={match} team={team} />
                  )}
                  {serverTeam === team && <span className="sr-only">{t('scoreboard.serving')}</span>}
                  {winnerTeam === team && (
                    <>
                      <Trophy
                        className={cn('shrink-0 text-yellow-300', tv ? 'size-[0.8em]' : 'size-5')}
                        aria-hidden="true"
                      />
                      <span className="sr-only">{t('scoreboard.winner')}</span>
                    </>
                  )}
                </span>
              </th>
              {sets.map((set, i) => {
                const last = i === sets.length - 1 && !game
                return (
                  <td key={i} className={cn(cell, 'text-center font-semibold', last && 'rounded-r-lg')}>
                    {set.games[team]}
                    {set.tie_break && (
                      <sup className="ml-0.5 text-[0.55em] font-medium text-white/85">
                        <span className="sr-only">{t('scoreboard.tieBreakPoints', { points: '' })}</span>
                        {set.tie_break[team]}
                      </sup>
                    )}
                  </td>
                )
              })}
              {game && (
                <td className={cn(cell, 'rounded-r-lg text-center', tv && 'rounded-r-[1vw]')}>
                  <span
                    className={cn(
                      'inline-block min-w-[2.2em] rounded-md bg-white px-1.5 font-bold text-slate-900',
                      tv && 'rounded-[0.6vw]',
                    )}
                  >
                    {game.points[team]}
                  </span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {server && (
        <p className={cn('text-white/90', tv ? 'text-[min(1.8vw,2.8vh)]' : 'text-sm')}>
          {t('scoreboard.servingName', { name: server.name })}
        </p>
      )}
    </section>
  )
}
