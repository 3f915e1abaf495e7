import type { TFunction } from 'i18next'

/**
 * A shot's name inside a sentence ("smash winner", "Lyönnillä rysty lasin jälkeen…"): the same translations the
 * recorder shows as labels (`shots.types`), lower-cased, so a coach meets one name per shot everywhere.
 */
export function shotName(t: TFunction, shot: string): string {
  return t(`shots.types.${shot}`, { defaultValue: shot.replaceAll('_', ' ') }).toLocaleLowerCase()
}
