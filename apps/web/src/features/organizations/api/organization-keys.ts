import { queryRoots } from '@/lib/query-keys'

/** The organizations feature's query keys. */
export const organizationKeys = {
  all: queryRoots.organizations,
  lists: () => [...organizationKeys.all, 'list'] as const,
  detail: (id: number) => [...organizationKeys.all, 'detail', id] as const,
  requests: (id: number) => [...organizationKeys.all, 'requests', id] as const,
  apiKeys: (id: number) => [...organizationKeys.all, 'api-keys', id] as const,
  shareable: () => [...organizationKeys.all, 'shareable-athletes'] as const,
}
