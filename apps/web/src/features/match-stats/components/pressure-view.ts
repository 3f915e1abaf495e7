import type { MatchStatsBody, StatsStoryEvent } from '@courtside/contracts'

export type Pressure = NonNullable<MatchStatsBody['pressure']>
export type PressurePoint = Pressure['points'][number]

/** A point of the win-probability line with what the story says about it (docs/win-probability.md). */
export interface ChancePoint extends PressurePoint {
  /** The story's event for the point (its score and decisive kinds), when the story has it. */
  event: StoryEvent | undefined
  /** High-leverage, or a break, golden, silver, star, set or match point by the story. */
  decisive: boolean
}
type StoryEvent = StatsStoryEvent

/** The line's points in match order, each joined to its story event. */
export function chancePoints(pressure: Pressure, story: readonly StoryEvent[]): ChancePoint[] {
  const events = new Map(story.map((e) => [e.seq, e]))
  return [...pressure.points]
    .sort((a, b) => a.seq - b.seq)
    .map((p) => {
      const event = events.get(p.seq)
      return { ...p, event, decisive: p.high_leverage || (event?.decisive.length ?? 0) > 0 }
    })
}

/** The `count` points that moved the chance most (largest |after − before|), largest first; ties in match order. */
export function biggestSwings(points: readonly ChancePoint[], count = 5): ChancePoint[] {
  return [...points]
    .filter((p) => p.after !== p.before)
    .sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before) || a.seq - b.seq)
    .slice(0, count)
}
