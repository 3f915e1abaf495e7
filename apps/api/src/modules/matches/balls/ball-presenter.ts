import type { Ball } from '@courtside/contracts'
import type { BallRow } from '../../../db/schema/index.ts'

/** A stored ball as the API shows it (ids are match player ids). */
export function presentBall(row: BallRow): Ball {
  return {
    id: row.id,
    seq: row.seq,
    client_id: row.clientId,
    server_id: row.serverId,
    winner_team: row.winnerTeam as Ball['winner_team'],
    point_type: row.pointType as Ball['point_type'],
    finisher_id: row.finisherId,
    shot_type: row.shotType as Ball['shot_type'],
    shot_speed: row.shotSpeed as Ball['shot_speed'],
    previous_shooter_id: row.previousShooterId,
    previous_shot_type: row.previousShotType as Ball['previous_shot_type'],
    previous_shot_speed: row.previousShotSpeed as Ball['previous_shot_speed'],
    from: row.from,
    to: row.to,
    comment: row.comment,
    serve: row.serve as Ball['serve'],
    tapped_at: (row.tappedAt ?? row.createdAt).toISOString(),
    created_at: row.createdAt.toISOString(),
  }
}
