import type { CourtPoint } from './ball-record.ts'

/** A point's two court positions as CSV columns: each download that lists points writes them alike. */
export const COURT_POINT_COLUMNS = ['from_x', 'from_y', 'to_x', 'to_y'] as const

/** The cells of COURT_POINT_COLUMNS; empty where the position was not recorded. */
export function courtPointCells(ball: { from?: CourtPoint | null; to?: CourtPoint | null }) {
  return {
    from_x: ball.from?.x ?? null,
    from_y: ball.from?.y ?? null,
    to_x: ball.to?.x ?? null,
    to_y: ball.to?.y ?? null,
  }
}
