import { act } from '@testing-library/react'
import type { Clip, ClipLabel, Playlist, PlaylistNote } from '@courtside/contracts'
import type { VideoPlayerProps } from '@/components/video-player/video-player-handle'

/**
 * A stand-in for the app's VideoPlayer (vi.mock'd by the playlist tests): it records what the page asks of it
 * (seek, play, pause, setPlaybackRate), is ready as soon as it mounts, and lets a test report the video's time.
 */
export const fakeVideo = {
  calls: [] as string[],
  props: null as null | VideoPlayerProps,
  time: 0,
}

export async function fakeVideoModule() {
  const { useEffect, useImperativeHandle } = await import('react')
  return {
    VideoPlayer: (props: VideoPlayerProps) => {
      fakeVideo.props = props
      useImperativeHandle(props.ref, () => ({
        play: () => void fakeVideo.calls.push('play'),
        pause: () => void fakeVideo.calls.push('pause'),
        seek: (s: number) => {
          fakeVideo.calls.push(`seek ${s}`)
          fakeVideo.time = s
        },
        currentTime: () => fakeVideo.time,
        setPlaybackRate: (rate: number) => void fakeVideo.calls.push(`rate ${rate}`),
      }))
      // eslint-disable-next-line react-hooks/exhaustive-deps -- ready once per source, like the real player
      useEffect(() => props.onReady?.(), [])
      return <div data-testid="fake-video" data-src={props.src} aria-label={props.title} />
    },
  }
}

export function resetFakeVideo() {
  fakeVideo.calls = []
  fakeVideo.props = null
  fakeVideo.time = 0
}

/** The video reports its time, as it does a few times a second while playing. */
export function videoAt(seconds: number) {
  fakeVideo.time = seconds
  act(() => fakeVideo.props?.onTimeUpdate?.(seconds))
}

export const seeks = () => fakeVideo.calls.filter((c) => c.startsWith('seek'))

function aLabel(overrides: Partial<ClipLabel> = {}): ClipLabel {
  return {
    match_title: 'Club final',
    set: 1,
    game_in_set: 2,
    score_before: { sets: '', games: '1-0', points: '30-15' },
    winner_team: 0,
    teams: ['Iida Koski & Ana Ortiz', 'Lea Virta & Maria Lopez'],
    point_type: 'winner',
    shot_type: 'smash',
    finisher_name: 'Iida Koski',
    decisive: [],
    ...overrides,
  }
}

export function aClip(match_id: number, seq: number, start: number, label: Partial<ClipLabel> = {}): Clip {
  return { match_id, seq, start, end: start + 10, label: aLabel(label) }
}

/** Two clips of match 41 (a web address), one of match 42 (a file on the coach's device). */
export const clips: Clip[] = [
  aClip(41, 3, 10),
  aClip(41, 5, 30, {
    game_in_set: 4,
    point_type: 'unforced_error',
    shot_type: 'bandeja',
    finisher_name: 'Ana Ortiz',
    decisive: ['break_point'],
  }),
  aClip(42, 2, 100, { match_title: 'Ladder night', set: 2, game_in_set: 1 }),
]

export const notes: PlaylistNote[] = [
  { id: 1, match_id: 41, seq: 3, at_seconds: null, text: 'Watch the lob first' },
  { id: 2, match_id: 41, seq: 5, at_seconds: 4, text: 'Split step earlier' },
]

export function aPlaylist(overrides: Partial<Playlist> = {}): Playlist {
  return {
    id: 9,
    title: 'Smash errors',
    filter: { point_types: ['unforced_error'], sets: [1] },
    lead_seconds: 8,
    lag_seconds: 2,
    clips,
    truncated: false,
    notes,
    share: null,
    sources: [
      { match_id: 41, source: 'url', url: 'https://v.example/final.mp4' },
      { match_id: 42, source: 'file', file_name: 'ladder.mp4' },
    ],
    ...overrides,
  }
}
