import type { ShotSpeed, ShotType } from '../scoring/shot-types.ts'
import type { Team } from '../scoring/team.ts'

/**
 * Rule-based observations. Each carries the numbers it rests on: `count` out of `total`. Nothing is said below the
 * thresholds of ADR 0003 (docs/decisions/0003-findings-thresholds.md), which FINDING_THRESHOLDS mirrors.
 */
export type Finding =
  | { kind: 'unforced_errors_on_shot'; player_id: string; shot_type: ShotType; count: number; total: number }
  | { kind: 'winners_on_shot'; player_id: string; shot_type: ShotType; count: number; total: number }
  | {
      kind: 'errors_outweigh_winners_on_shot'
      player_id: string
      shot_type: ShotType
      unforced_errors: number
      winners: number
      count: number
      total: number
    }
  | { kind: 'unforced_errors_at_speed'; player_id: string; shot_speed: ShotSpeed; count: number; total: number }
  | { kind: 'forces_errors'; player_id: string; team: Team; count: number; total: number }
  | { kind: 'gives_winners'; player_id: string; team: Team; count: number; total: number }
  | { kind: 'break_points_converted'; team: Team; level: 'high' | 'low'; count: number; total: number }
  | { kind: 'break_points_saved'; team: Team; level: 'high' | 'low'; count: number; total: number }
  | { kind: 'golden_points_won'; team: Team; count: number; total: number }
  | { kind: 'silver_points_won'; team: Team; count: number; total: number }
  | { kind: 'star_points_won'; team: Team; count: number; total: number }

export type FindingKind = Finding['kind']
