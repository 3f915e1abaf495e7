import type { BallRecord } from './ball-record.ts'

/** Whether a player took part in a point as the statistics' player filter counts it: served, finished or set it up. */
export function involves(ball: BallRecord, playerId: string): boolean {
  return ball.finisherId === playerId || ball.previousShooterId === playerId || ball.serverId === playerId
}
