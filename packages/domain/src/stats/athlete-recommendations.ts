import type { ShotType } from '../scoring/shot-types.ts'
import type { OutcomeCounts, PlayerStats } from './match-stats.ts'
import { addCounts, emptyOutcomeCounts, impactNumerator } from './outcome-counts.ts'

/**
 * Advice for an athlete from their own figures across matches. Each names the points it rests on
 * (`points`) and the matches they came from; thresholds in ADR 0003 (RECOMMENDATION_THRESHOLDS).
 */
export type Recommendation =
  | {
      kind: 'reduce_errors_on_shot'
      shot_type: ShotType
      unforced_errors: number
      winners: number
      points: number
      matches: number
    }
  | {
      kind: 'keep_using_shot'
      shot_type: ShotType
      winners: number
      unforced_errors: number
      points: number
      matches: number
    }
  | { kind: 'work_on_return'; serve_return_errors: number; points: number; matches: number }
  | { kind: 'work_on_serve'; double_faults: number; points: number; matches: number }
  | { kind: 'stop_setting_up_winners'; winners_given: number; forced_to_error: number; points: number; matches: number }

export const RECOMMENDATION_THRESHOLDS = {
  /** Unforced errors on a shot at least `ratio` × its winners (winners + aces), on at least `minErrors` errors. */
  shotErrors: { minErrors: 5, ratio: 2 },
  /** Winners on a shot at least `ratio` × its unforced errors, on at least `minWinners` winners. */
  shotStrength: { minWinners: 5, ratio: 2 },
  /** Serve return errors / double faults: at least this many, and this many per match on average. */
  returnErrors: { min: 5, perMatch: 2 },
  doubleFaults: { min: 4, perMatch: 1.5 },
  /** Winners given at least `ratio` × errors forced, on at least `min` winners given. */
  winnersGiven: { min: 6, ratio: 1.5 },
} as const

/** `statsPerMatch`: the athlete's PlayerStats entry from each match (computeMatchStats, unfiltered). */
export function athleteRecommendations(statsPerMatch: readonly PlayerStats[]): Recommendation[] {
  const matches = statsPerMatch.length
  if (matches === 0) return []
  const total = emptyOutcomeCounts()
  const byShot = new Map<ShotType, OutcomeCounts>()
  for (const s of statsPerMatch) {
    addCounts(total, s)
    for (const row of s.by_shot_type) {
      const c = byShot.get(row.shot_type) ?? emptyOutcomeCounts()
      addCounts(c, row)
      byShot.set(row.shot_type, c)
    }
  }
  const T = RECOMMENDATION_THRESHOLDS
  const out: Recommendation[] = []
  for (const [shot, c] of byShot) {
    if (shot === 'unclassified') continue
    const winners = c.winners + c.aces
    const points = winners + c.unforced_errors
    if (c.unforced_errors >= T.shotErrors.minErrors && c.unforced_errors >= T.shotErrors.ratio * winners) {
      out.push({
        kind: 'reduce_errors_on_shot',
        shot_type: shot,
        unforced_errors: c.unforced_errors,
        winners,
        points,
        matches,
      })
    } else if (winners >= T.shotStrength.minWinners && winners >= T.shotStrength.ratio * c.unforced_errors) {
      out.push({
        kind: 'keep_using_shot',
        shot_type: shot,
        winners,
        unforced_errors: c.unforced_errors,
        points,
        matches,
      })
    }
  }
  if (
    total.serve_return_errors >= T.returnErrors.min &&
    total.serve_return_errors / matches >= T.returnErrors.perMatch
  ) {
    out.push({
      kind: 'work_on_return',
      serve_return_errors: total.serve_return_errors,
      points: total.serve_return_errors,
      matches,
    })
  }
  if (total.double_faults >= T.doubleFaults.min && total.double_faults / matches >= T.doubleFaults.perMatch) {
    out.push({ kind: 'work_on_serve', double_faults: total.double_faults, points: total.double_faults, matches })
  }
  if (
    total.winners_given >= T.winnersGiven.min &&
    total.winners_given >= T.winnersGiven.ratio * total.forced_to_error
  ) {
    out.push({
      kind: 'stop_setting_up_winners',
      winners_given: total.winners_given,
      forced_to_error: total.forced_to_error,
      points: total.winners_given + total.forced_to_error,
      matches,
    })
  }
  // Weaknesses first, then by how much evidence each rests on.
  const weight = (r: Recommendation): number => (r.kind === 'keep_using_shot' ? 0 : 1)
  return out.sort((a, b) => weight(b) - weight(a) || b.points - a.points)
}

/** The athlete's overall impact across matches: summed numerators over summed games (null without games). */
export function athleteImpact(statsPerMatch: readonly { player: PlayerStats; gamesPlayed: number }[]): number | null {
  const games = statsPerMatch.reduce((s, m) => s + m.gamesPlayed, 0)
  if (games === 0) return null
  return statsPerMatch.reduce((s, m) => s + impactNumerator(m.player), 0) / games
}
