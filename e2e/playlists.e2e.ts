import { readFileSync } from 'node:fs'
import { describe, expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import {
  matchResponseSchema,
  playlistResponseSchema,
  playlistShareResponseSchema,
  sharedPlaylistResponseSchema,
  type Clip,
} from '@courtside/contracts'
import { e2eTest } from './support/e2e-test.ts'
import { SCREEN_PASSES, passOptions, passTag } from './support/browser.ts'
import { expectAccessible, expectToast, newCoach } from './support/flows.ts'
import { apiCall, apiRead, registerCoach } from './support/api.ts'
import { ANCHORS, recordPlaylistMatch } from './support/playlist-match.ts'
import { screenshot } from './support/screenshot.ts'
import { startVideoHost } from './support/video-host.ts'

// Playlists (docs/decisions/0068-video-syncs-and-playlists.md): a video synced at two points, a playlist made from
// the statistics' court map, its clips played back to back by the coach and by a guest holding the link.

/** The video review's 40-second test pattern (ADR 0037), served by another host. */
const CLIP = readFileSync(new URL('./fixtures/rally-clip.webm', import.meta.url))

// The other host's certificate is self-signed.
const test = e2eTest({ browserArgs: ['--ignore-certificate-errors'] }).extend(
  'host',
  { scope: 'file' },
  // vitest reads a fixture's needs from its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  async ({}, { onCleanup }) => {
    const host = await startVideoHost({ '/rally-clip.webm': { body: CLIP, type: 'video/webm' } })
    onCleanup(() => host.close())
    return host
  },
)

const LEAD = 2
const LAG = 1
/** Each clip's video time from the nearest anchor at or before it: 7, 13, then 27, 33 (not 22, 28 from point 1). */
const EXPECTED = [
  { seq: 2, at: 7 },
  { seq: 4, at: 13 },
  { seq: 7, at: 27 },
  { seq: 9, at: 33 },
].map(({ seq, at }) => ({ seq, start: at - LEAD, end: at + LAG }))
const NOTE = 'Racket up before the volley: here it drops.'

const video = (page: Page): Locator => page.getByTestId('playlist-player').getByTestId('video-player')
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime)

/** Seeks the review panel's video and waits until it is there. */
async function seek(player: Locator, seconds: number): Promise<void> {
  await player.evaluate(
    (v: HTMLVideoElement, to) =>
      new Promise<void>((resolve) => {
        v.addEventListener('seeked', () => resolve(), { once: true })
        v.currentTime = to
      }),
    seconds,
  )
}

/**
 * Clip `n` (1-based) of `count` is the one shown as playing, and the video plays inside its window: past its start
 * (so it moves on from the seek) and not beyond its end.
 */
async function expectPlaying(page: Page, n: number, count: number, clip: Pick<Clip, 'start' | 'end'>) {
  const position = `Clip ${n} of ${count}`
  await expect
    .poll(
      async () => {
        const [shown, time] = await Promise.all([page.getByTestId('clip-position').innerText(), currentTime(page)])
        return shown === position && time > clip.start + 0.2 && time <= clip.end
      },
      { timeout: 10_000 },
    )
    .toBe(true)
}

describe('playlists', () => {
  test(
    'a coach syncs a video at two points, makes a playlist from the court map, plays, notes and shares it; a guest plays it',
    { timeout: 240_000 },
    async ({ server, host, signedIn, openContext }) => {
      const { token } = await registerCoach(server, newCoach('Pia', 'Playlist'))
      const { match, iida } = await recordPlaylistMatch(server, token)
      const address = `${host.url}/rally-clip.webm`

      // The statistics page's video review (the match page shows it once a video is linked): link the video by its
      // address, sync point 1 at 0:04 and point 6 at 0:24.
      const page = await (await signedIn(token)).newPage()
      await page.goto(`/matches/${match.id}/scores`)
      const panel = page.getByTestId('video-review')
      await panel.getByTestId('video-url').fill(address)
      await panel.getByTestId('video-link').click()
      await panel.getByTestId('video-source').getByText(address).waitFor()
      const player = panel.getByTestId('video-player')
      await page.waitForFunction(() => (document.querySelector('video')?.duration ?? 0) > 30)
      await seek(player, ANCHORS[0]!.time)
      await panel.getByLabel('Point', { exact: true }).selectOption(String(ANCHORS[0]!.seq))
      await panel.getByTestId('video-sync').click()
      await panel.getByText('Point 1 at 0:04').waitFor()
      await seek(player, ANCHORS[1]!.time)
      await panel.getByLabel('Point', { exact: true }).selectOption(String(ANCHORS[1]!.seq))
      await panel.getByTestId('video-sync').click()
      await panel.getByText('Synced at 2 points.', { exact: false }).waitFor()
      await page.reload()
      await expect
        .poll(() => panel.getByTestId('video-anchors').locator('li').allInnerTexts())
        .toEqual(['Point 1 at 0:04', 'Point 6 at 0:24'])
      const stored = await apiRead(matchResponseSchema, server, 'GET', `/api/v2/matches/${match.id}`, token)
      expect(stored.match.video?.syncs.map((s) => [s.seq, Math.round(s.time * 10) / 10])).toEqual([
        [1, 4],
        [6, 24],
      ])

      // The court map narrowed to Iida's unforced errors, and a playlist of them.
      const courtMap = page.locator('[data-slot="card"]').filter({ has: page.getByLabel('Finished by') })
      await courtMap.getByLabel('Finished by').selectOption({ label: 'Iida Koski' })
      await courtMap.getByLabel('Point type').selectOption({ label: 'unforced error' })
      await courtMap.getByText('4 points shown: winners 0, errors 4, other 0.').waitFor()
      await courtMap.getByTestId('make-playlist').click()
      const dialog = page.getByTestId('make-playlist-dialog')
      await dialog
        .getByTestId('make-playlist-summary')
        .getByText('finished by Iida Koski, unforced error', { exact: false })
        .waitFor()
      await dialog.getByLabel('Title').fill("Iida's unforced errors")
      await dialog.getByLabel('Seconds before each point').fill(String(LEAD))
      await dialog.getByLabel('Seconds after each point').fill(String(LAG))
      await expectAccessible(page, 'make a playlist dialog')
      await dialog.getByTestId('make-playlist-save').click()
      await page.waitForURL(/\/playlists\/\d+$/)
      await expectToast(page, "Playlist “Iida's unforced errors” made")
      const playlistId = Number(new URL(page.url()).pathname.split('/').pop())

      // The API's clips: Iida's four unforced errors, each placed from its nearest anchor.
      const read = () => apiRead(playlistResponseSchema, server, 'GET', `/api/v2/playlists/${playlistId}`, token)
      const { playlist } = await read()
      expect(playlist.filter).toEqual({ match_ids: [match.id], finisher_id: iida, point_types: ['unforced_error'] })
      expect(playlist.clips.map((c) => c.seq)).toEqual(EXPECTED.map((c) => c.seq))
      for (const [i, clip] of playlist.clips.entries()) {
        expect(clip.start).toBeCloseTo(EXPECTED[i]!.start, 1)
        expect(clip.end).toBeCloseTo(EXPECTED[i]!.end, 1)
      }
      const clips = playlist.clips
      await expect.poll(() => page.getByTestId('clip-list').locator('li').count()).toBe(clips.length)
      // Ready, not playing: the video waits at the first clip's start.
      await expect.poll(() => currentTime(page)).toBeCloseTo(clips[0]!.start, 1)

      // Looping holds clip 1 past its end; Next and Previous step; 0.5× halves the rate.
      await page.getByTestId('clip-loop').click()
      expect(await page.getByTestId('clip-loop').getAttribute('aria-pressed')).toBe('true')
      await page.getByTestId('clip-play').click()
      await expectPlaying(page, 1, 4, clips[0]!)
      await page.waitForTimeout((clips[0]!.end - clips[0]!.start + 1) * 1000)
      await expectPlaying(page, 1, 4, clips[0]!)
      for (const n of [2, 3, 4]) {
        await page.getByTestId('clip-next').click()
        await expectPlaying(page, n, 4, clips[n - 1]!)
      }
      expect(await page.getByTestId('clip-next').isDisabled()).toBe(true)
      await page.getByTestId('clip-previous').click()
      await expectPlaying(page, 3, 4, clips[2]!)
      await page.getByTestId('clip-slow').click()
      expect(await video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.5)
      await page.getByTestId('clip-slow').click()

      // Without the loop, clip 3 runs on into clip 4, and the last clip stops the video at its end.
      await page.getByTestId('clip-loop').click()
      await expectPlaying(page, 4, 4, clips[3]!)
      await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
      expect(await currentTime(page)).toBeLessThanOrEqual(clips[3]!.end + 0.5)
      await page.getByRole('button', { name: 'Play', exact: true }).waitFor()

      // A note on clip 2, picked from the list (looping, so it is still clip 2 when the note is written): shown while
      // clip 2 plays, not on clip 3.
      await page.getByTestId('clip-loop').click()
      await page.getByTestId('clip-list').locator('li').nth(1).getByRole('button').click()
      await expectPlaying(page, 2, 4, clips[1]!)
      await page.getByLabel('Add a note to this clip').fill(NOTE)
      await page.getByRole('button', { name: 'Save note' }).click()
      await page.getByTestId('clip-notes').getByText(NOTE).waitFor()
      await page.getByTestId('clip-notes').getByText('Whole clip').waitFor()
      const { playlist: noted } = await read()
      expect(noted.notes.map((n) => [n.match_id, n.seq, n.at_seconds, n.text])).toEqual([
        [match.id, clips[1]!.seq, null, NOTE],
      ])
      await page.getByTestId('clip-next').click()
      await expectPlaying(page, 3, 4, clips[2]!)
      await page.getByText('No notes on this clip.').waitFor()
      await page.getByTestId('clip-previous').click()
      await expectPlaying(page, 2, 4, clips[1]!)
      await page.getByTestId('clip-notes').getByText(NOTE).waitFor()

      // Share: a guests' link to copy.
      await page.getByTestId('share-make').click()
      const shareUrl = await page.getByTestId('share-url').inputValue()
      expect(shareUrl).toMatch(new RegExp(`^${server.url}/clips/[A-Za-z0-9_-]{32}$`))
      await expectAccessible(page, 'playlist player, shared')
      await page.evaluate(() => window.scrollTo(0, 0))
      await screenshot(page, 'playlist-player-shared-1280-light-en')

      // The guest, not signed in: the same clips and the note, nothing to edit.
      const token32 = new URL(shareUrl).pathname.split('/').pop()!
      const shared = await apiRead(sharedPlaylistResponseSchema, server, 'GET', `/api/v2/clips/${token32}`, null)
      expect(shared.playlist.clips).toEqual(clips)
      const guest = await (await openContext()).newPage()
      await guest.goto(new URL(shareUrl).pathname)
      await guest.getByRole('heading', { level: 1, name: "Iida's unforced errors" }).waitFor()
      await guest.getByText('4 clips shared by a coach').waitFor()
      await guest.getByTestId('playlist-player').waitFor()
      expect(await guest.getByTestId('note-form').count()).toBe(0)
      expect(await guest.getByTestId('share-panel').count()).toBe(0)
      expect(await guest.getByRole('button', { name: /Edit note|Delete note/ }).count()).toBe(0)
      expect(await guest.getByRole('link', { name: 'All playlists' }).count()).toBe(0)
      await guest.getByTestId('clip-loop').click()
      await guest.getByTestId('clip-play').click()
      await expectPlaying(guest, 1, 4, clips[0]!)
      await guest.getByText('No notes on this clip.').waitFor()
      await guest.getByTestId('clip-next').click()
      await expectPlaying(guest, 2, 4, clips[1]!)
      await guest.getByTestId('clip-notes').getByText(NOTE).waitFor()
      await guest.getByTestId('clip-next').click()
      await expectPlaying(guest, 3, 4, clips[2]!)
      await guest.getByText('No notes on this clip.').waitFor()
      await guest.getByTestId('clip-loop').click()
      await expectPlaying(guest, 4, 4, clips[3]!)
      await expectAccessible(guest, 'shared clips')
    },
  )

  test('the player and the guest page on a phone and a desktop, light and dark, English and Finnish', async ({
    server,
    host,
    signedIn,
    openContext,
  }) => {
    const { token } = await registerCoach(server, newCoach('Sami', 'Screens'))
    const { match, iida } = await recordPlaylistMatch(server, token)
    const linked = await apiCall(server, 'PUT', `/api/v2/matches/${match.id}/video`, token, {
      video: { source: 'url', url: `${host.url}/rally-clip.webm`, syncs: ANCHORS },
    })
    expect(linked.status).toBe(200)
    const { playlist } = await apiRead(playlistResponseSchema, server, 'POST', '/api/v2/playlists', token, {
      playlist: {
        title: 'Iida · unforced errors',
        filter: { match_ids: [match.id], finisher_id: iida, point_types: ['unforced_error'] },
        lead_seconds: LEAD,
        lag_seconds: LAG,
      },
    })
    expect(playlist.clips.map((c) => c.seq)).toEqual(EXPECTED.map((c) => c.seq))
    const first = playlist.clips[0]!
    const note = await apiCall(server, 'POST', `/api/v2/playlists/${playlist.id}/notes`, token, {
      note: { match_id: first.match_id, seq: first.seq, at_seconds: 1, text: NOTE },
    })
    expect(note.status).toBe(201)
    const { share } = await apiRead(
      playlistShareResponseSchema,
      server,
      'POST',
      `/api/v2/playlists/${playlist.id}/share`,
      token,
    )

    for (const pass of SCREEN_PASSES) {
      const tag = passTag(pass)
      const fi = pass.lang === 'fi'
      const options = passOptions(pass, server.url)
      for (const [who, path, context] of [
        ['playlist-player', `/playlists/${playlist.id}`, await signedIn(token, options)],
        ['playlist-guest', new URL(share.url).pathname, await openContext(options)],
      ] as const) {
        const page = await context.newPage()
        await page.goto(path)
        await page.getByTestId('playlist-player').waitFor()
        await page.waitForFunction(
          (dark) => document.documentElement.classList.contains('dark') === dark,
          pass.colorScheme === 'dark',
        )
        await expect.poll(() => currentTime(page)).toBeCloseTo(first.start, 1)
        await page
          .getByTestId('clip-position')
          .getByText(fi ? 'Pätkä 1/4' : 'Clip 1 of 4')
          .waitFor()
        await page.getByTestId('clip-notes').getByText(NOTE).waitFor()
        await page
          .getByTestId('clip-notes')
          .getByText(fi ? 'Kohdassa 0:01' : 'At 0:01')
          .waitFor()
        await expectAccessible(page, `${who} ${tag}`)
        await screenshot(page, `${who}-${tag}`)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(pass.width)
        await context.close()
      }
    }

    // The guest's TV mode on a club's 1920×1080 screen: the video, the point in words and the note, nothing else.
    const tv = await (await openContext({ viewport: { width: 1920, height: 1080 }, colorScheme: 'dark' })).newPage()
    await tv.goto(new URL(share.url).pathname)
    await tv.getByTestId('tv-mode').click()
    await tv.getByTestId('playlist-tv').waitFor()
    // Space plays (from the page, not the focused leave button); the note pinned at 0:01 of the clip shows in large
    // type once the clip gets there.
    await tv.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await tv.keyboard.press('Space')
    await tv.getByTestId('tv-note').getByText(NOTE).waitFor()
    expect(await tv.getByTestId('clip-list').count()).toBe(0)
    await expectAccessible(tv, 'playlist-guest tv 1920 dark')
    await screenshot(tv, 'playlist-guest-tv-1920-dark-en')
    expect(await tv.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920)
  })
})
