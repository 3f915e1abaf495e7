import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { PlusIcon, TrophyIcon } from 'lucide-react'
import { MATCH_SOURCE_FILTERS, MATCH_STATUS_FILTERS, type Match } from '@courtside/contracts'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { QueryErrorView } from '@/components/query-error-view'
import { matchListQueryOptions, matchQueryOptions, MATCHES_PER_PAGE } from '../api/match-queries'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useMatchListFilters } from '../hooks/use-match-list-filters'
import { CreateMatchWizard, type CreateMatchWizardProps } from './create-match-wizard'
import { EditMatchDialog, type EditTab } from './edit-match-dialog'
import { PageHeader } from '@/components/page-header'
import { SearchInput } from '@/components/search-input'
import { useOrganizationScope } from '@/lib/organization-scope'
import { FilterGroup } from './matches-list/filter-group'
import { MatchCards } from './matches-list/match-cards'
import { MatchTable } from './matches-list/match-table'
import { Pagination } from '@/components/pagination'
import { LoadingBlock } from '@/components/loading-block'

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
        <LoadingBlock className="grid gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </LoadingBlock>
      ) : query.isError ? (
        <QueryErrorView query={query} title={t('matches.list.loadError')} testId="matches-load-error" />
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
          <Pagination
            page={filters.page}
            perPage={MATCHES_PER_PAGE}
            total={total}
            onPageChange={(page) => setFilters({ page })}
            label={t('matches.pagination.label')}
            testId="matches-pagination"
          />
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
