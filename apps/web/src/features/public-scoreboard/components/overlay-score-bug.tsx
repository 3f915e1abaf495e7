import { useTranslation } from 'react-i18next'
import { Trophy } from 'lucide-react'
import type { PublicMatch } from '@courtside/contracts'
import { TimedMatchClock, timedClockOf } from '@/components/timed-match-clock'
import { cn } from '@/lib/cn'
import { playersOfTeam, teamName, teamOfPlayer } from '@/lib/match-teams'

const TEAMS = [0, 1] as const

/** "Iida Koski" → "Koski": the last word of a name, as broadcast graphics name players. */
const surname = (name: string) => name.trim().split(/\s+/).at(-1) ?? name

/** One side as a score bug names it: a pair's surnames ("Koski / Ortiz"), a singles player's whole name. */
export function shortTeamName(match: PublicMatch, team: 0 | 1): string {
  const players = playersOfTeam(match, team)
  return players.length > 1 ? players.map((p) => surname(p.name)).join(' / ') : (players[0]?.name ?? '')
}

/**
 * The compact score of the broadcast overlay, sized in px for its 1920×1080 stage: one row per side with the
 * serving ball, the short names, the games of each set and the game's points (a tie-break's in a tie-break), the
 * trophy on the winner's row, and a timed match's clock above. Its own colours, whatever the viewer's theme: the
 * video behind it decides nothing. A real table with hidden headers, so a screen reader still reads it.
 */
export function OverlayScoreBug({ match }: { match: PublicMatch }) {
  const { t } = useTranslation()
  const { sets, current_game: game, server_id: serverId, winner_team: winnerTeam } = match.score
  const serverTeam = match.show_server_indicator && serverId !== null ? teamOfPlayer(match, serverId) : null
  const clock = timedClockOf(match.score.timed)
  return (
    <div
      data-testid="score-bug"
      className="overflow-hidden rounded-[14px] bg-slate-950/90 font-sans text-white tabular-nums shadow-[0_4px_18px_rgba(0,0,0,0.35)]"
    >
      {clock && winnerTeam === null && match.rules.timed_minutes !== null && (
        // The clock's theme colours made fixed: light on the bug's dark ground in either theme.
        <div className="border-b border-white/10 px-[14px] py-[8px] [--foreground:#fff] [--muted:rgb(255_255_255/0.12)]">
          <TimedMatchClock
            clock={clock}
            minutes={match.rules.timed_minutes}
            serverTime={match.server_time}
            className="gap-[8px] px-[12px] py-[3px] text-[20px] [&_svg]:size-[20px]"
          />
        </div>
      )}
      <table className="border-collapse">
        <caption className="sr-only">{t('scoreboard.score')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('scoreboard.team')}</th>
            {sets.map((set, i) => (
              <th key={i} scope="col">
                {set.super_tie_break ? t('scoreboard.tieBreak') : t('scoreboard.set', { n: i + 1 })}
              </th>
            ))}
            {game && <th scope="col">{game.tie_break ? t('scoreboard.tieBreak') : t('scoreboard.game')}</th>}
          </tr>
        </thead>
        <tbody>
          {TEAMS.map((team) => (
            <tr
              key={team}
              data-testid={`score-bug-team-${team}`}
              className={cn('h-[58px] text-[28px] leading-none', team === 1 && 'border-t border-white/12')}
            >
              <th scope="row" className="py-0 pr-[18px] pl-[14px] text-left font-semibold">
                <span className="flex items-center gap-[12px]">
                  <span
                    aria-hidden="true"
                    data-testid={serverTeam === team ? 'score-bug-server' : undefined}
                    className={cn(
                      'size-[14px] shrink-0 rounded-full',
                      serverTeam === team ? 'bg-[#d7f542] ring-2 ring-white/85' : 'bg-transparent',
                    )}
                  />
                  <span aria-hidden="true" className="max-w-[400px] truncate uppercase" data-testid="score-bug-name">
                    {shortTeamName(match, team)}
                  </span>
                  <span className="sr-only">{teamName(match, team)}</span>
                  {serverTeam === team && <span className="sr-only">{t('scoreboard.serving')}</span>}
                  {winnerTeam === team && (
                    <>
                      <Trophy aria-hidden="true" className="size-[26px] shrink-0 text-yellow-300" />
                      <span className="sr-only">{t('scoreboard.winner')}</span>
                    </>
                  )}
                </span>
              </th>
              {sets.map((set, i) => {
                const current = i === sets.length - 1 && game !== null
                return (
                  <td
                    key={i}
                    data-testid="score-bug-set"
                    className={cn(
                      'w-[46px] py-0 text-center font-semibold',
                      current ? 'text-white' : 'text-white/75',
                      i === sets.length - 1 && !game && 'pr-[8px]',
                    )}
                  >
                    {set.games[team]}
                    {set.tie_break && <sup className="ml-[2px] text-[15px] text-white/75">{set.tie_break[team]}</sup>}
                  </td>
                )
              })}
              {game && (
                <td
                  data-testid="score-bug-points"
                  className={cn(
                    'w-[72px] bg-[#d7f542] py-0 text-center font-bold text-slate-950',
                    // The row line, visible on the light column too: the two sides' points never read as one.
                    team === 1 && 'border-t border-slate-950/25',
                  )}
                >
                  {game.points[team]}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
