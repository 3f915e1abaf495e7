import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  errorResponseSchema,
  messages,
  quotaExceededSchema,
  type createMatchSchema,
  type Match,
  type QuotaExceeded,
  type updateMatchSchema,
} from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { sendApiRequest } from '@/lib/api-client'
import { callEndpoint, endpointUrl } from '@/lib/api/call-endpoint'
import { ApiError } from '@/lib/api-error'
import { queryRoots } from '@/lib/query-keys'
import { matchKeys } from './match-keys'

export type CreateMatchValues = z.output<typeof createMatchSchema>
export type UpdateMatchValues = z.input<typeof updateMatchSchema>

/** A pro match refused because the month's pro games are used up (403, the quota-exceeded shape). */
export class QuotaExceededError extends ApiError {
  readonly quota: QuotaExceeded
  constructor(quota: QuotaExceeded) {
    super(quota.message, 403)
    this.name = 'QuotaExceededError'
    this.quota = quota
  }
}

/** Everything a match change can make stale beyond the match itself. */
function invalidateAround(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: matchKeys.lists() })
  void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard })
  void queryClient.invalidateQueries({ queryKey: queryRoots.athletes })
}

/**
 * POST /api/v2/matches. Reads the 403 body itself so the quota-exceeded shape (remaining games, days until reset)
 * reaches the wizard; every other failure is the usual ApiError.
 */
async function postMatch(values: CreateMatchValues): Promise<Match> {
  const createMatch = endpoints.createMatch
  const response = await sendApiRequest(endpointUrl(createMatch), {
    method: createMatch.method,
    body: { match: values },
  })
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const quota = response.status === 403 ? quotaExceededSchema.safeParse(body) : null
    if (quota?.success) throw new QuotaExceededError(quota.data)
    const error = errorResponseSchema.safeParse(body)
    if (error.success && error.data.message.trim())
      throw new ApiError(error.data.message, response.status, error.data.errors)
    throw new ApiError(response.statusText, response.status)
  }
  const parsed = createMatch.responses[201].safeParse(body)
  if (!parsed.success) throw new ApiError(messages.invalidApiResponse, response.status)
  return parsed.data.match
}

/** Creates a match; a pro game may have been used, so the licence meters refresh too (refused ones included). */
export function useCreateMatch() {
  const queryClient = useQueryClient()
  return useMutation<Match, Error, CreateMatchValues>({
    mutationKey: matchKeys.create(),
    mutationFn: postMatch,
    onSuccess: (match) => {
      queryClient.setQueryData(matchKeys.detail(match.id), match)
      invalidateAround(queryClient)
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.license })
    },
  })
}

/** PATCH /api/v2/matches/:id: the edit dialog's general, visibility, background and server indicator. */
export function useUpdateMatch(id: number) {
  const queryClient = useQueryClient()
  return useMutation<Match, Error, UpdateMatchValues>({
    mutationKey: matchKeys.update(id),
    mutationFn: async (patch) =>
      (await callEndpoint(endpoints.updateMatch, { params: { id }, body: { match: patch } })).match,
    onSuccess: (match) => {
      queryClient.setQueryData(matchKeys.detail(match.id), match)
      invalidateAround(queryClient)
    },
  })
}

/** PUT /api/v2/matches/:id/server with the whole serving order. */
export function useUpdateServerOrder(id: number) {
  const queryClient = useQueryClient()
  return useMutation<Match, Error, number[]>({
    mutationKey: matchKeys.server(id),
    mutationFn: async (order) =>
      (await callEndpoint(endpoints.changeServer, { params: { id }, body: { server_order: order } })).match,
    onSuccess: (match) => {
      queryClient.setQueryData(matchKeys.detail(match.id), match)
      void queryClient.invalidateQueries({ queryKey: matchKeys.balls(id) })
      invalidateAround(queryClient)
    },
  })
}

/** DELETE /api/v2/matches/:id (the pro game is not given back). */
export function useDeleteMatch(id: number) {
  const queryClient = useQueryClient()
  return useMutation<void, Error, void>({
    mutationKey: matchKeys.remove(id),
    mutationFn: async () => {
      await callEndpoint(endpoints.deleteMatch, { params: { id } })
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: matchKeys.detail(id) })
      queryClient.removeQueries({ queryKey: matchKeys.balls(id) })
      invalidateAround(queryClient)
    },
  })
}
