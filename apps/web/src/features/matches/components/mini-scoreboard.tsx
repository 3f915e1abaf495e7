import { useTranslation } from 'react-i18next'
import type { Background, Match } from '@courtside/contracts'
import { cn } from '@/lib/cn'
import { backgroundCss } from '@/lib/match-background'
import { teamName } from './match-format'

/** A small scoreboard in the match's background, as the live scoreboard would show it (the background preview). */
export function MiniScoreboard({
  match,
  background,
  showServer,
}: {
  match: Match
  background: Background
  showServer: boolean
}) {
  const { t } = useTranslation()
  const css = backgroundCss(background)
  const sets = match.score.sets
  const points = match.score.current_game?.points ?? ['0', '0']
  const serverTeam = match.pairs.find((p) => p.players.some((pl) => pl.id === match.score.server_id))?.team ?? 0
  return (
    <div
      data-testid="background-preview"
      aria-label={t('matches.edit.background.preview')}
      role="img"
      className={cn(
        'grid gap-1.5 rounded-xl p-3 font-medium shadow-inner',
        css ? 'text-white' : 'bg-slate-900 text-white',
      )}
      style={css ? { backgroundImage: css } : undefined}
    >
      {([0, 1] as const).map((team) => (
        <div
          key={team}
          className="flex items-center gap-2 rounded-md bg-black/35 px-2.5 py-1.5 text-sm backdrop-blur-sm"
        >
          <span
            className={cn(
              'size-2 rounded-full',
              showServer && serverTeam === team ? 'bg-yellow-300' : 'bg-transparent',
            )}
            aria-hidden="true"
          />
          <span className="min-w-0 flex-1 truncate">
            {teamName(match, team) || t('matches.wizard.pair', { pair: team === 0 ? 'A' : 'B' })}
          </span>
          {sets.map((set, i) => (
            <span key={i} className="w-5 text-center tabular-nums opacity-90">
              {set.games[team]}
            </span>
          ))}
          <span className="w-8 rounded bg-white/90 text-center font-bold text-slate-900 tabular-nums">
            {points[team]}
          </span>
        </div>
      ))}
    </div>
  )
}
