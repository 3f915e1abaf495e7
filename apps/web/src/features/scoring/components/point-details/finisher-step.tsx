import { useTranslation } from 'react-i18next'
import type { Team } from '@courtside/domain'
import { cn } from '@/lib/cn'
import { allPlayers, playersOfTeam } from '@/lib/match-teams'
import { TeamLetter } from '../team-letter'
import { TEAM_BORDER } from '../team-style'
import { ChoiceButton } from './choice-button'
import type { StepProps } from './step-props'

/** Who finished the point, by team; the number keys count the players team A first. */
export function FinisherStep({ match, state, ctx, dispatch }: StepProps) {
  const { t } = useTranslation()
  const players = allPlayers(match)
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium">{t('scoring.details.finisherQuestion')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {([0, 1] as Team[]).map((team) => (
          <div key={team} className="flex flex-col gap-2">
            <p className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
              <TeamLetter team={team} className="size-5" />
              {t('scoring.teamN', { letter: team === 0 ? 'A' : 'B' })}
            </p>
            {playersOfTeam(match, team).map((player) => (
              <ChoiceButton
                key={player.id}
                selected={state.draft.finisherId === player.id}
                shortcut={players.findIndex((p) => p.id === player.id) + 1}
                className={cn('border-l-4', TEAM_BORDER[team])}
                onClick={() => dispatch({ type: 'pickFinisher', playerId: player.id })}
              >
                <span className="truncate">{player.name}</span>
                {player.id === ctx.serverId && (
                  <span className="ml-auto text-xs font-normal text-muted-foreground">
                    {t('scoring.details.serverTag')}
                  </span>
                )}
              </ChoiceButton>
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  )
}
