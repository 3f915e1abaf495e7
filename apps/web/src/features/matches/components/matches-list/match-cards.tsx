import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type Match } from '@courtside/contracts'
import { type EditTab } from '../edit-match-dialog'
import { MatchActions } from '../match-actions'
import { formatDateTime, teamName } from '../match-format'
import { MatchStatusBadge } from '../match-status-badge'
import { Players, Score } from './match-cells'

export function MatchCards({ matches, onEdit }: { matches: Match[]; onEdit: (match: Match, tab: EditTab) => void }) {
  const { t, i18n } = useTranslation()
  return (
    <ul className="grid gap-3 md:hidden" data-testid="matches-cards">
      {matches.map((match) => (
        <li key={match.id} className="rounded-xl border border-border bg-card p-4" data-testid="match-card">
          <div className="flex items-start gap-2">
            <div className="grid min-w-0 flex-1 gap-1">
              <Link
                to={`/matches/${match.id}`}
                className="truncate font-semibold underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50"
              >
                {match.title}
              </Link>
              <p className="text-xs text-muted-foreground">{formatDateTime(match.created_at, i18n.language)}</p>
            </div>
            <MatchActions match={match} onEdit={onEdit} />
          </div>
          <div className="mt-3 grid gap-2 text-sm">
            <Players match={match} />
            <div className="flex flex-wrap items-center gap-2">
              <MatchStatusBadge status={match.status} />
              {match.source === 'live' && (
                <span className="text-xs text-muted-foreground">{t('matches.source.live')}</span>
              )}
              <Score match={match} />
            </div>
            {match.score.winner_team !== null && (
              <p className="text-sm">
                <span className="text-muted-foreground">{t('matches.columns.winner')}: </span>
                {teamName(match, match.score.winner_team)}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
