import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Every date a test expects is written in UTC: the runner, its workers, the e2e servers and the Chromium they launch
// run in UTC whatever the machine's zone, so `npm test` passes for a developer in Helsinki or Auckland too. The web
// test that dates follow the device's zone sets its own.
process.env.TZ = 'UTC'

// One runner for everything; each workspace (and e2e/) is a project so `npm test` runs them all.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/*/vitest.isolated.config.ts',
      'e2e/vitest.config*.ts',
    ],
    // Vitest's default is one worker fewer than the cores: on CI's 2-core machine that ran the unit and API files one
    // at a time while a core sat mostly idle (the files wait on PGlite, PostgreSQL and jsdom). One worker per core,
    // at least two (ADR 0056, 0071). VITEST_MAX_WORKERS overrides.
    maxWorkers: Math.max(2, availableParallelism()),
  },
})
