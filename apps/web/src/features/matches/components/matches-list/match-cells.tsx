import { useTranslation } from 'react-i18next'
import { type Match } from '@courtside/contracts'
import { setsText, teamName } from '../match-format'

export function WinnerText({ match }: { match: Match }) {
  const { t } = useTranslation()
  if (match.score.winner_team === null) return <span className="text-muted-foreground">—</span>
  return (
    <span>
      <span className="sr-only">{t('matches.columns.winner')}: </span>
      {teamName(match, match.score.winner_team)}
    </span>
  )
}

export function Players({ match }: { match: Match }) {
  const { t } = useTranslation()
  return (
    <span className="grid gap-0.5">
      <span>{teamName(match, 0)}</span>
      <span className="text-xs text-muted-foreground">{t('matches.vs')}</span>
      <span>{teamName(match, 1)}</span>
    </span>
  )
}

export function Score({ match }: { match: Match }) {
  const { t } = useTranslation()
  const sets = match.points_count > 0 ? setsText(match) : ''
  const game =
    match.status === 'in_progress' && match.score.current_game ? match.score.current_game.points.join('–') : null
  if (!sets && !game) return <span className="text-muted-foreground">—</span>
  return (
    <span className="font-mono text-sm tabular-nums">
      {sets}
      {game && (
        <span className="ml-2 text-muted-foreground">
          <span className="sr-only">{t('matches.detail.currentGame')}: </span>({game})
        </span>
      )}
    </span>
  )
}
