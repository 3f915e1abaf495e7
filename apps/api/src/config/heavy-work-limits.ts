import { readOptionalInt, type Env } from './read-env.ts'

/**
 * How much rendering one API instance does at once, and how often one user may ask for it (ADR 0049). The defaults
 * are the heavy-work module's (DEFAULT_HEAVY_WORK_LIMITS): they depend on the machine's cores.
 */
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

/**
 * HEAVY_WORK_…: only the limits that are set, so the module's defaults fill the rest (an undefined field would hide
 * its default where the two are merged).
 */
export function heavyWorkLimitsFromEnv(env: Env): Partial<HeavyWorkLimits> {
  const threads = readOptionalInt(env, 'HEAVY_WORK_THREADS')
  const limits: Partial<HeavyWorkLimits> = {
    // At least one thread, whatever is asked: a pool without one would never render.
    threads: threads === undefined ? undefined : Math.max(1, threads),
    queue: readOptionalInt(env, 'HEAVY_WORK_QUEUE'),
    taskTimeoutMs: readOptionalInt(env, 'HEAVY_WORK_TIMEOUT_MS'),
    memoryMb: readOptionalInt(env, 'HEAVY_WORK_MEMORY_MB'),
    statsPerMinute: readOptionalInt(env, 'HEAVY_WORK_STATS_PER_MINUTE'),
    downloadsPerMinute: readOptionalInt(env, 'HEAVY_WORK_DOWNLOADS_PER_MINUTE'),
  }
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined))
}
