import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon, TrophyIcon } from 'lucide-react'
import { MATCH_SOURCE_FILTERS, MATCH_STATUS_FILTERS, type Match } from '@courtside/contracts'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import { errorMessage } from '@/lib/api-error'
import { translateMessage } from '@/lib/i18n'
import { matchListQueryOptions, matchQueryOptions, MATCHES_PER_PAGE } from '../api/match-queries'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import { useMatchListFilters } from '../hooks/use-match-list-filters'
import { CreateMatchWizard, type CreateMatchWizardProps } from './create-match-wizard'
import { EditMatchDialog, type EditTab } from './edit-match-dialog'
import { MatchActions } from './match-actions'
import { formatDateTime, setsText, teamName } from './match-format'
import { MatchStatusBadge } from './match-status-badge'
import { PageHeader } from '@/components/page-header'
import { SearchInput } from '@/components/search-input'
import { cn } from '@/lib/cn'
import { useOrganizationScope } from '@/lib/organization-scope'

export type MatchesScreenProps = Omit<CreateMatchWizardProps, 'open' | 'onOpenChange'>

/** /matches: search, status and type filters (kept in the URL), the paginated list, and the create wizard. */
export function MatchesScreen(wizardProps: MatchesScreenProps) {
  const { t } = useTranslation()
  const { filters, setFilters } = useMatchListFilters()
  const [search, setSearch] = useState(filters.search)
  const debounced = useDebouncedValue(search.trim(), 300)
  const [wizardOpen, setWizardOpen] = useState(false)
  const [editing, setEditing] = useState<{ match: Match; tab: EditTab } | null>(null)

  useEffect(() => {
    if (debounced !== filters.search) setFilters({ search: debounced })
  }, [debounced, filters.search, setFilters])

  const scope = useOrganizationScope()
  const query = useQuery(matchListQueryOptions(filters, scope?.id))
  const matches = query.data?.matches ?? []
  const total = query.data?.meta.total ?? 0
  const pages = Math.max(1, Math.ceil(total / MATCHES_PER_PAGE))

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('matches.list.title')}
        subtitle={t('matches.list.subtitle')}
        action={
          <Button onClick={() => setWizardOpen(true)} data-testid="new-match">
            <PlusIcon aria-hidden="true" />
            {t('matches.list.new')}
          </Button>
        }
      />

      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_auto_auto] lg:items-end">
        <SearchInput
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('matches.list.searchPlaceholder')}
          aria-label={t('matches.list.search')}
          data-testid="matches-search"
        />
        <FilterGroup
          label={t('matches.list.statusFilter')}
          values={MATCH_STATUS_FILTERS}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
          labelOf={(value) => t(`matches.filters.status.${value}`)}
          className="overflow-x-auto"
          testId="status-filter"
        />
        <FilterGroup
          label={t('matches.list.sourceFilter')}
          values={MATCH_SOURCE_FILTERS}
          value={filters.source}
          onChange={(source) => setFilters({ source })}
          labelOf={(value) => t(`matches.filters.source.${value}`)}
          testId="source-filter"
        />
      </div>

      {query.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <FormAlert>
          <p className="font-medium" data-testid="matches-load-error">
            {t('matches.list.loadError')}
          </p>
          <p className="text-xs">{translateMessage(t, errorMessage(query.error, t('messages.anErrorOccurred')))}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {t('matches.list.retry')}
          </Button>
        </FormAlert>
      ) : matches.length === 0 ? (
        <EmptyState
          icon={TrophyIcon}
          title={t('messages.noMatches')}
          description={
            filters.search || filters.status !== 'all' || filters.source !== 'all'
              ? t('matches.list.noResultsBody')
              : t('matches.list.emptyBody')
          }
          action={
            <Button onClick={() => setWizardOpen(true)}>
              <PlusIcon aria-hidden="true" />
              {t('matches.list.new')}
            </Button>
          }
        />
      ) : (
        <>
          <MatchCards matches={matches} onEdit={(match, tab) => setEditing({ match, tab })} />
          <MatchTable matches={matches} onEdit={(match, tab) => setEditing({ match, tab })} />
          {pages > 1 && (
            <nav
              aria-label={t('matches.pagination.label')}
              className="flex items-center justify-between gap-3"
              data-testid="matches-pagination"
            >
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page <= 1}
                onClick={() => setFilters({ page: filters.page - 1 })}
              >
                <ChevronLeftIcon aria-hidden="true" />
                {t('matches.pagination.previous')}
              </Button>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('matches.pagination.status', { page: filters.page, pages })}
              </p>
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page >= pages}
                onClick={() => setFilters({ page: filters.page + 1 })}
              >
                {t('matches.pagination.next')}
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            </nav>
          )}
        </>
      )}

      <CreateMatchWizard open={wizardOpen} onOpenChange={setWizardOpen} {...wizardProps} />
      {editing && (
        <EditFromList
          key={`${editing.match.id}-${editing.tab}`}
          row={editing.match}
          tab={editing.tab}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  )
}

/**
 * The edit dialog opened from a row follows the match's own cache entry (which every save updates), so a tab
 * opened after a save shows what was saved, not the row as it was when the dialog opened.
 */
function EditFromList({ row, tab, onClose }: { row: Match; tab: EditTab; onClose: () => void }) {
  const { data: match = row } = useQuery({ ...matchQueryOptions(row.id), placeholderData: row })
  return <EditMatchDialog match={match} initialTab={tab} open onOpenChange={(open) => !open && onClose()} />
}

function WinnerText({ match }: { match: Match }) {
  const { t } = useTranslation()
  if (match.score.winner_team === null) return <span className="text-muted-foreground">—</span>
  return (
    <span>
      <span className="sr-only">{t('matches.columns.winner')}: </span>
      {teamName(match, match.score.winner_team)}
    </span>
  )
}

function Players({ match }: { match: Match }) {
  const { t } = useTranslation()
  return (
    <span className="grid gap-0.5">
      <span>{teamName(match, 0)}</span>
      <span className="text-xs text-muted-foreground">{t('matches.vs')}</span>
      <span>{teamName(match, 1)}</span>
    </span>
  )
}

function Score({ match }: { match: Match }) {
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

function MatchCards({ matches, onEdit }: { matches: Match[]; onEdit: (match: Match, tab: EditTab) => void }) {
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

function MatchTable({ matches, onEdit }: { matches: Match[]; onEdit: (match: Match, tab: EditTab) => void }) {
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

/** One labelled single-choice filter of the list (status, type): a radio group that never goes empty. */
function FilterGroup<T extends string>({
  label,
  values,
  value,
  onChange,
  labelOf,
  className,
  testId,
}: {
  label: string
  values: readonly T[]
  value: T
  onChange(value: T): void
  labelOf(value: T): string
  className?: string
  testId: string
}) {
  const labelId = useId()
  return (
    <div className="grid gap-1.5">
      <Label id={labelId} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <ToggleGroup
        type="single"
        value={value}
        onValueChange={(next) => next && onChange(next as T)}
        aria-labelledby={labelId}
        className={cn('w-full lg:w-fit', className)}
        data-testid={testId}
      >
        {values.map((v) => (
          <ToggleGroupItem key={v} value={v} className="flex-1 px-2.5 lg:flex-none">
            {labelOf(v)}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </div>
  )
}
