import { defineConfig } from 'vitest/config'

// The fault suite (`npm run test:faults`, run by .ci/run): real API processes killed, drained and cut off from their
// database. Not part of `npm test` (the root config lists only the workspaces and e2e/); files run one at a time,
// because each starts several servers and a two-core machine would otherwise measure its own queue.
export default defineConfig({
  test: {
    name: 'faults',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.fault.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
})
