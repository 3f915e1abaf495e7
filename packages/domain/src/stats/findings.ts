import { SHOT_SPEEDS } from '../scoring/shot-types.ts'
import { TEAMS } from '../scoring/team.ts'
import type { Finding } from './finding.ts'
import type { MatchStats, PlayerStats, Tally } from './match-stats.ts'

export const FINDING_THRESHOLDS = {
  /** One shot holds a large share of a player's unforced errors, or of winners (winners + aces). */
  shotShare: { minTotal: 6, minCount: 3, minShare: 0.4 },
  /** Unforced errors on a shot at least `ratio` times its winners. */
  errorsOutweighWinners: { minErrors: 4, ratio: 2 },
  /** One speed holds most of a player's unforced errors with a recorded speed. */
  speedShare: { minTotal: 6, minCount: 3, minShare: 0.6 },
  /** In a pair, one partner forces most of the errors or gives away most of the winners. */
  pairShare: { minTotal: 5, minCount: 4, minShare: 0.7 },
  /** Break points converted or saved, golden and star points won: a clear success rate on enough points. */
  rate: { minTotal: 4, high: 0.75, low: 0.25 },
} as const

const share = (count: number, total: number): number => (total === 0 ? 0 : count / total)

function shotShareFinding(
  p: PlayerStats,
  kind: 'unforced_errors_on_shot' | 'winners_on_shot',
  countOf: (row: PlayerStats['by_shot_type'][number]) => number,
): Finding[] {
  const t = FINDING_THRESHOLDS.shotShare
  const rows = p.by_shot_type.filter((r) => r.shot_type !== 'unclassified')
  const total = p.by_shot_type.reduce((sum, r) => sum + countOf(r), 0)
  if (total < t.minTotal) return []
  const top = rows.reduce<(typeof rows)[number] | null>(
    (best, r) => (!best || countOf(r) > countOf(best) ? r : best),
    null,
  )
  if (!top) return []
  const count = countOf(top)
  return count >= t.minCount && share(count, total) >= t.minShare
    ? [{ kind, player_id: p.id, shot_type: top.shot_type, count, total }]
    : []
}

function playerFindings(p: PlayerStats, story: MatchStats['story']): Finding[] {
  const out: Finding[] = [
    ...shotShareFinding(p, 'unforced_errors_on_shot', (r) => r.unforced_errors),
    ...shotShareFinding(p, 'winners_on_shot', (r) => r.winners + r.aces),
  ]
  const e = FINDING_THRESHOLDS.errorsOutweighWinners
  for (const r of p.by_shot_type) {
    const winners = r.winners + r.aces
    if (r.shot_type !== 'unclassified' && r.unforced_errors >= e.minErrors && r.unforced_errors >= e.ratio * winners) {
      out.push({
        kind: 'errors_outweigh_winners_on_shot',
        player_id: p.id,
        shot_type: r.shot_type,
        unforced_errors: r.unforced_errors,
        winners,
        count: r.unforced_errors,
        total: r.unforced_errors + winners,
      })
    }
  }
  const s = FINDING_THRESHOLDS.speedShare
  const errors = story.filter(
    (ev) => ev.finisher_id === p.id && ev.point_type === 'unforced_error' && ev.shot_speed !== null,
  )
  for (const speed of SHOT_SPEEDS) {
    const count = errors.filter((ev) => ev.shot_speed === speed).length
    if (errors.length >= s.minTotal && count >= s.minCount && share(count, errors.length) >= s.minShare) {
      out.push({ kind: 'unforced_errors_at_speed', player_id: p.id, shot_speed: speed, count, total: errors.length })
    }
  }
  return out
}

function pairFindings(players: readonly PlayerStats[]): Finding[] {
  const t = FINDING_THRESHOLDS.pairShare
  const out: Finding[] = []
  for (const team of TEAMS) {
    const pair = players.filter((p) => p.team === team)
    if (pair.length < 2) continue // a pair split only means something in doubles
    for (const [kind, key] of [
      ['forces_errors', 'forced_to_error'],
      ['gives_winners', 'winners_given'],
    ] as const) {
      const total = pair.reduce((sum, p) => sum + p[key], 0)
      for (const p of pair) {
        if (total >= t.minTotal && p[key] >= t.minCount && share(p[key], total) >= t.minShare)
          out.push({ kind, player_id: p.id, team, count: p[key], total })
      }
    }
  }
  return out
}

function level(t: Tally): 'high' | 'low' | null {
  const r = FINDING_THRESHOLDS.rate
  if (t.played < r.minTotal) return null
  const s = share(t.won, t.played)
  return s >= r.high ? 'high' : s <= r.low ? 'low' : null
}

function teamFindings(stats: Omit<MatchStats, 'findings'>): Finding[] {
  const out: Finding[] = []
  for (const t of stats.teams) {
    const bp = t.break_points
    const converted = level({ played: bp.chances, won: bp.converted })
    if (converted)
      out.push({
        kind: 'break_points_converted',
        team: t.team,
        level: converted,
        count: bp.converted,
        total: bp.chances,
      })
    const saved = level({ played: bp.faced, won: bp.saved })
    if (saved) out.push({ kind: 'break_points_saved', team: t.team, level: saved, count: bp.saved, total: bp.faced })
    // Both sides play every deciding point: naming the side that won most says it all.
    for (const kind of ['golden', 'silver', 'star'] as const) {
      const points = t[`${kind}_points`]
      if (level(points) === 'high')
        out.push({ kind: `${kind}_points_won`, team: t.team, count: points.won, total: points.played })
    }
  }
  return out
}

export function findingsOf(stats: Omit<MatchStats, 'findings'>): Finding[] {
  return [
    ...stats.players.flatMap((p) => playerFindings(p, stats.story)),
    ...pairFindings(stats.players),
    ...teamFindings(stats),
  ]
}
