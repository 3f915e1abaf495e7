import { defineProject } from 'vitest/config'

// End-to-end: the real API + the built web app + a fresh database per file, driven in headless Chromium.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // CI's machine runs these 1.5–2× slower than this one under load: its PostgreSQL pass took up to 35 s for the
    // longest single scenarios (the PGlite pass is slower still), too close to a 60 s budget.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two cores: one browser at a time keeps the run steady and the timings honest.
    fileParallelism: false,
  },
})
