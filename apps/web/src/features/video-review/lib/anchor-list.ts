import type { VideoSync } from '@courtside/contracts'

/** The anchors with `seq` synced at `time` (its old anchor replaced), by seq; times to the millisecond. */
export function withAnchor(anchors: readonly VideoSync[], seq: number, time: number): VideoSync[] {
  const at = Math.max(0, Math.round(time * 1000) / 1000)
  return [...anchors.filter((a) => a.seq !== seq), { seq, time: at }].sort((a, b) => a.seq - b.seq)
}

/** The anchors without the one of `seq`. */
export function withoutAnchor(anchors: readonly VideoSync[], seq: number): VideoSync[] {
  return anchors.filter((a) => a.seq !== seq)
}

/** A video time as m:ss, or h:mm:ss past an hour. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h > 0 ? 2 : 1, '0')
  const ss = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`
}
