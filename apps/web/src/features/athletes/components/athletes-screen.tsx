import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ChevronRightIcon, PlusIcon, SearchIcon, UsersIcon } from 'lucide-react'
import { PLAYER_FILTERS, playerDisplayName, type PlayerFilter } from '@courtside/contracts'
import { EmptyState } from '@/components/empty-state'
import { useSearchParamUpdates } from '@/hooks/use-search-param-updates'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import { QueryErrorView } from '@/components/query-error-view'
import { athleteListQueryOptions, ATHLETES_PER_PAGE } from '../api/athlete-queries'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { AthleteBadges } from './consent-badge'
import { AthleteFormDialog } from './athlete-form-dialog'
import { formatDate } from './format-date'
import { Pagination } from '@/components/pagination'
import { PageHeader } from '@/components/page-header'
import { SearchInput } from '@/components/search-input'
import { LoadingBlock } from '@/components/loading-block'

const isFilter = (value: string | null): value is PlayerFilter =>
  (PLAYER_FILTERS as readonly string[]).includes(value ?? '')

/** /users: search, the all / with agreement / coached filter, the paginated list and the create modal. */
export function AthletesScreen() {
  const { t, i18n } = useTranslation()
  const [params, updateParams] = useSearchParamUpdates()
  const filterParam = params.get('filter')
  const filter: PlayerFilter = isFilter(filterParam) ? filterParam : 'all'
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [search, setSearch] = useState(params.get('search') ?? '')
  const debounced = useDebouncedValue(search.trim(), 300)
  const [createOpen, setCreateOpen] = useState(false)

  const update = (changes: Record<string, string | null>) =>
    updateParams((next) => {
      for (const [key, value] of Object.entries(changes)) {
        if (
          value === null ||
          value === '' ||
          (key === 'filter' && value === 'all') ||
          (key === 'page' && value === '1')
        )
          next.delete(key)
        else next.set(key, value)
      }
    })

  // The URL follows the debounced search, so a reload keeps it.
  const searchInUrl = params.get('search') ?? ''
  useEffect(() => {
    if (debounced === searchInUrl) return
    updateParams((next) => {
      if (debounced) next.set('search', debounced)
      else next.delete('search')
      next.delete('page')
    })
  }, [debounced, searchInUrl, updateParams])

  const query = useQuery(athleteListQueryOptions({ search: searchInUrl, filter, page }))
  const players = query.data?.players ?? []
  const filtered = searchInUrl !== '' || filter !== 'all'

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('athletes.list.title')}
        subtitle={t('athletes.list.subtitle')}
        action={
          <Button onClick={() => setCreateOpen(true)} data-testid="new-athlete">
            <PlusIcon aria-hidden="true" />
            {t('athletes.list.new')}
          </Button>
        }
      />

      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <SearchInput
          className="md:w-80"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('athletes.list.searchPlaceholder')}
          aria-label={t('athletes.list.search')}
          data-testid="athletes-search"
        />
        <ToggleGroup
          type="single"
          value={filter}
          onValueChange={(value) => value && update({ filter: value, page: null })}
          aria-label={t('athletes.list.filterLabel')}
          className="w-full md:w-fit"
          data-testid="athletes-filter"
        >
          {PLAYER_FILTERS.map((value) => (
            <ToggleGroupItem key={value} value={value} className="flex-1 px-3 md:flex-none">
              {t(`athletes.filters.${value}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>

      {query.isPending ? (
        <LoadingBlock className="grid gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </LoadingBlock>
      ) : query.isError ? (
        <QueryErrorView query={query} title={t('athletes.list.loadError')} />
      ) : players.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchIcon}
            title={t('athletes.list.noResultsTitle')}
            description={t('athletes.list.noResultsBody')}
          />
        ) : (
          <EmptyState
            icon={UsersIcon}
            title={t('athletes.list.emptyTitle')}
            description={t('athletes.list.emptyBody')}
            action={
              <Button onClick={() => setCreateOpen(true)}>
                <PlusIcon aria-hidden="true" />
                {t('athletes.list.new')}
              </Button>
            }
          />
        )
      ) : (
        <>
          {/* Phones: one card per athlete, the whole card a link. */}
          <ul className="grid gap-2 md:hidden" data-testid="athletes-cards">
            {players.map((player) => (
              <li key={player.id}>
                <Link
                  to={`/users/${player.id}`}
                  className="flex min-h-16 items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 outline-none hover:bg-accent/60 focus-visible:ring-3 focus-visible:ring-ring/50"
                >
                  <span className="grid min-w-0 flex-1 gap-1.5">
                    <span className="truncate font-medium">{playerDisplayName(player)}</span>
                    <AthleteBadges player={player} />
                  </span>
                  <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
          {/* Desktop: a table. */}
          <div className="hidden overflow-hidden rounded-xl border border-border md:block">
            <table className="w-full text-sm" data-testid="athletes-table">
              <caption className="sr-only">{t('athletes.list.title')}</caption>
              <thead className="bg-muted/50 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('athletes.columns.name')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('athletes.columns.email')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('athletes.columns.status')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('athletes.columns.coachingSince')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {players.map((player) => (
                  <tr key={player.id} className="border-t border-border hover:bg-accent/40">
                    <td className="px-4 py-3 font-medium">
                      <Link
                        to={`/users/${player.id}`}
                        className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50"
                      >
                        {playerDisplayName(player)}
                      </Link>
                    </td>
                    <td className="px-4 py-3 text-muted-foreground">{player.email ?? '—'}</td>
                    <td className="px-4 py-3">
                      <AthleteBadges player={player} />
                    </td>
                    <td className="px-4 py-3 text-muted-foreground">
                      {player.is_coached && player.coaching_start_date
                        ? formatDate(player.coaching_start_date, i18n.language)
                        : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label={t('athletes.pagination.label')}
            testId="athletes-pagination"
            page={page}
            perPage={ATHLETES_PER_PAGE}
            total={query.data?.meta.total ?? 0}
            onPageChange={(next) => update({ page: String(next) })}
          />
        </>
      )}

      <AthleteFormDialog open={createOpen} onOpenChange={setCreateOpen} />
    </div>
  )
}
