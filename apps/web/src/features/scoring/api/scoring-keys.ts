import { queryRoots } from '@/lib/query-keys'

/** The scoring feature's mutation keys (its match data lives in the matches feature's cache, handed in by the page). */
export const scoringKeys = {
  all: queryRoots.scoring,
  server: (matchId: number) => [...scoringKeys.all, 'server', matchId] as const,
}
