import { queryRoots } from '@/lib/query-keys'

/** The dashboard feature's query keys. */
export const dashboardKeys = {
  all: queryRoots.dashboard,
  summary: (organizationId: number | null = null) => [...dashboardKeys.all, 'summary', organizationId] as const,
}
