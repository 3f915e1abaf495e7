import type { PointType } from '../scoring/attribute-point.ts'
import type { Serve, ShotSpeed, ShotType } from '../scoring/shot-types.ts'
import type { Team } from '../scoring/team.ts'

/** A court position as fractions of the court: x across, y from team 0's back wall to team 1's. */
export interface CourtPoint {
  x: number
  y: number
}

/**
 * One recorded ball (point) as the statistics need it. Ids are strings whatever the database uses. Optional
 * fields may be missing or null: free matches record only the winner, the finisher and the point type.
 */
export interface BallRecord {
  seq: number
  winnerTeam: Team
  serverId: string
  pointType: PointType
  finisherId: string | null
  shotType?: ShotType | null
  shotSpeed?: ShotSpeed | null
  previousShooterId?: string | null
  previousShotType?: ShotType | null
  previousShotSpeed?: ShotSpeed | null
  from?: CourtPoint | null
  to?: CourtPoint | null
  comment?: string | null
  /** First or second serve, when the coach recorded it (ADR 0036). */
  serve?: Serve | null
  /** When the coach tapped the point (epoch ms, the device's clock; ADR 0034). */
  tappedAt?: number | null
}

export interface StatsPlayer {
  id: string
  name: string
  team: Team
}

/** `set` is 1-based; `playerId` keeps the balls that player finished, set up (previous shot) or served. */
export interface StatsFilter {
  set?: number
  playerId?: string
}
