import { useTranslation } from 'react-i18next'
import { previousShooters } from '../../lib/point-details-flow'
import { ChoiceButton } from './choice-button'
import { ShotPicker } from './shot-picker'
import { SpeedPicker } from './speed-picker'
import type { StepProps } from './step-props'

/** The shot before the last one: an opponent of the finisher (or none), then its speed and kind. */
export function PreviousStep({ match, state, ctx, dispatch }: StepProps) {
  const { t } = useTranslation()
  const { draft } = state
  const shooters = previousShooters(draft, ctx)
  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-3 text-sm font-medium">{t('scoring.details.previousQuestion')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {shooters.map((player, i) => (
            <ChoiceButton
              key={player.id}
              selected={draft.previousShooterId === player.id}
              shortcut={i + 1}
              onClick={() => dispatch({ type: 'pickPrevious', playerId: player.id })}
            >
              <span className="truncate">{player.name}</span>
            </ChoiceButton>
          ))}
          <ChoiceButton
            selected={draft.previousShooterId === null}
            shortcut={shooters.length + 1}
            onClick={() => dispatch({ type: 'pickPrevious', playerId: null })}
          >
            {t('scoring.details.none')}
          </ChoiceButton>
        </div>
      </fieldset>
      {draft.previousShooterId !== null && (
        <>
          <SpeedPicker
            value={draft.previousShotSpeed}
            onChange={(previousShotSpeed) => dispatch({ type: 'update', patch: { previousShotSpeed } })}
            label={t('scoring.details.previousSpeedQuestion')}
          />
          <ShotPicker
            sport={match.sport}
            value={draft.previousShotType}
            onChange={(previousShotType) => dispatch({ type: 'update', patch: { previousShotType } })}
            legend={t('scoring.details.previousShotQuestion')}
          />
        </>
      )}
    </div>
  )
}
