import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  matchStatsResponseSchema,
  MAX_PLAYLISTS_PER_COACH,
  playlistListSchema,
  playlistResponseSchema,
  playlistShareResponseSchema,
  redactSecrets,
  sharedPlaylistResponseSchema,
  type Playlist,
} from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach, newMatch, postBall, type TestCoach, type TestMatch } from './support/balls.ts'
import { createAthlete, noRateLimits } from './support/matches.ts'

// Playlists (packages/contracts/src/playlist.ts, docs/decisions/0068-video-syncs-and-playlists.md): clip times from
// the video's anchors, the filter against the statistics' own counts, visibility, ownership and hostile bodies.

let t: TestApp
let coach: TestCoach
let stranger: TestCoach
/** The coach's match with 60 tapped points, 20 s apart from T0 (into its second set). */
let m1: TestMatch
/** The coach's match with points but no video; and one with a video but no anchor. */
let noVideo: TestMatch
let noSync: TestMatch
/** The stranger's match, with a video and an anchor. */
let theirs: TestMatch
// Taps must be recent (a tap time may be up to 30 days old): a fixed hour two days ago.
const T0 = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 48 * 3_600_000
const tapOf = (seq: number) => new Date(T0 + (seq - 1) * 20_000).toISOString()

/** 30 points: a fixed mix of quick points and winners finished by team 0's first player or team 1's second. */
async function recordMix(who: TestCoach, match: TestMatch, n = 30) {
  for (let seq = 1; seq <= n; seq++) {
    const team = (seq * 7 + 3) % 5 < 2 ? 1 : 0
    const ball =
      seq % 4 === 1
        ? {
            client_id: randomUUID(),
            point_type: 'winner',
            finisher_id: team === 0 ? match.teams[0][0] : match.teams[1][1],
            shot_type: 'smash',
          }
        : { client_id: randomUUID(), point_type: 'other', winner_team: team }
    const response = await postBall(t.app, who.headers, match.id, { ...ball, tapped_at: tapOf(seq) })
    if (response.statusCode !== 201) throw new Error(`point ${seq} failed: ${response.body}`)
  }
}

const putVideo = async (who: TestCoach, matchId: number, syncs: { seq: number; time: number }[]) => {
  const payload = { video: { source: 'url', url: 'https://video.example/m.mp4', syncs } }
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/v2/matches/${matchId}/video`,
    headers: who.headers,
    payload,
  })
  expect(response.statusCode).toBe(200)
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: TestCoach, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) })

async function create(playlist: Record<string, unknown>, who = coach): Promise<Playlist> {
  const response = await call('POST', '/api/v2/playlists', who, { playlist })
  expect(response.statusCode, response.body).toBe(201)
  return playlistResponseSchema.parse(response.json()).playlist
}

const windows = (p: Playlist, matchId = m1.id) =>
  Object.fromEntries(p.clips.filter((c) => c.match_id === matchId).map((c) => [c.seq, [c.start, c.end]]))

async function stats(matchId: number, query = '') {
  const response = await call('GET', `/api/v2/matches/${matchId}/stats${query}`, coach)
  expect(response.statusCode).toBe(200)
  return matchStatsResponseSchema.parse(response.json()).stats
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits(), freePlanProGamesPerMonth: 1000 })
  coach = await newCoach(t.app)
  stranger = await newCoach(t.app)
  m1 = await newMatch(t.app, coach, { title: 'Night final' })
  await recordMix(coach, m1, 60)
  noVideo = await newMatch(t.app, coach)
  await recordMix(coach, noVideo, 6)
  noSync = await newMatch(t.app, coach)
  await recordMix(coach, noSync, 6)
  await t.app.inject({
    method: 'PUT',
    url: `/api/v2/matches/${noSync.id}/video`,
    headers: coach.headers,
    payload: { video: { source: 'url', url: 'https://video.example/n.mp4' } },
  })
  theirs = await newMatch(t.app, stranger)
  await recordMix(stranger, theirs, 6)
  await putVideo(stranger, theirs.id, [{ seq: 1, time: 10 }])
}, 120_000)
afterAll(() => t?.close())

describe('clip times from the anchors', () => {
  it('one, two and three anchors, hand-computed (lead 8 s, lag 2 s, taps 20 s apart)', async () => {
    const filter = { match_ids: [m1.id] }
    await putVideo(coach, m1.id, [{ seq: 3, time: 5 }])
    const one = await create({ title: 'One anchor', filter, lead_seconds: 8, lag_seconds: 2 })
    const w1 = windows(one)
    // Point 2 is at 5 − 20 = −15 s: its window ends before the video starts, so it has no clip; nor has point 1.
    expect(w1[1]).toBeUndefined()
    expect(w1[2]).toBeUndefined()
    expect(w1[3]).toEqual([0, 7]) // 5 − 8 clamped at 0, 5 + 2
    expect(w1[4]).toEqual([17, 27]) // 25
    expect(w1[30]).toEqual([537, 547]) // 5 + 27 × 20 = 545
    expect(one.clips).toHaveLength(58)

    await putVideo(coach, m1.id, [
      { seq: 3, time: 5 },
      { seq: 10, time: 300 },
    ])
    const w2 = windows(
      playlistResponseSchema.parse((await call('GET', `/api/v2/playlists/${one.id}`, coach)).json()).playlist,
    )
    expect(w2[9]).toEqual([117, 127]) // 5 + 6 × 20 = 125: still the first anchor
    expect(w2[10]).toEqual([292, 302])
    expect(w2[11]).toEqual([312, 322]) // 300 + 20

    await putVideo(coach, m1.id, [
      { seq: 1, time: 50.25 },
      { seq: 10, time: 300 },
      { seq: 20, time: 700 },
    ])
    const three = await call('PATCH', `/api/v2/playlists/${one.id}`, coach, {
      playlist: { lead_seconds: 4, lag_seconds: 1.5 },
    })
    expect(three.statusCode).toBe(200)
    const w3 = windows(playlistResponseSchema.parse(three.json()).playlist)
    expect(w3[1]).toEqual([46.25, 51.75])
    expect(w3[5]).toEqual([126.25, 131.75]) // 50.25 + 80
    expect(w3[12]).toEqual([336, 341.5]) // 300 + 40
    expect(w3[25]).toEqual([796, 801.5]) // 700 + 100
    expect(Object.keys(w3)).toHaveLength(60)
  })
})

describe('the filter counts what the statistics count', () => {
  it('sets, player, winner, decisive points, finisher and point type', async () => {
    // Every point of the match after its one anchor at the first point: the clips are the filtered points.
    await putVideo(coach, m1.id, [{ seq: 1, time: 50 }])
    const base = { match_ids: [m1.id] }
    const count = async (filter: Record<string, unknown>) =>
      (await create({ title: 'Count', filter: { ...base, ...filter } })).clips.length
    const all = await stats(m1.id)
    expect(await count({})).toBe(all.points_played)
    const set1 = (await stats(m1.id, '?set=1')).points_played
    expect(set1).toBeLessThan(all.points_played) // the set filter leaves points out
    expect(await count({ sets: [1] })).toBe(set1)
    expect(await count({ sets: [2] })).toBe((await stats(m1.id, '?set=2')).points_played)
    const player = m1.teams[1][1]
    expect(await count({ player_id: player })).toBe((await stats(m1.id, `?player=${player}`)).points_played)
    expect(await count({ won_by: { team: 1 } })).toBe(all.teams[1]!.points_won)
    expect(await count({ won_by: { player_id: m1.teams[0][1] } })).toBe(all.teams[0]!.points_won)
    const breaks = all.highlights.decisive_points.filter((d) => d.kinds.some((k) => k.startsWith('break_point')))
    expect(breaks.length).toBeGreaterThan(0)
    const decisive = await create({
      title: 'Breaks',
      filter: { ...base, decisive: ['break_point', 'break_point_saved'] },
    })
    expect(decisive.clips.map((c) => c.seq)).toEqual(breaks.map((d) => d.seq))
    expect(decisive.clips[0]!.label.decisive).toEqual(breaks[0]!.kinds)
    // Winners are every fourth point from 1: seq 1, 5, …, 57 (15); those of team 0's first player are team 0's.
    const winners = await create({ title: 'W', filter: { ...base, point_types: ['winner'], shot_types: ['smash'] } })
    expect(winners.clips.map((c) => c.seq)).toEqual(Array.from({ length: 15 }, (_, i) => 1 + 4 * i))
    const finisher = await create({ title: 'F', filter: { ...base, finisher_id: m1.teams[0][0] } })
    expect(finisher.clips.every((c) => c.label.point_type === 'winner' && c.label.winner_team === 0)).toBe(true)
    expect(finisher.clips[0]!.label).toMatchObject({ match_title: 'Night final', finisher_name: 'Ana Ortiz', set: 1 })
  })
})

describe('which matches give clips', () => {
  it('skips matches without a video or an anchor, and never reads another coach’s matches', async () => {
    const everything = await create({ title: 'Everything' })
    const ids = new Set(everything.clips.map((c) => c.match_id))
    expect(ids.has(m1.id)).toBe(true)
    expect(ids.has(noVideo.id)).toBe(false)
    expect(ids.has(noSync.id)).toBe(false)
    expect(ids.has(theirs.id)).toBe(false)
    const named = await create({ title: 'Theirs', filter: { match_ids: [theirs.id, noVideo.id, noSync.id] } })
    expect(named.clips).toEqual([])
    const mine = await create({ title: 'Theirs only', filter: {} }, stranger)
    expect(new Set(mine.clips.map((c) => c.match_id))).toEqual(new Set([theirs.id]))
  })

  it('an athlete’s matches only, and the date range', async () => {
    const iida = await createAthlete(t.app, coach.headers, { first_name: 'Iida', last_name: 'Koski' })
    const hers = await newMatch(t.app, coach, {
      pairs: [
        { players: [{ player_id: iida.id }, { name: 'Bea Blanco' }] },
        { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
      ],
    })
    await recordMix(coach, hers, 4)
    await putVideo(coach, hers.id, [{ seq: 1, time: 30 }])
    const p = await create({ title: 'Iida', filter: { athlete_id: iida.id } })
    expect(p.clips.map((c) => [c.match_id, c.seq])).toEqual([1, 2, 3, 4].map((seq) => [hers.id, seq]))
    // Her own points, by the match player she was in each match: the one she finished (point 1, a winner), and those
    // she took part in, as the statistics' player filter counts them for her match player.
    const seqs = (pl: Playlist) => pl.clips.map((c) => c.seq)
    const smash = { client_id: randomUUID(), point_type: 'winner', finisher_id: hers.teams[0][0], shot_type: 'smash' }
    expect((await postBall(t.app, coach.headers, hers.id, { ...smash, tapped_at: tapOf(5) })).statusCode).toBe(201)
    const finished = await create({ title: 'Hers', filter: { athlete_id: iida.id, athlete_points: 'finished' } })
    expect(seqs(finished)).toEqual([5])
    const involved = await create({ title: 'With', filter: { athlete_id: iida.id, athlete_points: 'involved' } })
    const asPlayer = await create({ title: 'As player', filter: { match_ids: [hers.id], player_id: hers.teams[0][0] } })
    expect(seqs(involved)).toEqual(seqs(asPlayer))
    const alone = await call('POST', '/api/v2/playlists', coach, {
      playlist: { title: 'No athlete', filter: { athlete_points: 'finished' } },
    })
    expect(alone.statusCode).toBe(422)
    expect(JSON.stringify(alone.json().errors)).toContain('athlete')
    // The stranger names the coach's athlete: none of it.
    expect((await create({ title: 'x', filter: { athlete_id: iida.id } }, stranger)).clips).toEqual([])
    const today = new Date().toISOString().slice(0, 10)
    expect(
      (await create({ title: 'Today', filter: { match_ids: [hers.id], from: today, to: today } })).clips,
    ).toHaveLength(5)
    expect((await create({ title: 'Before', filter: { match_ids: [hers.id], to: '2020-01-01' } })).clips).toEqual([])
  })
})

describe('ownership and hostile bodies', () => {
  it('lists, edits and deletes the coach’s own; anyone else gets 404', async () => {
    const p = await create({ title: '  Breaks  ', filter: { match_ids: [m1.id], decisive: ['break_point'] } })
    expect(p.title).toBe('Breaks')
    const list = playlistListSchema.parse((await call('GET', '/api/v2/playlists', coach)).json()).playlists
    expect(list[0]).toEqual({ id: p.id, title: 'Breaks', filter: p.filter, lead_seconds: 8, lag_seconds: 2 })
    expect(
      playlistListSchema.parse((await call('GET', '/api/v2/playlists', stranger)).json()).playlists.map((x) => x.id),
    ).not.toContain(p.id)
    for (const [method, payload] of [['GET'], ['PATCH', { playlist: { title: 'Mine' } }], ['DELETE']] as const) {
      const response = await call(method, `/api/v2/playlists/${p.id}`, stranger, payload)
      expect(response.statusCode, method).toBe(404)
    }
    const renamed = await call('PATCH', `/api/v2/playlists/${p.id}`, coach, { playlist: { title: 'Big points' } })
    expect(renamed.json().playlist.title).toBe('Big points')
    expect((await call('DELETE', `/api/v2/playlists/${p.id}`, coach)).statusCode).toBe(204)
    expect((await call('GET', `/api/v2/playlists/${p.id}`, coach)).statusCode).toBe(404)
    expect((await call('GET', '/api/v2/playlists/99999999999999', coach)).statusCode).toBe(404)
  })

  it('refuses hostile filters and bodies with 4xx, saving nothing', async () => {
    const before = playlistListSchema.parse((await call('GET', '/api/v2/playlists', coach)).json()).playlists.length
    const huge = 'x'.repeat(10_000)
    const bodies: unknown[] = [
      { title: huge },
      { title: 'a\u0000b' },
      { title: 'ok', filter: { match_ids: [m1.id], sql: 'drop table' } },
      { title: 'ok', filter: { match_ids: Array.from({ length: 10_000 }, (_, i) => i + 1) } },
      { title: 'ok', filter: { point_types: [huge] } },
      { title: 'ok', filter: { shot_types: Array.from({ length: 51 }, () => 'smash') } },
      { title: 'ok', filter: { won_by: { team: 2 } } },
      { title: 'ok', filter: { won_by: { team: 0, player_id: 1 } } },
      { title: 'ok', filter: { decisive: ['whatever'] } },
      { title: 'ok', filter: { from: '2026-02-01', to: '2026-01-01' } },
      { title: 'ok', filter: { from: huge } },
      { title: 'ok', filter: { sets: [0] } },
      { title: 'ok', filter: { athlete_id: -1 } },
      { title: 'ok', filter: huge },
      { title: 'ok', lead_seconds: 1e9 },
      { title: 'ok', lag_seconds: -1 },
      { title: 'ok', clips: [] },
      {},
    ]
    for (const playlist of bodies) {
      const response = await call('POST', '/api/v2/playlists', coach, { playlist })
      const label = JSON.stringify(playlist).slice(0, 80)
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, label).toBeLessThan(500)
    }
    const patch = await call('PATCH', '/api/v2/playlists/1', coach, { playlist: {} })
    expect(patch.statusCode).toBeGreaterThanOrEqual(400)
    expect(playlistListSchema.parse((await call('GET', '/api/v2/playlists', coach)).json()).playlists).toHaveLength(
      before,
    )
  })

  it(`keeps at most ${MAX_PLAYLISTS_PER_COACH} playlists per coach`, async () => {
    const busy = await newCoach(t.app)
    for (let i = 0; i < MAX_PLAYLISTS_PER_COACH; i++) await create({ title: `P${i}`, filter: { match_ids: [] } }, busy)
    const over = await call('POST', '/api/v2/playlists', busy, { playlist: { title: 'One more' } })
    expect(over.statusCode).toBe(422)
    expect(over.json().code).toBe('playlistLimit')
  }, 60_000)
})

describe('sharing', () => {
  it('a guest reads the clips of web videos and their sources, nothing about people; a new link or an end revokes', async () => {
    await putVideo(coach, m1.id, [{ seq: 1, time: 50 }])
    const onDevice = await newMatch(t.app, coach)
    await recordMix(coach, onDevice, 4)
    const payload = { video: { source: 'file', file_name: 'GX010042.MP4', syncs: [{ seq: 1, time: 3 }] } }
    const linked = await call('PUT', `/api/v2/matches/${onDevice.id}/video`, coach, payload)
    expect(linked.statusCode).toBe(200)
    const p = await create({
      title: 'Winners',
      filter: { match_ids: [m1.id, onDevice.id], point_types: ['winner'] },
      lead_seconds: 5,
      lag_seconds: 1,
    })
    // The coach's own read has both matches' clips.
    expect(new Set(p.clips.map((c) => c.match_id))).toEqual(new Set([m1.id, onDevice.id]))

    expect((await call('POST', `/api/v2/playlists/${p.id}/share`, stranger)).statusCode).toBe(404)
    const shared = await call('POST', `/api/v2/playlists/${p.id}/share`, coach)
    expect(shared.statusCode).toBe(200)
    const { token, url } = playlistShareResponseSchema.parse(shared.json()).share
    // The coach's read shows the link while it lasts, to copy it again.
    const own = playlistResponseSchema.parse((await call('GET', `/api/v2/playlists/${p.id}`, coach)).json())
    expect(own.playlist.share).toEqual({ token, url })
    expect(token).toHaveLength(32)
    expect(url).toMatch(new RegExp(`/clips/${token}$`))
    expect(redactSecrets(`GET /api/v2/clips/${token}`)).toBe('GET /api/v2/clips/[redacted]')

    const guest = await t.app.inject({ method: 'GET', url: `/api/v2/clips/${token}` })
    expect(guest.statusCode).toBe(200)
    const read = sharedPlaylistResponseSchema.parse(guest.json()).playlist
    // Each side is named by its players, as on a public scoreboard.
    for (const clip of read.clips) expect(clip.label.teams.every((name) => / & /.test(name))).toBe(true)
    expect(read.title).toBe('Winners')
    expect(read.clips).toEqual(p.clips.filter((c) => c.match_id === m1.id))
    expect(read.clips.length).toBeGreaterThan(0)
    expect(read.sources).toEqual([
      { match_id: m1.id, source: 'url', url: 'https://video.example/m.mp4' },
      { match_id: onDevice.id, source: 'file', on_coach_device: true },
    ])
    for (const hidden of ['@', 'filter', 'athlete', 'player_id', 'user', 'GX010042', `"id"`])
      expect(guest.body, hidden).not.toContain(hidden)
    expect(Object.keys(guest.json().playlist).sort()).toEqual([
      'clips',
      'lag_seconds',
      'lead_seconds',
      'notes',
      'sources',
      'title',
      'truncated',
    ])

    const again = playlistShareResponseSchema.parse(
      (await call('POST', `/api/v2/playlists/${p.id}/share`, coach)).json(),
    )
    expect(again.share.token).not.toBe(token)
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/clips/${token}` })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/clips/${again.share.token}` })).statusCode).toBe(200)
    expect((await call('DELETE', `/api/v2/playlists/${p.id}/share`, stranger)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/v2/playlists/${p.id}/share`, coach)).statusCode).toBe(204)
    expect((await call('GET', `/api/v2/playlists/${p.id}`, coach)).json().playlist.share).toBeNull()
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/clips/${again.share.token}` })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/clips/x' })).statusCode).toBe(404)
    const long = await t.app.inject({ method: 'GET', url: `/api/v2/clips/${'a'.repeat(10_000)}` })
    expect(long.statusCode).toBeGreaterThanOrEqual(400)
    expect(long.statusCode).toBeLessThan(500)
  })
})
