import type { TFunction } from 'i18next'
import { storyPrefix } from '@courtside/contracts'
import type { ChancePoint } from './pressure-view'

/** "Game 3, 40–40 · Golden point": the score before the point (the story's own words) and what made it decisive. */
export function pointContext(t: TFunction, point: ChancePoint): string {
  const parts: string[] = []
  if (point.event) parts.push(storyPrefix(t, point.event))
  for (const kind of point.event?.decisive ?? []) parts.push(t(`stats.decisive.${kind}`))
  if (point.high_leverage && (point.event?.decisive.length ?? 0) === 0) parts.push(t('stats.pressure.highLeverage'))
  return parts.join(' · ')
}
