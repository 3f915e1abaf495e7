import { availableParallelism } from 'node:os'

/** How much rendering one API instance does at once, and how often one user may ask for it (ADR 0049). */
export interface HeavyWorkLimits {
  /** Worker threads rendering at once (HEAVY_WORK_THREADS); the main thread keeps a core for requests. */
  threads: number
  /** Tasks waiting for a thread (HEAVY_WORK_QUEUE); one more is answered 503 with Retry-After. */
  queue: number
  /** A task running longer than this (HEAVY_WORK_TIMEOUT_MS) is stopped with its thread and answered 503. */
  taskTimeoutMs: number
  /** Heap of one worker thread (HEAVY_WORK_MEMORY_MB): a task needing more ends that thread, not the server. */
  memoryMb: number
  /** Statistics (GET …/stats) one user may ask per minute on one instance (HEAVY_WORK_STATS_PER_MINUTE). */
  statsPerMinute: number
  /**
   * Files (the PDF report, a match's CSV, the account export as JSON or CSV) one user may ask per minute on one
   * instance (HEAVY_WORK_DOWNLOADS_PER_MINUTE).
   */
  downloadsPerMinute: number
}

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
