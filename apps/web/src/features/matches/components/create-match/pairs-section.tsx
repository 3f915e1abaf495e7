import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { PlayerPicker } from '../player-picker'
import type { Slot } from './wizard-values'
import type { WizardSectionProps } from './wizard-form'

export interface PairsSectionProps extends WizardSectionProps {
  /** Names of the athletes picked so far (the form keeps their ids only). */
  athleteNames: Record<number, string>
  onAthleteSeen(id: number, name: string): void
  canPickAthletes: boolean
  /** Opens the new-athlete modal for a slot, with what the coach had typed; absent when it cannot be offered. */
  onCreateAthlete?: (slot: { team: 0 | 1; index: number; typed: string }) => void
  firstServer: Slot
  onFirstServerChange(slot: Slot): void
}

/** The two pairs (one or two players each) and who serves first. */
export function PairsSection(props: PairsSectionProps) {
  const { form, errorAt, athleteNames, onCreateAthlete, firstServer } = props
  const { t } = useTranslation()
  const { control } = form
  const matchType = useWatch({ control, name: 'match_type' })
  const pairs = useWatch({ control, name: 'pairs' })
  const doubles = matchType !== 'singles'
  const pickedAthletes = (pairs ?? []).flatMap((pair) =>
    (pair?.players ?? []).flatMap((p) => (p && 'player_id' in p ? [p.player_id] : [])),
  )
  const slotLabel = (team: 0 | 1, index: number) => {
    const value = pairs?.[team]?.players?.[index]
    const name =
      value && 'player_id' in value ? athleteNames[value.player_id] : value && 'name' in value ? value.name.trim() : ''
    const position = t('matches.wizard.slot', { pair: team === 0 ? 'A' : 'B', number: index + 1 })
    return name ? `${position} · ${name}` : position
  }
  const pairsError = errorAt('pairs') ?? errorAt('pairs.root')
  const slots = doubles ? (['0:0', '1:0', '0:1', '1:1'] as const) : (['0:0', '1:0'] as const)
  return (
    <section className="grid gap-4" aria-labelledby="wizard-pairs">
      <h3 id="wizard-pairs" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {t('matches.wizard.sections.pairs')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {([0, 1] as const).map((team) => (
          <fieldset
            key={team}
            className="grid content-start gap-3 rounded-xl border border-border p-3"
            data-testid={`pair-${team}`}
          >
            <legend className="px-1 text-sm font-semibold">
              {t('matches.wizard.pair', { pair: team === 0 ? 'A' : 'B' })}
            </legend>
            {(doubles ? [0, 1] : [0]).map((index) => (
              <Controller
                key={index}
                control={control}
                name={`pairs.${team}.players.${index}`}
                render={({ field }) => (
                  <PlayerPicker
                    label={t('matches.wizard.player', { number: index + 1 })}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value)}
                    athleteName={(id) => athleteNames[id]}
                    onAthleteSeen={props.onAthleteSeen}
                    canPickAthletes={props.canPickAthletes}
                    onCreateAthlete={onCreateAthlete ? (typed) => onCreateAthlete({ team, index, typed }) : undefined}
                    error={errorAt(`pairs.${team}.players.${index}`)}
                    testId={`player-${team}-${index}`}
                    pickedIds={pickedAthletes}
                  />
                )}
              />
            ))}
          </fieldset>
        ))}
      </div>
      {pairsError && <FormAlert>{pairsError}</FormAlert>}
      <FormField
        label={t('matches.fields.firstServer')}
        hint={t('matches.fields.firstServerHint')}
        error={errorAt('server_order')}
      >
        {(field) => (
          <NativeSelect
            {...field}
            value={firstServer}
            onChange={(e) => props.onFirstServerChange(e.target.value as Slot)}
            data-testid="first-server"
          >
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slotLabel(Number(slot[0]) as 0 | 1, Number(slot[2]))}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </section>
  )
}
