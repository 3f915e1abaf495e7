import { useCallback, useMemo } from 'react'
import { MATCH_SOURCE_FILTERS, MATCH_STATUS_FILTERS } from '@courtside/contracts'
import { useSearchParamUpdates } from '@/hooks/use-search-param-updates'
import type { MatchListParams } from '../api/match-keys'

const pick = <T extends string>(allowed: readonly T[], value: string | null): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : allowed[0]!

/**
 * The match list's filters live in the URL (?search&status&source&page), so the dashboard's "View all" links
 * land filtered and a reload keeps them. Defaults are left out of the URL.
 */
export function useMatchListFilters() {
  const [params, updateParams] = useSearchParamUpdates()
  const filters: MatchListParams = useMemo(
    () => ({
      search: params.get('search') ?? '',
      status: pick(MATCH_STATUS_FILTERS, params.get('status')),
      source: pick(MATCH_SOURCE_FILTERS, params.get('source')),
      page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    }),
    [params],
  )
  const setFilters = useCallback(
    (changes: Partial<MatchListParams>) =>
      updateParams((next) => {
        for (const [key, value] of Object.entries(changes)) {
          const text = String(value ?? '').trim()
          const isDefault =
            text === '' ||
            (key === 'page' && text === '1') ||
            ((key === 'status' || key === 'source') && text === 'all')
          if (isDefault) next.delete(key)
          else next.set(key, text)
        }
        // Any filter change starts again from the first page.
        if (!('page' in changes)) next.delete('page')
      }),
    [updateParams],
  )
  return { filters, setFilters }
}
