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
    // Files run side by side, one per worker (ADR 0071): each has its own server, database and browser, and one file
    // alone left a third of the two cores idle while its browser waited. What a test times has its own budget.
    fileParallelism: true,
    // A worker's files share its module graph (as the API project does, ADR 0057): the API, Playwright and the
    // contracts are imported once per worker instead of once per file (4 s each, ADR 0073). Nothing here mocks a
    // module; each file still starts its own server, database and browser.
    isolate: false,
    // expect.poll waits for what the page shows next, as Playwright's own waits do (30 s); vitest's default of 1 s
    // was a budget nobody chose: a statistics filter recomputed in 1.2 s on a loaded machine failed a run. A check
    // with a real time promise (a watcher sees a point within 2 s) passes its own timeout.
    expect: { poll: { timeout: 15_000 } },
  },
})
