/** The dashboard feature's query keys. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (organizationId: number | null = null) => [...dashboardKeys.all, 'summary', organizationId] as const,
}
