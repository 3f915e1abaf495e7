import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'
import { HttpError } from '../../lib/http-error.ts'
import type { HeavyWorkLimits } from './heavy-work-limits.ts'

/**
 * Runs the renderers (`apps/api/src/render-worker.ts`) on worker threads: the statistics replay, the PDF, the CSV
 * files and the account export never hold the event loop that records points (ADR 0049).
 */
export interface RenderPool {
  /**
   * Runs the worker's renderer `name` on `input` (plain data: structured-cloned to the thread). A full queue and a
   * task over its time limit answer 503 with Retry-After; a thread that fails answers 500; the pool replaces it.
   */
  run<F extends (input: never) => unknown>(name: string, input: Parameters<F>[0]): Promise<Awaited<ReturnType<F>>>
  close(): Promise<void>
}

/**
 * Under tsx or vitest this file is TypeScript beside its sources: the thread loads a small bootstrap that registers
 * tsx first. In the esbuild bundle (`dist/server.js`) the worker is the second entry, `dist/render-worker.js`.
 */
function workerEntry(): string {
  const source = import.meta.url.endsWith('.ts')
  return fileURLToPath(new URL(source ? '../../render-worker-source.mjs' : './render-worker.js', import.meta.url))
}

const busy = (retryAfterSeconds: number) =>
  new HttpError(503, 'serviceUnavailable', undefined, { 'retry-after': String(retryAfterSeconds) })

export function createRenderPool(limits: HeavyWorkLimits): RenderPool {
  const pool = new Piscina({
    filename: workerEntry(),
    // No thread until the first task (most test apps never render); a warm thread stays a minute after its last.
    minThreads: 0,
    maxThreads: limits.threads,
    idleTimeout: 60_000,
    maxQueue: limits.queue,
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    recordTiming: false,
  })
  // A thread that dies (out of memory, a crash) fails its own task; the pool starts another for the next one.
  pool.on('error', () => {})
  return {
    async run(name, input) {
      if (pool.queueSize >= limits.queue) throw busy(1)
      try {
        return await pool.run({ name, input }, { signal: AbortSignal.timeout(limits.taskTimeoutMs) })
      } catch (error) {
        // Piscina's own refusal when its queue is full (a race with the check above).
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busy(1)
        if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
          throw busy(Math.ceil(limits.taskTimeoutMs / 1000))
        throw error
      }
    },
    async close() {
      await pool.destroy()
    },
  }
}
