import type { Clip, PlaylistNote } from '@courtside/contracts'

/** A clip is one point of one match: its identity across reads and while files are opened. */
export const clipKey = (clip: Pick<Clip, 'match_id' | 'seq'>) => `${clip.match_id}:${clip.seq}`

/** The notes pinned to a clip, untimed first, then by their second. */
export function notesOf(notes: readonly PlaylistNote[], clip: Pick<Clip, 'match_id' | 'seq'>): PlaylistNote[] {
  return notes
    .filter((n) => n.match_id === clip.match_id && n.seq === clip.seq)
    .sort((a, b) => (a.at_seconds ?? -1) - (b.at_seconds ?? -1))
}

/** A timed note is reached once the video passes its second; an untimed one holds for the whole clip. */
export function noteReached(note: PlaylistNote, clip: Pick<Clip, 'start'>, time: number): boolean {
  return note.at_seconds === null || time >= clip.start + note.at_seconds
}

/** The note to show large (TV mode): the latest reached timed note, else the clip's first untimed one. */
export function currentNote(notes: readonly PlaylistNote[], clip: Pick<Clip, 'start'>, time: number) {
  const timed = notes.filter((n) => n.at_seconds !== null && noteReached(n, clip, time))
  return timed.at(-1) ?? notes.find((n) => n.at_seconds === null) ?? null
}

/** "0:07": a second of a clip. */
export function clipSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
