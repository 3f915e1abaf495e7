import { useCallback, useMemo } from 'react'
import { useSearchParamUpdates } from '@/hooks/use-search-param-updates'

/** The page-wide filter, as it lives in the URL (?set=2&player=15); null = all. */
export interface StatsFilter {
  set: number | null
  player: number | null
}

const positiveInt = (raw: string | null): number | null => (raw && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null)

/**
 * Reads and writes the filter in the query string, so a filtered view can be shared, reloaded and navigated back
 * to. Values the match cannot have (set beyond those played, a player not in it) read as "all" instead of asking
 * the API for a 422.
 */
export function useStatsFilters(allowed: { sets: number; playerIds: readonly number[] }) {
  const [params, updateParams] = useSearchParamUpdates()
  const rawSet = positiveInt(params.get('set'))
  const rawPlayer = positiveInt(params.get('player'))
  const set = rawSet !== null && rawSet <= allowed.sets ? rawSet : null
  const player = rawPlayer !== null && allowed.playerIds.includes(rawPlayer) ? rawPlayer : null
  const filter = useMemo<StatsFilter>(() => ({ set, player }), [set, player])

  const setFilter = useCallback(
    (next: Partial<StatsFilter>) =>
      updateParams((out) => {
        for (const key of ['set', 'player'] as const) {
          if (!(key in next)) continue
          const value = next[key]
          if (value === null || value === undefined) out.delete(key)
          else out.set(key, String(value))
        }
      }),
    [updateParams],
  )
  return { filter, setFilter }
}
