import {
  REVIEW_LEAD_SECONDS,
  REVIEW_TAIL_SECONDS,
  type Ball,
  type MatchVideo,
  type VideoSync,
} from '@courtside/contracts'
import { videoTimes } from '@courtside/domain'

export interface Rally {
  seq: number
  start: number
  end: number
  /** The video time of the tap. */
  at: number
}

/** The video's anchors by seq; a video saved before there were several reads as its one sync. */
export function anchorsOf(video: Pick<MatchVideo, 'sync' | 'syncs'> | null | undefined): VideoSync[] {
  if (!video) return []
  const syncs: readonly VideoSync[] | undefined = video.syncs
  const anchors = syncs && syncs.length > 0 ? syncs : video.sync ? [video.sync] : []
  return [...anchors].sort((a, b) => a.seq - b.seq)
}

/**
 * Every point's rally in the video, in point order: its time is the domain's (the nearest anchor at or before the
 * point plus the tap time since, docs/decisions/0068-video-syncs-and-playlists.md), the window from
 * REVIEW_LEAD_SECONDS before it (never before the video's start) to REVIEW_TAIL_SECONDS after. Empty without a
 * usable anchor.
 */
export function ralliesOf(balls: readonly Pick<Ball, 'seq' | 'tapped_at'>[], anchors: readonly VideoSync[]): Rally[] {
  const times = videoTimes(
    balls.map((b) => ({ seq: b.seq, tappedAt: Date.parse(b.tapped_at) })),
    anchors,
  )
  return [...times]
    .sort(([a], [b]) => a - b)
    .map(([seq, at]) => ({
      seq,
      start: Math.max(0, at - REVIEW_LEAD_SECONDS),
      end: at + REVIEW_TAIL_SECONDS,
      at,
    }))
}

/**
 * The point to step to from a video time: the next one whose tap is after the time, or the previous one whose tap
 * is before the current point's (so "previous" from inside a rally goes to the one before it, not its own start).
 */
export function stepFrom(rallies: readonly Rally[], time: number, current: number | null, direction: 1 | -1) {
  if (rallies.length === 0) return null
  if (current !== null) {
    const i = rallies.findIndex((r) => r.seq === current)
    if (i >= 0) return rallies[Math.min(rallies.length - 1, Math.max(0, i + direction))]!
  }
  if (direction === 1) return rallies.find((r) => r.at > time + 0.25) ?? rallies.at(-1)!
  return [...rallies].reverse().find((r) => r.at < time - 0.25) ?? rallies[0]!
}
