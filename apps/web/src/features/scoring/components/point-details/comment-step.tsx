import { useTranslation } from 'react-i18next'
import { MAX_BALL_COMMENT } from '@courtside/contracts'
import { Textarea } from '@/components/ui/textarea'
import type { StepProps } from './step-props'
import { UpgradeHint } from './upgrade-hint'

export function CommentStep({ match, state, dispatch }: StepProps) {
  const { t } = useTranslation()
  const { comment } = state.draft
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="point-comment" className="text-sm font-medium">
        {t('scoring.details.commentLabel')}
      </label>
      <Textarea
        id="point-comment"
        value={comment}
        maxLength={MAX_BALL_COMMENT}
        rows={4}
        onChange={(e) => dispatch({ type: 'update', patch: { comment: e.target.value } })}
        placeholder={t('scoring.details.commentPlaceholder')}
      />
      <p className="text-right text-xs text-muted-foreground">
        {comment.length}/{MAX_BALL_COMMENT}
      </p>
      {match.license !== 'pro' && <UpgradeHint />}
    </div>
  )
}
