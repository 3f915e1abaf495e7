import type { Serve, ShotSpeed, ShotType } from '../scoring/shot-types.ts'
import type { CourtPoint } from './ball-record.ts'

/** What a point says beyond its winner, type and finisher, as the API's ball carries it (snake_case, on the wire). */
export interface WireShotDetails<Id> {
  shot_type: ShotType | null
  shot_speed: ShotSpeed | null
  previous_shooter_id: Id | null
  previous_shot_type: ShotType | null
  previous_shot_speed: ShotSpeed | null
  from: CourtPoint | null
  to: CourtPoint | null
  comment: string
  serve: Serve | null
}

/**
 * Those details in code's camelCase: one mapping for every side that reads a ball's detail (the API's columns when
 * a point is recorded or edited, the web's draft when a recorded point is opened again).
 */
export function shotDetailsOf<Id>(ball: WireShotDetails<Id>) {
  return {
    shotType: ball.shot_type,
    shotSpeed: ball.shot_speed,
    previousShooterId: ball.previous_shooter_id,
    previousShotType: ball.previous_shot_type,
    previousShotSpeed: ball.previous_shot_speed,
    from: ball.from,
    to: ball.to,
    comment: ball.comment,
    serve: ball.serve,
  }
}
