import { defineProject } from 'vitest/config'

export default defineProject({
  // The property tests run thousands of cases: with one worker per core beside the API files (ADR 0056) a loaded
  // 2-core CI machine can take longer than the 5 s default over one of them.
  test: { name: 'domain', include: ['test/**/*.test.ts'], testTimeout: 30_000 },
})
