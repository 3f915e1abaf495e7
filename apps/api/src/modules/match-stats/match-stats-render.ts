import { ballRows, ballRowsToCsv, computeMatchStats, type Rules, type Sport, type StatsFilter } from '@courtside/domain'
import { matchStatsResponseSchema, withNumberIds } from '@courtside/contracts'
import { serializeResponse } from '../heavy-work/index.ts'
import { boundedLog } from './match-log-bounds.ts'
import type { MatchLog } from '../matches/index.ts'

/** What the statistics renderers receive in the worker: plain data read on the main thread. */
export interface MatchStatsTask {
  rules: Rules
  log: MatchLog
  filter?: StatsFilter
  /** The match's sport: the win probability's serve prior (docs/win-probability.md). */
  sport?: Sport
}

/** GET /matches/:id/stats's body as JSON text. The domain names players by string ids; the API answers numbers. */
export function matchStatsJson({ rules, log, filter, sport }: MatchStatsTask): string {
  const stats = withNumberIds(
    computeMatchStats({
      rules,
      ...boundedLog(log),
      ...(filter ? { filter } : {}),
      pressure: { sport: sport ?? 'padel' },
    }),
  )
  return serializeResponse(matchStatsResponseSchema, { stats })
}

/** GET /matches/:id/balls.csv's rows: one per ball with the score before and after (the domain's rows). */
export function matchBallsCsvText({ rules, log }: MatchStatsTask): string {
  return ballRowsToCsv(ballRows({ rules, ...boundedLog(log) }))
}
