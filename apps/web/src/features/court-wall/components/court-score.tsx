import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Trophy } from 'lucide-react'
import type { PublicMatch } from '@courtside/contracts'
import { cn } from '@/lib/cn'
import { playersOfTeam } from '@/lib/match-teams'

const TEAMS = [0, 1] as const

/**
 * One court's score, sized in em so the tile scales it: a row per side with its players (one per line), the games
 * of each set and the game's points. A real table whose column headers only screen readers hear ("Set 1", "Game"),
 * so it is read row by row; the serving dot and the trophy also say what they mean in words.
 */
export function CourtScore({
  match,
  courtName,
  serverTeam,
}: {
  match: PublicMatch
  courtName: string
  serverTeam: 0 | 1 | null
}) {
  const { t } = useTranslation()
  const { sets, current_game: game, winner_team: winnerTeam } = match.score
  const ongoing = winnerTeam === null
  return (
    <table className="w-full shrink-0 border-separate border-spacing-y-[0.2em] tabular-nums" data-testid="court-score">
      <caption className="sr-only">{t('courtWall.scoreOf', { court: courtName })}</caption>
      <thead>
        <tr>
          <th scope="col" className="p-0">
            <span className="sr-only">{t('scoreboard.team')}</span>
          </th>
          {sets.map((set, i) => (
            <th key={i} scope="col" className="p-0">
              <span className="sr-only">
                {set.super_tie_break ? t('scoreboard.tieBreak') : t('scoreboard.set', { n: i + 1 })}
              </span>
            </th>
          ))}
          {game && (
            <th scope="col" className="p-0">
              <span className="sr-only">{game.tie_break ? t('scoreboard.tieBreak') : t('scoreboard.game')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {TEAMS.map((team) => (
          <tr key={team} data-testid={`court-team-${team}`} className="bg-muted">
            <th
              scope="row"
              className="w-full max-w-0 rounded-l-[0.35em] py-[0.2em] pl-[0.45em] text-left font-semibold"
            >
              <span className="flex min-w-0 items-center gap-[0.4em]">
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-block size-[0.55em] shrink-0 rounded-full',
                    serverTeam === team ? 'bg-lime-400 ring-1 ring-foreground/50' : 'bg-transparent',
                  )}
                />
                <span className="min-w-0 flex-1 leading-tight">
                  {playersOfTeam(match, team).map((player, i) => (
                    <Fragment key={player.id}>
                      {i > 0 && <span className="sr-only"> & </span>}
                      <span className="block truncate">{player.name}</span>
                    </Fragment>
                  ))}
                </span>
                {serverTeam === team && <span className="sr-only">{t('scoreboard.serving')}</span>}
                {winnerTeam === team && (
                  <>
                    <Trophy aria-hidden="true" className="size-[1.2em] shrink-0 text-amber-500" />
                    <span className="sr-only">{t('scoreboard.winner')}</span>
                  </>
                )}
              </span>
            </th>
            {sets.map((set, i) => {
              const past = ongoing && i < sets.length - 1
              return (
                <td
                  key={i}
                  className={cn(
                    'px-[0.3em] text-center text-[2.3em] leading-none font-bold',
                    past && 'text-muted-foreground',
                    i === sets.length - 1 && !game && 'rounded-r-[0.2em] pr-[0.3em]',
                  )}
                >
                  {set.games[team]}
                  {set.tie_break && (
                    <sup className="ml-[0.05em] text-[0.5em] font-semibold">
                      <span className="sr-only">{t('scoreboard.tieBreakPoints', { points: '' })}</span>
                      {set.tie_break[team]}
                    </sup>
                  )}
                </td>
              )
            })}
            {game && (
              <td className="rounded-r-[0.35em] py-[0.15em] pr-[0.2em] pl-[0.15em] text-center">
                <span
                  data-testid={`court-points-${team}`}
                  className="inline-block min-w-[1.7em] rounded-[0.2em] bg-foreground px-[0.15em] py-[0.08em] text-[2.3em] leading-none font-bold text-background"
                >
                  {game.points[team]}
                </span>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
