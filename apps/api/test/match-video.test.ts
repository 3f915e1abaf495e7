import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matchResponseSchema, messages } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach, newMatch, recordQuickPoints, type TestCoach } from './support/balls.ts'
import { noRateLimits } from './support/matches.ts'

// ADR 0037, video review: the video linked to a match and its sync, saved with the match.

let t: TestApp
let coach: TestCoach
beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits(), freePlanProGamesPerMonth: 1000 })
  coach = await newCoach(t.app)
})
afterAll(() => t?.close())

const put = (matchId: number, video: unknown, headers = coach.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/matches/${matchId}/video`, headers, payload: { video } })
const read = async (matchId: number) =>
  matchResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/v2/matches/${matchId}`, headers: coach.headers })).json(),
  ).match

describe('PUT/DELETE /api/v2/matches/:id/video (ADR 0037)', () => {
  it('links a web address with its sync, a file by name, and unlinks', async () => {
    const match = await newMatch(t.app, coach)
    await recordQuickPoints(t.app, coach.headers, match.id, [0, 1, 0])
    expect((await read(match.id)).video).toBeNull()

    const linked = await put(match.id, { source: 'url', url: ' https://video.example/final.mp4 ' })
    expect(linked.statusCode).toBe(200)
    expect(matchResponseSchema.parse(linked.json()).match.video).toEqual({
      source: 'url',
      url: 'https://video.example/final.mp4',
      file_name: null,
      sync: null,
      syncs: [],
    })
    const synced = await put(match.id, {
      source: 'url',
      url: 'https://video.example/final.m3u8',
      sync: { seq: 1, time: 93.25 },
    })
    expect(synced.statusCode).toBe(200)
    expect((await read(match.id)).video).toEqual({
      source: 'url',
      url: 'https://video.example/final.m3u8',
      file_name: null,
      sync: { seq: 1, time: 93.25 },
      syncs: [{ seq: 1, time: 93.25 }],
    })

    const file = await put(match.id, { source: 'file', file_name: 'GX010042.MP4', sync: { seq: 3, time: 0 } })
    expect(file.statusCode).toBe(200)
    expect((await read(match.id)).video).toEqual({
      source: 'file',
      url: null,
      file_name: 'GX010042.MP4',
      sync: { seq: 3, time: 0 },
      syncs: [{ seq: 3, time: 0 }],
    })

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/matches/${match.id}/video`,
      headers: coach.headers,
    })
    expect(removed.statusCode).toBe(200)
    expect(matchResponseSchema.parse(removed.json()).match.video).toBeNull()
  })

  it('refuses what is not a playable address or a point of the match, and keeps what was saved', async () => {
    const match = await newMatch(t.app, coach)
    await recordQuickPoints(t.app, coach.headers, match.id, [0, 1])
    await put(match.id, { source: 'url', url: 'https://video.example/a.webm' })
    const cases: [unknown, string][] = [
      [{ source: 'url', url: 'javascript:alert(1)' }, 'url'],
      [{ source: 'url', url: 'ftp://video.example/a.mp4' }, 'url'],
      [{ source: 'url', url: `https://video.example/${'a'.repeat(3000)}.mp4` }, 'url'],
      [{ source: 'url' }, 'url'],
      [{ source: 'file', file_name: '   ' }, 'file_name'],
      [{ source: 'file', file_name: 'x'.repeat(10_000) }, 'file_name'],
      [{ source: 'file', file_name: 'a.mp4', url: 'https://video.example/a.mp4' }, 'url'],
      [{ source: 'youtube', url: 'https://video.example/a.mp4' }, 'source'],
      [{ source: 'url', url: 'https://video.example/a.mp4', sync: { seq: 3, time: 1 } }, 'sync'],
      [{ source: 'url', url: 'https://video.example/a.mp4', sync: { seq: 1, time: -1 } }, 'sync.time'],
      [{ source: 'url', url: 'https://video.example/a.mp4', sync: { seq: 1, time: 1e300 } }, 'sync.time'],
      [{ source: 'url', url: 'https://video.example/a.mp4', sync: { seq: 1e12, time: 1 } }, 'sync.seq'],
      [null, 'video'],
    ]
    for (const [video, field] of cases) {
      const response = await put(match.id, video)
      expect(response.statusCode, JSON.stringify(video).slice(0, 80)).toBe(422)
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(video).slice(0, 80)).toContain(field)
    }
    const sync = await put(match.id, { source: 'url', url: 'https://video.example/a.mp4', sync: { seq: 9, time: 1 } })
    expect(sync.json()).toMatchObject({ code: 'videoSyncPointMissing', message: messages.videoSyncPointMissing })
    const nul = await put(match.id, { source: 'file', file_name: 'a\u0000.mp4' })
    expect(nul.statusCode).toBe(422)
    expect((await read(match.id)).video?.url).toBe('https://video.example/a.webm')
  })

  it('keeps any number of anchors by seq, the first as `sync`, and bounds them (ADR 0068)', async () => {
    const match = await newMatch(t.app, coach)
    await recordQuickPoints(t.app, coach.headers, match.id, [0, 1, 0, 1])
    const url = 'https://video.example/night.mp4'
    const saved = await put(match.id, {
      source: 'url',
      url,
      sync: { seq: 3, time: 400 },
      syncs: [
        { seq: 4, time: 460 },
        { seq: 1, time: 12.5 },
      ],
    })
    expect(saved.statusCode).toBe(200)
    const anchors = [
      { seq: 1, time: 12.5 },
      { seq: 3, time: 400 },
      { seq: 4, time: 460 },
    ]
    expect((await read(match.id)).video).toEqual({
      source: 'url',
      url,
      file_name: null,
      sync: anchors[0],
      syncs: anchors,
    })

    const many = Array.from({ length: 51 }, (_, i) => ({ seq: i + 1, time: i }))
    const cases: [unknown, string, string][] = [
      [{ source: 'url', url, syncs: many }, 'syncs', 'videoSyncsTooMany'],
      [
        {
          source: 'url',
          url,
          syncs: [
            { seq: 1, time: 1 },
            { seq: 1, time: 2 },
          ],
        },
        'syncs',
        'videoSyncDuplicate',
      ],
      [{ source: 'url', url, sync: { seq: 1, time: 1 }, syncs: [{ seq: 1, time: 2 }] }, 'syncs', 'videoSyncDuplicate'],
      [{ source: 'url', url, syncs: [{ seq: 2, time: -0.5 }] }, 'syncs.0.time', 'validationFailed'],
      [{ source: 'url', url, syncs: [{ seq: 2, time: 1, at: 3 }] }, 'syncs.0.at', 'unknownField'],
      [
        {
          source: 'url',
          url,
          syncs: [
            { seq: 2, time: 1 },
            { seq: 9, time: 5 },
          ],
        },
        'sync',
        'videoSyncPointMissing',
      ],
      [{ source: 'url', url, syncs: 'x'.repeat(10_000) }, 'syncs', 'validationFailed'],
    ]
    for (const [video, field, code] of cases) {
      const response = await put(match.id, video)
      const label = JSON.stringify(video).slice(0, 80)
      expect(response.statusCode, label).toBe(422)
      expect(Object.keys(response.json().errors ?? {}), label).toContain(field)
      if (code !== 'validationFailed')
        expect(response.json().errors[field], label).toContain(messages[code as keyof typeof messages])
    }
    expect((await read(match.id)).video?.syncs).toEqual(anchors)
  })

  it("is the editors' to change: another coach may see a public match but not change it, and the public scoreboard never shows it", async () => {
    const match = await newMatch(t.app, coach, { visibility: 'public' })
    const stranger = await newCoach(t.app)
    expect(
      (await put(match.id, { source: 'url', url: 'https://video.example/a.mp4' }, stranger.headers)).statusCode,
    ).toBe(403)
    expect((await put(match.id, { source: 'url', url: 'https://video.example/a.mp4' })).statusCode).toBe(200)
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/v2/matches/${match.id}/share`,
      headers: coach.headers,
    })
    const token = share.json().share.token as string
    const live = await t.app.inject({ method: 'GET', url: `/api/v2/live/${token}` })
    expect(live.statusCode).toBe(200)
    expect(live.body).not.toContain('video.example')
  })
})
