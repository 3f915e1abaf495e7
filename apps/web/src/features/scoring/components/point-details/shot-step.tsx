import { useTranslation } from 'react-i18next'
import { ShotPicker } from './shot-picker'
import { SpeedPicker } from './speed-picker'
import type { StepProps } from './step-props'

/** The finishing shot: speed first, three taps that stay in reach above the long list of shots. */
export function ShotStep({ match, state, dispatch }: StepProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-5">
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
