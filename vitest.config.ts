import { defineConfig } from 'vitest/config'

// One runner for everything; each workspace (and e2e/) is a project so `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'e2e/vitest.config*.ts'],
  },
})
