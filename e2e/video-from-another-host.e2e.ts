import { readFileSync } from 'node:fs'
import { describe, expect } from 'vitest'
import { e2eTest } from './support/e2e-test.ts'
import { newCoach } from './support/flows.ts'
import { apiCall, createMatch, personalOrganizationId, registerCoach } from './support/api.ts'
import { watchViolations } from './support/csp-violations.ts'
import { startVideoHost } from './support/video-host.ts'

// A video linked by its web address plays from another host under the app's Content-Security-Policy (ADR 0052).

/** The video review's 40-second test pattern (ADR 0037), served by the other host. */
const CLIP = readFileSync(new URL('./fixtures/rally-clip.webm', import.meta.url))
const PLAYLIST = '#EXTM3U\n#EXT-X-TARGETDURATION:40\n#EXTINF:40,\nrally-clip.webm\n#EXT-X-ENDLIST\n'

// The other host's certificate is self-signed.
const test = e2eTest({ browserArgs: ['--ignore-certificate-errors'] }).extend(
  'host',
  { scope: 'file' },
  // vitest reads a fixture's needs from its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  async ({}, { onCleanup }) => {
    const host = await startVideoHost({
      '/rally-clip.webm': { body: CLIP, type: 'video/webm' },
      '/rally.m3u8': { body: PLAYLIST, type: 'application/vnd.apple.mpegurl' },
    })
    onCleanup(() => host.close())
    return host
  },
)

describe('a video from another host', () => {
  test('plays a match video linked by its https address, with no policy violation', async ({
    server,
    host,
    signedIn,
  }) => {
    const { token } = await registerCoach(server, newCoach('Ville', 'Video'))
    const match = await createMatch(server, token, { organizationId: await personalOrganizationId(server, token) })
    const address = `${host.url}/rally-clip.webm`
    const linked = await apiCall(server, 'PUT', `/api/v2/matches/${match.id}/video`, token, {
      video: { source: 'url', url: address },
    })
    expect(linked.status).toBe(200)

    const page = await (await signedIn(token)).newPage()
    const violations = await watchViolations(page)
    // The match page shows the video card once a video is linked.
    await page.goto(`/matches/${match.id}`)
    const panel = page.getByTestId('video-review')
    await panel.getByTestId('video-source').getByText(address).waitFor()
    const player = panel.getByTestId('video-player')
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true
      void v.play().catch(() => {})
    })
    const playback = () =>
      player.evaluate((v: HTMLVideoElement) => ({ readyState: v.readyState, currentTime: v.currentTime }))
    await expect.poll(async () => (await playback()).currentTime, { timeout: 15_000 }).toBeGreaterThan(1)
    expect((await playback()).readyState).toBeGreaterThanOrEqual(2)
    expect(host.requests).toContain('/rally-clip.webm')

    // An HLS address is played by hls.js, which reads its playlist and segments with XHR/fetch: the policy lets the
    // page read them from that host as well.
    const playlist = await page.evaluate((url) => fetch(url).then((r) => r.text()), `${host.url}/rally.m3u8`)
    expect(playlist).toContain('#EXTM3U')

    expect(violations).toEqual([])
  })
})
