import type { CSSProperties } from 'react'

/** The most rows of courts one wide screen holds; a longer wall scrolls by rows of that height. */
export const MAX_VISIBLE_ROWS = 4

/** How a wide screen lays out `count` courts: columns, all rows, and the rows sized to fit one screen. */
export interface WallGrid {
  cols: number
  rows: number
  visibleRows: number
}

/**
 * Columns that keep a court's tile about as wide as a 16:9 screen allows: 1–3 courts side by side, 4 in a square,
 * up to 9 in three columns, more in four (up to 16 fit one screen).
 */
export function wallGrid(count: number): WallGrid {
  const cols = count <= 3 ? Math.max(count, 1) : count === 4 ? 2 : count <= 9 ? 3 : 4
  const rows = Math.max(1, Math.ceil(count / cols))
  return { cols, rows, visibleRows: Math.min(rows, MAX_VISIBLE_ROWS) }
}

/** The wall's header height and spacing on a wide screen, shared by the layout and the row height below. */
export const WALL_HEADER = '9vh'
export const WALL_GAP = '1.5vmin'

/**
 * CSS variables of the wide layout (read from `lg:` up only, so a phone keeps one column of normal type): the
 * columns, a row height that fits `visibleRows` rows under the header, and a type size that scales with the
 * smaller of a tile's width and height, so a tile's contents (sized in em) fit it across a room.
 */
export function wallGridStyle({ cols, visibleRows }: WallGrid): CSSProperties {
  const row = `calc((100svh - ${WALL_HEADER} - ${visibleRows + 1} * ${WALL_GAP}) / ${visibleRows})`
  return {
    '--wall-cols': `repeat(${cols}, minmax(0, 1fr))`,
    '--wall-row': row,
    '--wall-font': `min(${(4 / cols).toFixed(3)}vw, calc(${row} / 14))`,
  } as CSSProperties
}
