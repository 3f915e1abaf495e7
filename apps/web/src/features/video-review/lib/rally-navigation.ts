import { rallyWindow, type Ball, type VideoSync } from '@courtside/contracts'

export interface Rally {
  seq: number
  start: number
  end: number
  /** The video time of the tap. */
  at: number
}

/** Every point's rally in the video, in point order; empty without a sync (or when its point is gone). */
export function ralliesOf(balls: readonly Pick<Ball, 'seq' | 'tapped_at'>[], sync: VideoSync | null): Rally[] {
  return [...balls]
    .sort((a, b) => a.seq - b.seq)
    .flatMap((b) => {
      const w = rallyWindow(balls, sync, b.seq)
      return w ? [{ seq: b.seq, ...w }] : []
    })
}

/**
 * The point to step to from a video time: the next one whose tap is after the time, or the previous one whose tap
 * is before the current point's (so "previous" from inside a rally goes to the one before it, not its own start).
 */
export function stepFrom(rallies: readonly Rally[], time: number, current: number | null, direction: 1 | -1) {
  if (rallies.length === 0) return null
  if (current !== null) {
    const i = rallies.findIndex((r) => r.seq === current)
    if (i >= 0) return rallies[Math.min(rallies.length - 1, Math.max(0, i + direction))]!
  }
  if (direction === 1) return rallies.find((r) => r.at > time + 0.25) ?? rallies.at(-1)!
  return [...rallies].reverse().find((r) => r.at < time - 0.25) ?? rallies[0]!
}
