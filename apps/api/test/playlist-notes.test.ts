import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MAX_PLAYLIST_NOTES,
  PLAYLIST_NOTE_MAX_LENGTH,
  playlistNoteResponseSchema,
  playlistResponseSchema,
  playlistShareResponseSchema,
  sharedPlaylistResponseSchema,
  type Playlist,
} from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach, newMatch, postBall, type TestCoach, type TestMatch } from './support/balls.ts'
import { noRateLimits } from './support/matches.ts'

// Notes pinned to a playlist's clips (packages/contracts/src/playlist-note.ts): on a clip of the playlist only,
// their author's alone to change, in the guest read only for the clips a guest gets, hostile bodies refused.

let t: TestApp
let coach: TestCoach
let stranger: TestCoach
let match: TestMatch
let playlist: Playlist
const T0 = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 48 * 3_600_000

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: TestCoach, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) })
const notesUrl = () => `/api/v2/playlists/${playlist.id}/notes`
const addNote = (note: Record<string, unknown>, who = coach) => call('POST', notesUrl(), who, { note })

beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits(), freePlanProGamesPerMonth: 1000 })
  coach = await newCoach(t.app)
  stranger = await newCoach(t.app)
  match = await newMatch(t.app, coach, { title: 'Notes match' })
  for (let seq = 1; seq <= 6; seq++) {
    const ball = { client_id: randomUUID(), point_type: 'other', winner_team: seq % 2 }
    const tapped_at = new Date(T0 + seq * 20_000).toISOString()
    expect((await postBall(t.app, coach.headers, match.id, { ...ball, tapped_at })).statusCode).toBe(201)
  }
  const video = { source: 'url', url: 'https://video.example/notes.mp4', syncs: [{ seq: 1, time: 30 }] }
  expect((await call('PUT', `/api/v2/matches/${match.id}/video`, coach, { video })).statusCode).toBe(200)
  // Team 0 won the even points: points 2, 4 and 6 are the playlist's clips.
  const created = await call('POST', '/api/v2/playlists', coach, {
    playlist: { title: 'Team 0', filter: { match_ids: [match.id], won_by: { team: 0 } } },
  })
  playlist = playlistResponseSchema.parse(created.json()).playlist
  expect(playlist.clips.map((c) => c.seq)).toEqual([2, 4, 6])
  // The coach's read names the video each clip plays from, so the player reads no match.
  expect(playlist.sources).toEqual([{ match_id: match.id, source: 'url', url: 'https://video.example/notes.mp4' }])
}, 60_000)
afterAll(() => t?.close())

describe('notes on clips', () => {
  it('pins a note to a clip, with or without a second, and the playlist reads it back', async () => {
    const first = await addNote({ match_id: match.id, seq: 4, at_seconds: 6.5, text: '  Watch the split step  ' })
    expect(first.statusCode, first.body).toBe(201)
    const note = playlistNoteResponseSchema.parse(first.json()).note
    expect(note).toMatchObject({ match_id: match.id, seq: 4, at_seconds: 6.5, text: 'Watch the split step' })
    const second = playlistNoteResponseSchema.parse(
      (await addNote({ match_id: match.id, seq: 2, text: 'Good' })).json(),
    )
    expect(second.note.at_seconds).toBeNull()

    const read = playlistResponseSchema.parse((await call('GET', `/api/v2/playlists/${playlist.id}`, coach)).json())
    expect(read.playlist.notes.map((n) => [n.seq, n.text])).toEqual([
      [4, 'Watch the split step'],
      [2, 'Good'],
    ])
    const list = (await call('GET', '/api/v2/playlists', coach)).json() as { playlists: object[] }
    expect(list.playlists[0]).not.toHaveProperty('notes')
  })

  it('refuses a point that is not one of the clips, and hostile bodies, saving nothing', async () => {
    const before = (await call('GET', `/api/v2/playlists/${playlist.id}`, coach)).json().playlist.notes.length
    const notAClip = await addNote({ match_id: match.id, seq: 3, text: 'Team 1 won this one' })
    expect(notAClip.statusCode).toBe(422)
    expect(notAClip.json()).toMatchObject({ code: 'playlistNoteClipMissing', errors: { match_id: expect.any(Array) } })
    const hostile = [
      { match_id: match.id, seq: 2, text: 'x'.repeat(PLAYLIST_NOTE_MAX_LENGTH + 1) },
      { match_id: match.id, seq: 2, text: 'a\u0000b' },
      { match_id: match.id, seq: 2, text: '   ' },
      { match_id: match.id, seq: 2, text: 'ok', at_seconds: 1e300 },
      { match_id: match.id, seq: 2, text: 'ok', at_seconds: -1 },
      { match_id: 1e20, seq: 2, text: 'ok' },
      { match_id: match.id, seq: 2, text: 'ok', author_id: 1 },
      { match_id: match.id, seq: 'x'.repeat(10_000), text: 'ok' },
    ]
    for (const note of hostile) {
      const response = await addNote(note)
      expect(response.statusCode, JSON.stringify(note).slice(0, 80)).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
    }
    const bare = await call('POST', notesUrl(), coach, { note: null })
    expect(bare.statusCode).toBe(422)
    const after = (await call('GET', `/api/v2/playlists/${playlist.id}`, coach)).json().playlist.notes.length
    expect(after).toBe(before)
  })

  it('only its author edits or deletes a note; another coach cannot even see the playlist', async () => {
    const note = playlistNoteResponseSchema.parse((await addNote({ match_id: match.id, seq: 6, text: 'Late' })).json())
    const url = `${notesUrl()}/${note.note.id}`
    expect((await call('PATCH', url, stranger, { note: { text: 'Mine now' } })).statusCode).toBe(404)
    expect((await call('DELETE', url, stranger)).statusCode).toBe(404)
    expect((await addNote({ match_id: match.id, seq: 6, text: 'Theirs' }, stranger)).statusCode).toBe(404)
    expect((await call('PATCH', url, coach, { note: {} })).statusCode).toBe(422)

    const edited = await call('PATCH', url, coach, { note: { text: 'Late, but clean', at_seconds: 2 } })
    expect(edited.statusCode).toBe(200)
    expect(playlistNoteResponseSchema.parse(edited.json()).note).toMatchObject({
      text: 'Late, but clean',
      at_seconds: 2,
    })
    expect((await call('PATCH', url, coach, { note: { at_seconds: null } })).json().note.at_seconds).toBeNull()
    expect((await call('DELETE', url, coach)).statusCode).toBe(204)
    expect((await call('DELETE', url, coach)).statusCode).toBe(404)
    // A note of another playlist is not found under this one.
    const other = await call('POST', '/api/v2/playlists', coach, { playlist: { title: 'Other' } })
    const otherId = playlistResponseSchema.parse(other.json()).playlist.id
    const firstNote = (await call('GET', `/api/v2/playlists/${playlist.id}`, coach)).json().playlist.notes[0]
    const crossed = await call('PATCH', `/api/v2/playlists/${otherId}/notes/${firstNote.id}`, coach, {
      note: { text: 'moved' },
    })
    expect(crossed.statusCode).toBe(404)
  })

  it('a guest reads the notes of the clips they get, and none once a clip leaves the playlist', async () => {
    const share = playlistShareResponseSchema.parse(
      (await call('POST', `/api/v2/playlists/${playlist.id}/share`, coach)).json(),
    ).share
    const guestRead = async () =>
      sharedPlaylistResponseSchema.parse((await t.app.inject({ url: `/api/v2/clips/${share.token}` })).json()).playlist
    const shared = await guestRead()
    expect(shared.notes.map((n) => n.text).sort()).toEqual(['Good', 'Watch the split step'])
    expect(JSON.stringify(shared.notes)).not.toMatch(/author|user|email/)

    // Narrowed to point 2's set of clips only: the note on point 4 stays stored but is not shown to the guest.
    const patch = { playlist: { filter: { match_ids: [match.id], won_by: { team: 0 }, point_types: ['other'] } } }
    expect((await call('PATCH', `/api/v2/playlists/${playlist.id}`, coach, patch)).statusCode).toBe(200)
    await call('PUT', `/api/v2/matches/${match.id}/video`, coach, {
      video: { source: 'url', url: 'https://video.example/notes.mp4', syncs: [{ seq: 3, time: 5 }] },
    })
    // With the anchor at point 3, point 2 sits at −15 s: its window ends before the video starts, so no clip.
    const narrowed = await guestRead()
    expect(narrowed.clips.map((c) => c.seq)).toEqual([4, 6])
    expect(narrowed.notes.map((n) => n.text)).toEqual(['Watch the split step'])
    const own = playlistResponseSchema.parse((await call('GET', `/api/v2/playlists/${playlist.id}`, coach)).json())
    expect(own.playlist.notes).toHaveLength(2)
  })

  it(`keeps at most ${MAX_PLAYLIST_NOTES} notes per playlist, also when they arrive at once`, async () => {
    const have = (await call('GET', `/api/v2/playlists/${playlist.id}`, coach)).json().playlist.notes.length
    const note = { match_id: match.id, seq: 4, text: 'n' }
    for (let i = have; i < MAX_PLAYLIST_NOTES - 2; i++) expect((await addNote(note)).statusCode).toBe(201)
    const burst = await Promise.all(Array.from({ length: 6 }, () => addNote(note)))
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(2)
    expect(burst.filter((r) => r.statusCode === 422).every((r) => r.json().code === 'playlistNoteLimit')).toBe(true)
    const read = (await call('GET', `/api/v2/playlists/${playlist.id}`, coach)).json().playlist.notes.length
    expect(read).toBe(MAX_PLAYLIST_NOTES)
  }, 120_000)
})
