import { defineProject } from 'vitest/config'

// End-to-end: the real API + the built web app + a fresh database per file, driven in headless Chromium.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two cores: one browser at a time keeps the run steady and the timings honest.
    fileParallelism: false,
  },
})
