import { useTranslation } from 'react-i18next'
import { SERVES } from '@courtside/domain'
import { ShotPicker } from './shot-picker'
import { SpeedPicker } from './speed-picker'
import type { StepProps } from './step-props'
import { ToggleChoice } from './toggle-choice'

/**
 * How the point was played: the serve it was on (optional, ADR 0036), then the finishing shot's speed, three taps
 * that stay in reach above the long list of shots.
 */
export function ShotStep({ match, state, dispatch }: StepProps) {
  const { t } = useTranslation()
  const doubleFault = state.draft.pointType === 'double_fault'
  const serves = SERVES.map((serve) => ({
    value: serve,
    label: t(`scoring.details.serves.${serve}`),
    // A double fault is the second serve by definition.
    disabled: doubleFault && serve === 'first',
  }))
  return (
    <div className="flex flex-col gap-5">
      <ToggleChoice
        label={t('scoring.details.serveQuestion')}
        options={serves}
        value={state.draft.serve}
        onChange={(serve) => dispatch({ type: 'update', patch: { serve: doubleFault ? 'second' : serve } })}
        testId="details-serve"
      />
      <SpeedPicker
        value={state.draft.shotSpeed}
        onChange={(shotSpeed) => dispatch({ type: 'update', patch: { shotSpeed } })}
        label={t('scoring.details.speedQuestion')}
      />
      <ShotPicker
        sport={match.sport}
        value={state.draft.shotType}
        onChange={(shotType) => dispatch({ type: 'update', patch: { shotType } })}
        legend={t('scoring.details.shotQuestion')}
      />
    </div>
  )
}
