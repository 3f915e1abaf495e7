import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'

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
  const [params, setParams] = useSearchParams()
  const rawSet = positiveInt(params.get('set'))
  const rawPlayer = positiveInt(params.get('player'))
  const set = rawSet !== null && rawSet <= allowed.sets ? rawSet : null
  const player = rawPlayer !== null && allowed.playerIds.includes(rawPlayer) ? rawPlayer : null
  const filter = useMemo<StatsFilter>(() => ({ set, player }), [set, player])

  // React Router's functional update gets the search params of the last render, not of the last write, so two
  // changes before the page re-renders (a quick second tap, a slow phone) would lose the first. The query strings
  // written and not rendered yet, oldest first: a change applies on top of the newest. A URL that is none of them
  // came from elsewhere (a link, history) and starts afresh.
  const pending = useRef<string[]>([])
  useEffect(() => {
    const at = pending.current.indexOf(params.toString())
    pending.current = at === -1 ? [] : pending.current.slice(at + 1)
  }, [params])

  const setFilter = useCallback(
    (next: Partial<StatsFilter>) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(pending.current.at(-1) ?? current)
          for (const key of ['set', 'player'] as const) {
            if (!(key in next)) continue
            const value = next[key]
            if (value === null || value === undefined) out.delete(key)
            else out.set(key, String(value))
          }
          pending.current.push(out.toString())
          return out
        },
        // Filters refine one view: replacing keeps Back for leaving the page.
        { replace: true, preventScrollReset: true },
      )
    },
    [setParams],
  )
  return { filter, setFilter }
}
