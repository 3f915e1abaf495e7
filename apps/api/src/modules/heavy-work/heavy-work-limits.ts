import { availableParallelism } from 'node:os'
import type { HeavyWorkLimits } from '../../config/heavy-work-limits.ts'

// The limits' shape is the configuration's (every field is set through the environment); the defaults are here.
export type { HeavyWorkLimits }

export const DEFAULT_HEAVY_WORK_LIMITS: HeavyWorkLimits = {
  threads: Math.max(1, availableParallelism() - 1),
  queue: Math.max(8, 8 * Math.max(1, availableParallelism() - 1)),
  // A 1,500-point report takes well under a second; twenty means something is wrong with the task.
  taskTimeoutMs: 20_000,
  memoryMb: 512,
  // The statistics page asks once per filter; a coach clicking through sets and players stays far below.
  statsPerMinute: 120,
  // A download is a deliberate click; a script looping them is not a coach.
  downloadsPerMinute: 20,
}
