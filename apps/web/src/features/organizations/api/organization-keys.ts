/** The organizations feature's query keys. */
export const organizationKeys = {
  all: ['organizations'] as const,
  lists: () => [...organizationKeys.all, 'list'] as const,
  detail: (id: number) => [...organizationKeys.all, 'detail', id] as const,
  requests: (id: number) => [...organizationKeys.all, 'requests', id] as const,
  apiKeys: (id: number) => [...organizationKeys.all, 'api-keys', id] as const,
  shareable: () => [...organizationKeys.all, 'shareable-athletes'] as const,
}

/**
 * Roots of other features' caches that a membership change makes stale: the dashboard counts connections, and the
 * match lists show organizations' matches. Features never import each other, so the roots are named here;
 * test/query-keys.test.ts keeps them in step.
 */
export const DASHBOARD_ROOT_KEY = ['dashboard'] as const
export const MATCHES_ROOT_KEY = ['matches'] as const
