import { useTranslation } from 'react-i18next'
import { POINT_TYPES, type Team } from '@courtside/domain'
import { cn } from '@/lib/cn'
import { allPlayers, teamName } from '@/lib/match-teams'
import { attributionFor } from '../../lib/point-details-flow'
import { TeamLetter } from '../team-letter'
import { TEAM_BORDER } from '../team-style'
import { ChoiceButton } from './choice-button'
import type { StepProps } from './step-props'
import { UpgradeHint } from './upgrade-hint'

/** How the point ended; a type the rules rule out (a double fault by the receiver…) is disabled with its reason. */
export function PointTypeStep({ match, state, ctx, dispatch }: StepProps) {
  const { t } = useTranslation()
  const { draft } = state
  const finisher = allPlayers(match).find((p) => p.id === draft.finisherId)
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium">
        {t('scoring.details.pointTypeQuestion', { name: finisher?.name ?? '' })}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {POINT_TYPES.map((type, i) => {
          const result = attributionFor(draft, type, ctx)
          const refused = result && !result.ok ? result.reason : null
          const reasonId = `refusal-${type}`
          return (
            <ChoiceButton
              key={type}
              selected={draft.pointType === type}
              disabled={refused !== null}
              shortcut={i + 1}
              describedBy={refused ? reasonId : undefined}
              onClick={() => dispatch({ type: 'pickPointType', pointType: type })}
              data-testid={`point-type-${type}`}
            >
              <span className="flex min-w-0 flex-col items-start text-left">
                <span>{t(`shots.pointTypes.${type}`)}</span>
                {refused ? (
                  <span id={reasonId} className="text-xs font-normal whitespace-normal text-muted-foreground">
                    {t(`scoring.refusals.${refused}`)}
                  </span>
                ) : (
                  <span className="text-xs font-normal whitespace-normal text-muted-foreground">
                    {t(`shots.pointTypeHints.${type}`)}
                  </span>
                )}
              </span>
            </ChoiceButton>
          )
        })}
      </div>
      {draft.pointType === 'other' && (
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-medium">{t('scoring.details.whoWon')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {([0, 1] as Team[]).map((team) => (
              <ChoiceButton
                key={team}
                selected={draft.winnerTeam === team}
                onClick={() => dispatch({ type: 'update', patch: { winnerTeam: team } })}
                className={cn('border-l-4', TEAM_BORDER[team])}
              >
                <TeamLetter team={team} />
                <span className="truncate">{teamName(match, team)}</span>
              </ChoiceButton>
            ))}
          </div>
        </fieldset>
      )}
      {match.license !== 'pro' && <UpgradeHint />}
    </fieldset>
  )
}
