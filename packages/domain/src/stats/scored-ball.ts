import type { BallRecord } from './ball-record.ts'
import type { PointContext } from './point-contexts.ts'

/** A ball with the score context it was played in. */
export interface ScoredBall {
  ball: BallRecord
  ctx: PointContext
}
