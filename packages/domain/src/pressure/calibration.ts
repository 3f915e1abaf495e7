/** One prediction of team 0's win, whether team 0 did win, and the match it belongs to. */
export interface Prediction {
  p: number
  won: boolean
  match: string
}

export interface CalibrationBin {
  /** [from, to): the last bin includes 1. */
  from: number
  to: number
  count: number
  /** Distinct matches with a point in the bin: the points of one match are far from independent. */
  matches: number
  meanPredicted: number | null
  shareWon: number | null
  /** Judged against the 0.1 goal: enough points and matches to say anything (MIN_BIN_SHARE, MIN_BIN_MATCHES). */
  judged: boolean
}

export interface Calibration {
  count: number
  brier: number
  /** Brier score of always saying ½: 0.25. */
  brierOfHalf: number
  bins: CalibrationBin[]
}

/** A bin is judged only with at least this share of all points… */
export const MIN_BIN_SHARE = 0.01
/** …from at least this many matches. */
export const MIN_BIN_MATCHES = 5

/** Brier score and the bins of predicted probability (docs/win-probability.md). */
export function calibrationOf(predictions: readonly Prediction[], binCount = 10): Calibration {
  const bins = Array.from({ length: binCount }, (_, i) => ({ n: 0, p: 0, won: 0, i, matches: new Set<string>() }))
  let squared = 0
  for (const { p, won, match } of predictions) {
    const y = won ? 1 : 0
    squared += (p - y) ** 2
    const bin = bins[Math.min(binCount - 1, Math.floor(p * binCount))] as (typeof bins)[number]
    bin.n++
    bin.p += p
    bin.won += y
    bin.matches.add(match)
  }
  const count = predictions.length
  return {
    count,
    brier: count === 0 ? 0 : squared / count,
    brierOfHalf: 0.25,
    bins: bins.map((b) => ({
      from: b.i / binCount,
      to: (b.i + 1) / binCount,
      count: b.n,
      matches: b.matches.size,
      meanPredicted: b.n === 0 ? null : b.p / b.n,
      shareWon: b.n === 0 ? null : b.won / b.n,
      judged: b.n >= MIN_BIN_SHARE * count && b.matches.size >= MIN_BIN_MATCHES,
    })),
  }
}
