import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-error'
import { createQueryClient, LICENSE_QUERY_OPTIONS } from '@/lib/query-client'

afterEach(() => {
  vi.useRealTimers()
})

/** Watches one query as a mounted component would, with the client's defaults; resolves on its first settled result. */
function watch(client: QueryClient, queryKey: QueryKey, queryFn: () => Promise<unknown>, options: object = {}) {
  const observer = new QueryObserver(client, { queryKey, queryFn, ...options })
  const unsubscribe = observer.subscribe(() => {})
  return { observer, unsubscribe }
}

describe('the query client defaults', () => {
  it('keeps an answer fresh for one minute: a second screen within it asks nothing, after it asks again', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    const queryFn = vi.fn(async () => 'answer')
    const first = watch(client, ['k'], queryFn)
    await vi.advanceTimersByTimeAsync(0)
    first.unsubscribe()
    expect(queryFn).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(59_000)
    watch(client, ['k'], queryFn).unsubscribe()
    await vi.advanceTimersByTimeAsync(0)
    expect(queryFn).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(2_000)
    watch(client, ['k'], queryFn)
    await vi.advanceTimersByTimeAsync(0)
    expect(queryFn).toHaveBeenCalledTimes(2)
  })

  it('retries a failed query once, then reports the failure', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    const queryFn = vi.fn(async () => {
      throw new ApiError('Service unavailable', 503)
    })
    const { observer } = watch(client, ['failing'], queryFn)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(queryFn).toHaveBeenCalledTimes(2)
    expect(observer.getCurrentResult().status).toBe('error')
  })

  it('does not refetch when the window regains focus', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    client.mount()
    const queryFn = vi.fn(async () => 'answer')
    watch(client, ['focus'], queryFn)
    await vi.advanceTimersByTimeAsync(2 * 60_000)
    window.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('focus'))
    await vi.advanceTimersByTimeAsync(0)
    expect(queryFn).toHaveBeenCalledTimes(1)
    client.unmount()
  })

  it('never retries a mutation (a point or a payment is not sent twice by the cache)', async () => {
    const client = createQueryClient()
    const mutationFn = vi.fn(async () => {
      throw new ApiError('Service unavailable', 503)
    })
    await expect(client.getMutationCache().build(client, { mutationFn }).execute(undefined)).rejects.toThrow(
      'Service unavailable',
    )
    expect(mutationFn).toHaveBeenCalledTimes(1)
  })
})

describe('the licence query options', () => {
  it('are fresh for 5 minutes, kept 10, and not refetched on focus or on mount', () => {
    expect(LICENSE_QUERY_OPTIONS).toMatchObject({
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
    })
  })

  it('retry up to three times, but never a 401 or a 403', () => {
    const { retry } = LICENSE_QUERY_OPTIONS
    const down = new ApiError('Service unavailable', 503)
    expect([0, 1, 2, 3].map((count) => retry(count, down))).toEqual([true, true, true, false])
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(retry(0, new ApiError('Unauthorized', 401))).toBe(false)
    expect(retry(0, new ApiError('Forbidden', 403))).toBe(false)
    expect(retry(0, new ApiError('Not found', 404))).toBe(true)
  })
})
