import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-error'

const SECOND = 1000
const MINUTE = 60 * SECOND

/** Every query but the licence: fresh for 1 minute, 1 retry, no refetch on focus. */
export const DEFAULT_QUERY_OPTIONS = {
  staleTime: MINUTE,
  retry: 1,
  refetchOnWindowFocus: false,
} as const

/** The licence query: fresh 5 min, kept 10 min, no refetch on focus or mount, no retry on 401/403, else up to 3 tries. */
export const LICENSE_QUERY_OPTIONS = {
  staleTime: 5 * MINUTE,
  gcTime: 10 * MINUTE,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  retry: (failureCount: number, error: unknown) => {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false
    return failureCount < 3
  },
} as const

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: DEFAULT_QUERY_OPTIONS,
      mutations: { retry: false },
    },
  })
}
