/** One sync anchor: the video's time (seconds) at the tap of the point `seq`. */
export interface VideoAnchor {
  seq: number
  time: number
}

/** A point's tap as the timing reads it: epoch ms on the coach's device, null when it was not recorded. */
export interface PointTap {
  seq: number
  tappedAt?: number | null | undefined
}

function tapsBySeq(taps: readonly PointTap[]): Map<number, number> {
  const out = new Map<number, number>()
  for (const t of taps) if (typeof t.tappedAt === 'number' && Number.isFinite(t.tappedAt)) out.set(t.seq, t.tappedAt)
  return out
}

/** The anchors whose point has a tap, by seq. */
function usableAnchors(tapOf: ReadonlyMap<number, number>, anchors: readonly VideoAnchor[]): VideoAnchor[] {
  return anchors.filter((a) => tapOf.has(a.seq)).sort((a, b) => a.seq - b.seq)
}

function timeAt(tapOf: ReadonlyMap<number, number>, sorted: readonly VideoAnchor[], seq: number): number | null {
  const tap = tapOf.get(seq)
  if (tap === undefined || sorted.length === 0) return null
  let anchor = sorted[0] as VideoAnchor
  for (const a of sorted) {
    if (a.seq > seq) break
    anchor = a
  }
  return anchor.time + (tap - (tapOf.get(anchor.seq) as number)) / 1000
}

/**
 * Where a point is in the video, in seconds (docs/decisions/0068-video-syncs-and-playlists.md): the time of the
 * nearest anchor at or before the point plus the tap time since that anchor's point, so an anchor set after a break
 * or a camera restart fixes the drift from there on; a point before the first anchor counts from the first anchor.
 * An anchor whose point is gone or has no tap time is ignored (an undo never moves the other points). Null without
 * a usable anchor or without the point's own tap. Not clamped: a caller playing a window clamps it at 0.
 */
export function videoTimeOf(taps: readonly PointTap[], anchors: readonly VideoAnchor[], seq: number): number | null {
  const tapOf = tapsBySeq(taps)
  return timeAt(tapOf, usableAnchors(tapOf, anchors), seq)
}

/** videoTimeOf for every point at once (one pass to index the taps), by seq; points with no time are absent. */
export function videoTimes(taps: readonly PointTap[], anchors: readonly VideoAnchor[]): Map<number, number> {
  const tapOf = tapsBySeq(taps)
  const sorted = usableAnchors(tapOf, anchors)
  const out = new Map<number, number>()
  for (const seq of tapOf.keys()) {
    const at = timeAt(tapOf, sorted, seq)
    if (at !== null) out.set(seq, at)
  }
  return out
}
