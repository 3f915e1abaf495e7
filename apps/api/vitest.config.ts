import { defineProject } from 'vitest/config'

/** The one API file that mocks a module (fastify, to see every route registered): it needs a module graph of its own. */
export const MOCKING_FILES = ['test/contract-endpoints.test.ts']

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    exclude: MOCKING_FILES,
    // Each file gets its own database (in-memory PGlite or a random PostgreSQL database), so files may run in
    // parallel safely; starting PGlite and migrating takes a moment, hence the generous timeouts.
    fileParallelism: true,
    // The files share their worker's module graph (ADR 0057): importing and transforming the API once per worker
    // instead of once per file halves the project's CPU. A file that mocks a module runs in api-isolated.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
