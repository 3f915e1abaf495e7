import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckCircle2Icon, ChevronLeftIcon, ChevronRightIcon, CoffeeIcon } from 'lucide-react'
import { SOCIAL_MAX_ROUNDS, type SocialSession } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { hasResult, isRoundComplete, playerName } from '../lib/session-rounds'
import { CourtCard } from './court-card'
import { NextRoundButton } from './next-round-button'

/**
 * The round on show: previous / next, how many results are in, one card per court, who rests. At a Mexicano's newest
 * round, "Next round" makes the next one (for those who may) instead of moving to it.
 */
export function RoundSection({
  session,
  organizationId,
  number,
  onNumberChange,
}: {
  session: SocialSession
  organizationId: number
  number: number
  onNumberChange: (number: number) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const round = session.rounds.find((candidate) => candidate.number === number) ?? session.rounds[0]
  const last = session.rounds.at(-1)?.number ?? 1
  if (!round) return null
  const done = round.matches.filter(hasResult).length
  const complete = isRoundComplete(round)
  const makesNext = session.format === 'mexicano' && round.number === last
  const reason = makesNext ? nextRoundReason(session, complete) : null

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4" data-testid="round" data-round={round.number}>
      <nav aria-label={t('social.round.rounds')} className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          disabled={round.number <= 1}
          onClick={() => onNumberChange(round.number - 1)}
          aria-label={t('social.round.previous')}
          data-testid="previous-round"
        >
          <ChevronLeftIcon aria-hidden="true" />
          <span className="hidden sm:inline">{t('social.round.previous')}</span>
        </Button>
        <div className="grid justify-items-center text-center">
          <h2
            id={`${id}-title`}
            className="text-2xl font-bold tracking-tight sm:text-3xl 2xl:text-4xl"
            aria-live="polite"
          >
            {t('social.round.heading', { number: round.number })}
          </h2>
          <p className="text-sm text-muted-foreground">{t('social.round.of', { count: session.rounds.length })}</p>
        </div>
        {makesNext ? (
          <NextRoundButton
            session={session}
            organizationId={organizationId}
            ready={reason === null}
            reasonId={reason ? `${id}-reason` : undefined}
            onMade={onNumberChange}
          />
        ) : (
          <Button
            // A finished round points the way on: the next one is where the players go now.
            variant={complete && round.number < last ? 'default' : 'outline'}
            disabled={round.number >= last}
            onClick={() => onNumberChange(round.number + 1)}
            aria-label={t('social.round.next')}
            data-testid="next-round"
          >
            <span className="hidden sm:inline">{t('social.round.next')}</span>
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        )}
      </nav>
      <p
        className={cn(
          'flex items-center justify-center gap-1.5 text-sm',
          complete ? 'font-medium text-foreground' : 'text-muted-foreground',
        )}
        data-testid="round-progress"
      >
        {complete && <CheckCircle2Icon className="size-4 text-primary" aria-hidden="true" />}
        {complete ? t('social.round.complete') : t('social.round.progress', { done, total: round.matches.length })}
      </p>
      {reason && (
        <p id={`${id}-reason`} className="text-center text-sm text-muted-foreground" data-testid="next-round-reason">
          {t(reason)}
        </p>
      )}
      <div
        className={cn(
          'grid gap-4 md:grid-cols-2',
          round.matches.length >= 3 && '2xl:grid-cols-3',
          round.matches.length === 1 && 'md:grid-cols-1 xl:max-w-2xl xl:justify-self-center xl:w-full',
        )}
      >
        {round.matches.map((match) => (
          <CourtCard
            key={`${round.number}-${match.court}-${match.score_a}-${match.score_b}`}
            session={session}
            organizationId={organizationId}
            round={round.number}
            match={match}
          />
        ))}
      </div>
      {round.resting.length > 0 && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base" data-testid="resting">
          <CoffeeIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="font-medium">{t('social.round.resting')}:</span>
          <span>{round.resting.map((index) => playerName(session, index)).join(', ')}</span>
        </p>
      )}
    </section>
  )
}

/** Why a Mexicano's next round cannot be made yet (an i18n key: the API's own refusal where it has one), or null. */
function nextRoundReason(session: SocialSession, complete: boolean): string | null {
  if (!session.can_manage) return 'social.round.organizerMakesNext'
  if (session.rounds.length >= SOCIAL_MAX_ROUNDS) return 'messages.socialRoundLimit'
  return complete ? null : 'messages.socialRoundUnfinished'
}
