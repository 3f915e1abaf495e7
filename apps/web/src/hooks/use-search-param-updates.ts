import { useCallback, useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'

/** Changes one copy of the query string in place; the caller never builds URLSearchParams itself. */
export type SearchParamsEdit = (next: URLSearchParams) => void

/**
 * The URL's query string plus an `update` that never loses a change. React Router's functional update receives the
 * search params of the last render, not of the last write, so two changes before the page re-renders (typing a
 * search and tapping two filters quickly, a slow phone) would each start from the same URL and the later would
 * undo the earlier. Here the query strings written but not rendered yet are kept, oldest first, and a change
 * applies on top of the newest. A URL that is none of them came from elsewhere (a link, Back) and starts afresh.
 * Updates replace the history entry: filters refine one view, Back leaves the page.
 */
export function useSearchParamUpdates() {
  const [params, setParams] = useSearchParams()
  const pending = useRef<string[]>([])
  useEffect(() => {
    const at = pending.current.indexOf(params.toString())
    pending.current = at === -1 ? [] : pending.current.slice(at + 1)
  }, [params])

  const update = useCallback(
    (edit: SearchParamsEdit) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(pending.current.at(-1) ?? current)
          edit(next)
          pending.current.push(next.toString())
          return next
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  )
  return [params, update] as const
}
