import { americanoSchedule, type SocialRound } from '@courtside/domain'

// An Americano's schedule depends on its size alone (the domain's search is seeded by it) and takes up to tens of
// milliseconds of this thread for the larger sizes (docs/decisions/0064-social-sessions.md). The contract bounds
// the sizes to a few dozen, so each is searched once per process and kept: no request can make the search run again.
const schedules = new Map<string, readonly SocialRound[]>()

/** The Americano of this size (americanoSchedule, searched once per process). Throws as americanoSchedule does. */
export function americanoScheduleOf(players: number, courts: number): readonly SocialRound[] {
  const key = `${players}:${courts}`
  let schedule = schedules.get(key)
  if (!schedule) {
    schedule = deepFreeze(americanoSchedule({ players, courts }))
    schedules.set(key, schedule)
  }
  return schedule
}

/** Kept schedules are shared by every request: frozen, so no caller can change the next one's. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}
