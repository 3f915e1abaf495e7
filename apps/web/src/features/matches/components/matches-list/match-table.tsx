import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type Match } from '@courtside/contracts'
import { type EditTab } from '../edit-match-dialog'
import { MatchActions } from '../match-actions'
import { formatDateTime } from '../match-format'
import { MatchStatusBadge } from '../match-status-badge'
import { Players, Score, WinnerText } from './match-cells'

export function MatchTable({ matches, onEdit }: { matches: Match[]; onEdit: (match: Match, tab: EditTab) => void }) {
  const { t, i18n } = useTranslation()
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-border md:block">
      <table className="w-full text-sm" data-testid="matches-table">
        <caption className="sr-only">{t('matches.list.title')}</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('matches.columns.date')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('matches.columns.players')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('matches.columns.score')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('matches.columns.status')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('matches.columns.winner')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('matches.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {matches.map((match) => (
            <tr key={match.id} className="border-t border-border align-top hover:bg-accent/30" data-testid="match-row">
              <td className="px-4 py-3">
                <Link
                  to={`/matches/${match.id}`}
                  className="font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50"
                >
                  {match.title}
                </Link>
                <p className="text-xs whitespace-nowrap text-muted-foreground">
                  {formatDateTime(match.created_at, i18n.language)}
                </p>
                {match.source === 'live' && <p className="text-xs text-muted-foreground">{t('matches.source.live')}</p>}
              </td>
              <td className="px-4 py-3">
                <Players match={match} />
              </td>
              <td className="px-4 py-3">
                <Score match={match} />
              </td>
              <td className="px-4 py-3">
                <MatchStatusBadge status={match.status} />
              </td>
              <td className="px-4 py-3">
                <WinnerText match={match} />
              </td>
              <td className="px-4 py-2 text-right">
                <MatchActions match={match} onEdit={onEdit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
