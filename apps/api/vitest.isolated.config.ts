import { defineProject } from 'vitest/config'
import { MOCKING_FILES } from './vitest.config.ts'

/** The API files that mock a module, each with a module graph of its own (the api project shares one per worker). */
export default defineProject({
  test: {
    name: 'api-isolated',
    include: MOCKING_FILES,
    isolate: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
