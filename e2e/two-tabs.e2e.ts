import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { ballListSchema } from '@courtside/contracts'
import { test } from './support/e2e-test.ts'
import { expectAccessible } from './support/flows.ts'
import { apiRead } from './support/api.ts'
import { newMatchOnPhone } from './support/match-on-phone.ts'
import { screenshot } from './support/screenshot.ts'

// One tab of the browser records a match at a time (docs/decisions/0083-one-tab-records-a-match.md): two tabs of one
// browser share the device's queue, and before, the later writer's copy replaced the other's points.

const waitingText = (page: Page) => page.getByTestId('sync-status').innerText()

describe('the same match in two tabs', () => {
  test('one tab records at a time; taking over picks up the other’s waiting points, and none is lost', async ({
    server,
    signedIn,
  }) => {
    const { token, match, context, page: first } = await newMatchOnPhone({ server, signedIn }, 'Iida', 'Koski', 'Final')
    await first.goto(`/matches/${match.id}`)
    await first.getByTestId('match-recorder').waitFor()
    const second = await context.newPage()
    await second.goto(`/matches/${match.id}`)
    await second.getByTestId('match-recorder').waitFor()

    // The tab opened last records; the first one says so and offers to take over.
    await first.getByTestId('recording-elsewhere').waitFor()
    await expectAccessible(first, 'recorder of a match recorded in another tab')
    await screenshot(first, 'two-tabs-recording-elsewhere-375-light-en')
    expect(await first.getByTestId('quick-point-0').count()).toBe(0)

    await context.setOffline(true)
    await first.getByTestId('record-here').click()
    await second.getByTestId('recording-elsewhere').waitFor()
    for (let tap = 0; tap < 3; tap++) await first.getByTestId('quick-point-0').click()
    await expect.poll(() => waitingText(first)).toContain('3 points waiting to sync')

    // Back in the other tab: taking over shows the three points waiting, and a fourth joins them.
    await second.getByTestId('record-here').click()
    await expect.poll(() => waitingText(second)).toContain('3 points waiting to sync')
    await second.getByTestId('quick-point-1').click()
    await expect.poll(() => waitingText(second)).toContain('4 points waiting to sync')
    await first.getByTestId('recording-elsewhere').waitFor()

    // The first tab closes; back online, every point reaches the server once, in order.
    await first.close()
    await context.setOffline(false)
    await expect.poll(() => waitingText(second), { timeout: 30_000 }).toBe('')
    const { balls } = await apiRead(ballListSchema, server, 'GET', `/api/v2/matches/${match.id}/balls`, token)
    expect(balls.map((b) => b.winner_team)).toEqual([0, 0, 0, 1])
    await context.close()
  })
})
