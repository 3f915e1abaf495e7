import type { PointType } from '../scoring/attribute-point.ts'
import { SHOT_GROUPS, SHOT_TYPES, shotGroupOf, type ShotType } from '../scoring/shot-types.ts'
import type { Team } from '../scoring/team.ts'
import type { BallRecord } from './ball-record.ts'
import type { OutcomeCounts, ShotGroupRow, ShotTypeRow } from './match-stats.ts'

export const emptyOutcomeCounts = (): OutcomeCounts => ({
  winners: 0,
  aces: 0,
  forced_errors: 0,
  forced_to_error: 0,
  unforced_errors: 0,
  serve_return_errors: 0,
  double_faults: 0,
  winners_given: 0,
})

export const OUTCOME_KEYS = Object.keys(emptyOutcomeCounts()) as (keyof OutcomeCounts)[]

/** One count a ball gives one player, with the shot it belongs to. */
export interface Credit {
  playerId: string
  key: keyof OutcomeCounts
  shot: ShotType | null
}

/** Who gets what from a ball. The previous shooter only counts when on the other side of the finisher. */
export function creditsOf(ball: BallRecord, teamOf: (id: string) => Team | undefined): Credit[] {
  const finisher = ball.finisherId ?? null
  if (finisher === null) return []
  const shot = ball.shotType ?? null
  const prev = ball.previousShooterId ?? null
  const prevIsOpponent = prev !== null && teamOf(prev) !== undefined && teamOf(prev) !== teamOf(finisher)
  const type: PointType = ball.pointType
  switch (type) {
    case 'winner':
      return [
        { playerId: finisher, key: 'winners', shot },
        ...(prevIsOpponent
          ? [{ playerId: prev, key: 'winners_given' as const, shot: ball.previousShotType ?? null }]
          : []),
      ]
    case 'forced_error':
      return [
        { playerId: finisher, key: 'forced_errors', shot },
        ...(prevIsOpponent
          ? [{ playerId: prev, key: 'forced_to_error' as const, shot: ball.previousShotType ?? null }]
          : []),
      ]
    case 'ace':
      return [{ playerId: finisher, key: 'aces', shot }]
    case 'unforced_error':
      return [{ playerId: finisher, key: 'unforced_errors', shot }]
    case 'serve_return_error':
      return [{ playerId: finisher, key: 'serve_return_errors', shot }]
    case 'double_fault':
      return [{ playerId: finisher, key: 'double_faults', shot }]
    case 'other':
      return []
    default: {
      const never: never = type
      throw new TypeError(`Unknown point type: ${String(never)}`)
    }
  }
}

/** Game impact of one credit: winners, aces and forced-to-error count up; UE and SRE down. */
export function impactOf(key: keyof OutcomeCounts): number {
  switch (key) {
    case 'winners':
    case 'aces':
    case 'forced_to_error':
      return 1
    case 'unforced_errors':
    case 'serve_return_errors':
      return -1
    case 'forced_errors':
    case 'double_faults':
    case 'winners_given':
      return 0
    default: {
      const never: never = key
      throw new TypeError(`Unknown count: ${String(never)}`)
    }
  }
}

/** The match impact numerator: the game impact minus the winners given away. */
export function impactNumerator(c: OutcomeCounts): number {
  return c.winners + c.aces + c.forced_to_error - c.unforced_errors - c.serve_return_errors - c.winners_given
}

export function addCounts(into: OutcomeCounts, from: OutcomeCounts): void {
  for (const key of OUTCOME_KEYS) into[key] += from[key]
}

export const hasAny = (c: OutcomeCounts): boolean => OUTCOME_KEYS.some((k) => c[k] > 0)

/** Rows in SHOT_TYPES order, only shots with something counted. */
export function shotTypeRows(byShot: ReadonlyMap<ShotType, OutcomeCounts>): ShotTypeRow[] {
  return SHOT_TYPES.flatMap((shot) => {
    const c = byShot.get(shot)
    return c && hasAny(c) ? [{ shot_type: shot, ...c }] : []
  })
}

export function shotGroupRows(byShot: ReadonlyMap<ShotType, OutcomeCounts>): ShotGroupRow[] {
  return SHOT_GROUPS.flatMap((group) => {
    const total = emptyOutcomeCounts()
    for (const [shot, c] of byShot) if (shotGroupOf(shot) === group) addCounts(total, c)
    return hasAny(total) ? [{ shot_group: group, ...total }] : []
  })
}

export function mergeShotMaps(maps: readonly ReadonlyMap<ShotType, OutcomeCounts>[]): Map<ShotType, OutcomeCounts> {
  const out = new Map<ShotType, OutcomeCounts>()
  for (const m of maps) {
    for (const [shot, c] of m) {
      const into = out.get(shot) ?? emptyOutcomeCounts()
      addCounts(into, c)
      out.set(shot, into)
    }
  }
  return out
}
