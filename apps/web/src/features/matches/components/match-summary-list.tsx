import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ChevronRightIcon } from 'lucide-react'
import type { Match } from '@courtside/contracts'
import { formatDateTime, setsText, teamName } from './match-format'
import { MatchStatusBadge } from './match-status-badge'

/** A compact list of matches (title, pairs, score, status), each a link to its details. Used by the dashboard. */
export function MatchSummaryList({ matches, empty, testId }: { matches: Match[]; empty: string; testId?: string }) {
  const { t, i18n } = useTranslation()
  if (matches.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid={testId}>
        {empty}
      </p>
    )
  return (
    <ul className="grid gap-2" data-testid={testId}>
      {matches.map((match) => (
        <li key={match.id}>
          <Link
            to={`/matches/${match.id}`}
            className="flex min-h-14 items-center gap-3 rounded-xl border border-border px-3 py-2 outline-none hover:bg-accent/60 focus-visible:ring-3 focus-visible:ring-ring/50"
          >
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate font-medium">{match.title}</span>
                <MatchStatusBadge status={match.status} />
              </span>
              <span className="truncate text-xs text-muted-foreground">
                {teamName(match, 0)} {t('matches.vs')} {teamName(match, 1)}
              </span>
              <span className="truncate text-xs text-muted-foreground tabular-nums">
                {formatDateTime(match.updated_at, i18n.language)}
                {match.points_count > 0 ? ` · ${setsText(match)}` : ''}
              </span>
            </span>
            <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
