import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckIcon, TrophyIcon } from 'lucide-react'
import type { SocialSession } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { FieldError, FormAlert } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { errorText } from '@/lib/error-text'
import { translateMessage } from '@/lib/i18n'
import { serverFieldErrors } from '@/lib/server-field-errors'
import { useSaveSocialResult } from '../api/use-social-session-mutations'
import { draftOf, parseScore, typeScore, type ScoreDraft, type Side } from '../lib/score-draft'
import { pairNames, winnerOf } from '../lib/session-rounds'

type Match = SocialSession['rounds'][number]['matches'][number]
type FieldErrors = Partial<Record<Side, string>>

/**
 * One court of a round: the two teams, a score for each (typing one fills the other to the points per match), and
 * Save. The saved result marks the winner in words and with an icon, never by colour alone. The screen remounts the
 * card when the saved result changes (here or on another phone), so the inputs start again from it.
 */
export function CourtCard({
  session,
  organizationId,
  round,
  match,
}: {
  session: SocialSession
  organizationId: number
  round: number
  match: Match
}) {
  const { t } = useTranslation()
  const id = useId()
  const save = useSaveSocialResult(organizationId, session.id)
  const [draft, setDraft] = useState<ScoreDraft>(() => draftOf(match.score_a, match.score_b))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const winner = winnerOf(match)
  const saved = winner !== null
  const court = match.court
  // Save stands out only while the inputs differ from the saved result.
  const changed =
    draft.a !== (match.score_a === null ? '' : String(match.score_a)) ||
    draft.b !== (match.score_b === null ? '' : String(match.score_b))

  const type = (side: Side, text: string) => {
    setDraft((current) => typeScore(current, side, text, session.points_per_match))
    setErrors((current) => ({ ...current, [side]: undefined }))
    setFailure(null)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const scoreA = parseScore(draft.a)
    const scoreB = parseScore(draft.b)
    const invalid = t('messages.socialScoreInvalid')
    if (scoreA === null || scoreB === null) {
      setErrors({ a: scoreA === null ? invalid : undefined, b: scoreB === null ? invalid : undefined })
      return
    }
    setErrors({})
    setFailure(null)
    try {
      await save.mutateAsync({ round, court, score_a: scoreA, score_b: scoreB })
    } catch (error) {
      const fields = serverFieldErrors(error, ['score_a', 'score_b'])
      if (fields.length === 0) return setFailure(errorText(t, error, 'social.court.saveFailed'))
      setErrors(Object.fromEntries(fields.map(([path, text]) => [path.slice(-1), translateMessage(t, text)])))
    }
  }

  const team = (side: Side) => {
    const names = pairNames(session, side === 'a' ? match.team_a : match.team_b)
    const won = winner === side
    const error = errors[side]
    return (
      <div className="flex items-center gap-3" data-testid={`team-${side}`}>
        <div className="grid min-w-0 flex-1 gap-1">
          <p
            className={cn('text-lg leading-snug break-words 2xl:text-xl', won ? 'font-bold' : 'font-medium')}
            data-testid="team-names"
          >
            {names}
          </p>
          {won && (
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
              <TrophyIcon className="size-4" aria-hidden="true" />
              {t('social.court.winner')}
            </span>
          )}
          {winner === 'draw' && (
            <span className="text-sm font-medium text-muted-foreground">{t('social.court.draw')}</span>
          )}
          {error && <FieldError id={`${id}-${side}-error`}>{error}</FieldError>}
        </div>
        <Input
          id={`${id}-${side}`}
          className="h-14 w-20 shrink-0 text-center text-2xl font-semibold tabular-nums md:h-14 md:text-2xl"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={2}
          value={draft[side]}
          onChange={(event) => type(side, event.target.value)}
          aria-label={t('social.court.scoreLabel', { court, team: names })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-${side}-error` : undefined}
          data-testid={`score-${side}`}
        />
      </div>
    )
  }

  return (
    <article
      aria-labelledby={`${id}-title`}
      className={cn(
        'grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5',
        saved ? 'border-border' : 'border-primary/40',
      )}
      data-testid={`court-${court}`}
      data-saved={saved}
    >
      <header className="flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-xl font-semibold tracking-tight 2xl:text-2xl">
          {t('social.court.title', { court })}
        </h3>
        <span
          className={cn(
            'inline-flex items-center gap-1 text-sm',
            saved ? 'font-medium text-foreground' : 'text-muted-foreground',
          )}
        >
          {saved && <CheckIcon className="size-4" aria-hidden="true" />}
          {saved ? t('social.court.hasResult') : t('social.court.noResult')}
        </span>
      </header>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        {team('a')}
        <p
          className="text-center text-xs font-semibold tracking-widest text-muted-foreground uppercase"
          aria-hidden="true"
        >
          {t('social.court.versus')}
        </p>
        {team('b')}
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button
          type="submit"
          variant={changed || !saved ? 'default' : 'outline'}
          disabled={save.isPending}
          className="w-full sm:w-auto sm:justify-self-end"
          aria-label={t('social.court.saveLabel', { court })}
          data-testid="save-result"
        >
          {save.isPending ? <Spinner /> : <CheckIcon aria-hidden="true" />}
          {t('social.court.save')}
        </Button>
      </form>
    </article>
  )
}
