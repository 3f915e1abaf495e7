import { fileURLToPath } from 'node:url'
import { describe, expect } from 'vitest'
import { test } from './support/e2e-test.ts'
import { FIRST_LOAD_BUDGET, firstLoadScripts, gzippedSize, kB } from './support/first-load.ts'

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url))

// ADR 0042: the build fails when the guest's first download outgrows its budget. The build is the one global setup
// made for this run (what `npm start` serves); bench/bundle prints the figures beside the framework floor.
describe('first load budget', () => {
  test(`keeps the JavaScript of /login (index.html scripts and modulepreloads, gzipped) within ${kB(FIRST_LOAD_BUDGET.loginBytes)} kB`, () => {
    const scripts = firstLoadScripts(dist)
    const sizes = scripts.map((path) => `${path} ${kB(gzippedSize(dist, path))} kB`)
    const total = scripts.reduce((sum, path) => sum + gzippedSize(dist, path), 0)
    expect(
      scripts.some((path) => path.startsWith('assets/index-')),
      sizes.join(', '),
    ).toBe(true)
    expect(total, `the first load is ${kB(total)} kB: ${sizes.join(', ')}`).toBeLessThanOrEqual(
      FIRST_LOAD_BUDGET.loginBytes,
    )
  })
})
