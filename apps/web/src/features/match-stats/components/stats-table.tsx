import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface StatsTableColumn {
  key: string | number
  label: ReactNode
}

/**
 * The figure tables of the stats page: a table that scrolls sideways in its box, named by a hidden caption, with a
 * corner header, one header per column, and the caller's body rows.
 */
export function StatsTable({
  caption,
  scrollRegion = false,
  className,
  tableClassName,
  headClassName,
  corner,
  cornerClassName,
  columns,
  columnClassName,
  children,
}: {
  caption: string
  /** Named and focusable so the keyboard can scroll it too (axe: scrollable-region); off where it fits a phone. */
  scrollRegion?: boolean
  className?: string
  tableClassName?: string
  headClassName?: string
  corner: ReactNode
  cornerClassName?: string
  columns: readonly StatsTableColumn[]
  columnClassName?: string
  children: ReactNode
}) {
  return (
    // relative: sr-only names inside are absolutely placed and must scroll (and clip) with the table.
    <div
      className={cn('relative overflow-x-auto', className)}
      tabIndex={scrollRegion ? 0 : undefined}
      role={scrollRegion ? 'region' : undefined}
      aria-label={scrollRegion ? caption : undefined}
    >
      <table className={cn('w-full border-collapse text-sm tabular-nums', tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cn('text-xs text-muted-foreground', headClassName)}>
          <tr>
            <th scope="col" className={cn('py-2 pr-3 text-left font-medium', cornerClassName)}>
              {corner}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn('px-2 py-2 text-right font-medium', columnClassName)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
