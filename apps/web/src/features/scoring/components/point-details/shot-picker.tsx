import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Match } from '@courtside/contracts'
import { SHOT_GROUP_MEMBERS, SHOT_GROUPS, shotTypesForSport, type ShotType } from '@courtside/domain'
import { Chip } from './choice-button'

/** The sport's shots by group; tapping the chosen shot again clears it. */
export function ShotPicker({
  sport,
  value,
  onChange,
  legend,
}: {
  sport: Match['sport']
  value: ShotType | null
  onChange(v: ShotType | null): void
  legend: string
}) {
  const { t } = useTranslation()
  const idPrefix = useId()
  const allowed = new Set<ShotType>(shotTypesForSport(sport))
  const groups = SHOT_GROUPS.map((group) => ({
    group,
    shots: SHOT_GROUP_MEMBERS[group].filter((s) => allowed.has(s)),
  })).filter((g) => g.shots.length > 0)
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-col gap-3">
        {groups.map(({ group, shots }) => (
          <div key={group} role="group" aria-labelledby={`${idPrefix}-${group}`}>
            <p
              id={`${idPrefix}-${group}`}
              className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {t(`shots.groups.${group}`)}
            </p>
            <div className="flex flex-wrap gap-1.5">
              {shots.map((shot) => (
                <Chip key={shot} selected={value === shot} onClick={() => onChange(value === shot ? null : shot)}>
                  {t(`shots.types.${shot}`)}
                </Chip>
              ))}
            </div>
          </div>
        ))}
        {allowed.has('unclassified') && (
          <div className="flex flex-wrap gap-1.5">
            <Chip
              selected={value === 'unclassified'}
              onClick={() => onChange(value === 'unclassified' ? null : 'unclassified')}
            >
              {t('shots.types.unclassified')}
            </Chip>
          </div>
        )}
      </div>
    </fieldset>
  )
}
