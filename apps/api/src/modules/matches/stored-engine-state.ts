import type { MatchState } from '@courtside/domain'
import { toDomainRules } from '@courtside/contracts'
import type { MatchRow } from '../../db/schema/index.ts'

/**
 * The one reader of a match's stored engine state (ADR 0039): null unless it is the state after the cached score
 * (its point count agrees), completed for states written by older versions (no timed-match clock: an untimed one),
 * and always with the match's own rules, never the copy inside the state, so one source decides a game.
 */
export function storedEngineState(match: Pick<MatchRow, 'engineState' | 'pointsCount' | 'rules'>): MatchState | null {
  const stored = match.engineState
  if (!stored || stored.pointCount !== match.pointsCount) return null
  return {
    ...stored,
    startedAt: stored.startedAt ?? null,
    lastGame: stored.lastGame ?? false,
    rules: toDomainRules(match.rules),
  }
}
