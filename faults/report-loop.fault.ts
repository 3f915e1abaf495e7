import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startApi, stopApi, type ApiProcess } from './support/api-process.ts'
import { freePort } from './support/free-port.ts'
import { createEndlessMatch, signUpOverHttp } from './support/http-client.ts'
import { pointLatencyUnderHeavyWork, recordPoints } from './support/report-loop.ts'

// ADR 0049: the PDF, statistics, CSV and account export run in a worker pool, so two clients looping them do not
// hold the event loop a coach's points go through. On the embedded database, the default deployment: its queries
// run on the main thread too.

describe('two clients looping the heavy endpoints', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'courtside-fault-report-')), 'data')
  let api: ApiProcess | undefined
  afterAll(async () => {
    await stopApi(api)
    rmSync(join(dataDir, '..'), { recursive: true, force: true })
  })

  it("keep a coach's point latency near its quiet figure", async () => {
    api = await startApi({ port: await freePort(), dataDir })
    const recorder = await signUpOverHttp(api.url)
    const recorderMatch = await createEndlessMatch(api.url, recorder)
    const heavy = await signUpOverHttp(api.url)
    const heavyMatch = await createEndlessMatch(api.url, heavy)
    // A long match: its report is some 30 pages, its replay the longest a real match needs.
    await recordPoints(api.url, heavy, heavyMatch, 1200)

    const figures = await pointLatencyUnderHeavyWork({
      baseUrl: api.url,
      recorder,
      recorderMatch,
      heavy,
      heavyMatch,
      points: 60,
    })
    console.log('report loop', JSON.stringify(figures))
    // The loops really ran (startApi switches the per-user limits off: what is measured is the pool).
    expect(figures.heavyAnswers[200] ?? 0).toBeGreaterThan(10)
    // Generous for a loaded two-core machine (the worker takes one core, the clients share the other); before the
    // pool a single report held the loop for the whole replay and drawing, several hundred milliseconds.
    expect(figures.duringP95).toBeLessThanOrEqual(Math.max(3 * figures.quietP95, figures.quietP95 + 200))
  })
})
