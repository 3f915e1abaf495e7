import type { Background } from '@courtside/contracts'

export const DEFAULT_GRADIENT = { from: '#0ea5e9', to: '#22c55e' } as const

/** The CSS background of a scoreboard with this background setting. */
export function backgroundCss(background: Background): string | undefined {
  return background.style === 'gradient' ? `linear-gradient(135deg, ${background.from}, ${background.to})` : undefined
}
