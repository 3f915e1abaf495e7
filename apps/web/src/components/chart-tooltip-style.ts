import type { CSSProperties } from 'react'

/**
 * The tooltip box of the app's recharts charts, in the theme's popover colours. A plain object, not a component:
 * recharts stays in the lazily loaded chart modules.
 */
export const CHART_TOOLTIP_STYLE: CSSProperties = {
  background: 'var(--popover)',
  color: 'var(--popover-foreground)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  fontSize: 12,
}
