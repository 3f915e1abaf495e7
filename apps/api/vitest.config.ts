import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // Each file gets its own database (in-memory PGlite or a random PostgreSQL database), so files may run in
    // parallel safely; starting PGlite and migrating takes a moment, hence the generous timeouts.
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
