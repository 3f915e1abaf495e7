import { MAX_BALL_COMMENT } from '@courtside/contracts'
import { RENDER_NAME_MAX, RENDER_POINTS_MAX, clipText } from '../heavy-work/index.ts'
import type { MatchLog } from '../matches/index.ts'

/**
 * The log as the renderers read it (ADR 0049): names and comments no longer than the contracts allow them today
 * (with room to spare for names), at most the points a match can hold. A row stored before those limits cannot
 * make a report, a CSV or the statistics grow with it.
 */
export function boundedLog(log: MatchLog): MatchLog {
  return {
    ...log,
    players: log.players.map((p) => ({ ...p, name: clipText(p.name, RENDER_NAME_MAX) })),
    balls: log.balls
      .slice(0, RENDER_POINTS_MAX)
      .map((b) => (b.comment ? { ...b, comment: clipText(b.comment, MAX_BALL_COMMENT) } : b)),
  }
}
