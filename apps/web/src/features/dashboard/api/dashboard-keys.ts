/** The dashboard feature's query keys (GET /api/v2/dashboard arrives with the matches issue). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
}
