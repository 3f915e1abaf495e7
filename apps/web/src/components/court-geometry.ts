/** The court drawing's shapes, geometry and colours, apart from its interaction. */

/** A spot on the court as a fraction: x 0..1 across, y 0..1 from team 0's back wall to team 1's. */
export interface CourtPoint {
  x: number
  y: number
}

export type CourtTone = 'team0' | 'team1' | 'winner' | 'error' | 'neutral' | 'cursor'

export interface CourtMark extends CourtPoint {
  id: string
  tone?: CourtTone
  /** A letter or digit drawn inside the mark (colour is never the only signal). */
  text?: string
  /** Accessible description of the mark. */
  label?: string
  /** A click on the mark (the court map's "play this point"). */
  onActivate?: () => void
}

export interface CourtPath {
  id: string
  from: CourtPoint
  to: CourtPoint
  tone?: CourtTone
  label?: string
}

export type CourtSport = 'padel' | 'tennis'

/**
 * Playing areas in metres. Padel: the 10 × 20 m enclosure (its walls are the edges). Tennis: the doubles court
 * (10.97 × 23.77 m) with club run-off (3.66 m each side, 6.40 m behind each baseline), so shots hit from behind the
 * baseline still land inside 0..1.
 */
export const AREA = {
  padel: { width: 10, length: 20 },
  tennis: { width: 10.97 + 2 * 3.66, length: 23.77 + 2 * 6.4 },
} as const

export const MARGIN = 1.2
export const STEP = 0.05
export const FINE_STEP = 0.01

export const TONE_CLASS: Record<CourtTone, string> = {
  team0: 'fill-sky-600 stroke-white dark:fill-sky-400 dark:stroke-slate-900',
  team1: 'fill-amber-500 stroke-white dark:fill-amber-400 dark:stroke-slate-900',
  winner: 'fill-emerald-600 stroke-white dark:fill-emerald-400 dark:stroke-slate-900',
  error: 'fill-rose-600 stroke-white dark:fill-rose-400 dark:stroke-slate-900',
  neutral: 'fill-slate-700 stroke-white dark:fill-slate-200 dark:stroke-slate-900',
  cursor: 'fill-transparent stroke-foreground',
}

export const PATH_CLASS: Record<CourtTone, string> = {
  team0: 'stroke-sky-700 dark:stroke-sky-300',
  team1: 'stroke-amber-600 dark:stroke-amber-300',
  winner: 'stroke-emerald-700 dark:stroke-emerald-300',
  error: 'stroke-rose-700 dark:stroke-rose-300',
  neutral: 'stroke-slate-700 dark:stroke-slate-200',
  cursor: 'stroke-foreground',
}

export const clamp = (v: number) => Math.min(1, Math.max(0, v))
export const round = (v: number) => Math.round(v * 1000) / 1000

export function endLabelPosition(vertical: boolean, viewW: number, viewH: number, team: 0 | 1) {
  const half = MARGIN / 2
  if (vertical) return { x: viewW / 2, y: team === 0 ? half : viewH - half }
  return {
    x: team === 0 ? half : viewW - half,
    y: viewH / 2,
    transform: `rotate(${team === 0 ? -90 : 90} ${team === 0 ? half : viewW - half} ${viewH / 2})`,
  }
}
