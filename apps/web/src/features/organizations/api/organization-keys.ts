import { queryRoots } from '@/lib/query-keys'

/** The organizations feature's query keys; the list, read by other features too, is lib/queries'. */
export const organizationKeys = {
  all: queryRoots.organizations,
  detail: (id: number) => [...organizationKeys.all, 'detail', id] as const,
  requests: (id: number) => [...organizationKeys.all, 'requests', id] as const,
  apiKeys: (id: number) => [...organizationKeys.all, 'api-keys', id] as const,
  court: (courtId: number) => [...organizationKeys.all, 'court', courtId] as const,
  wall: (id: number) => [...organizationKeys.all, 'wall', id] as const,
}
