import { useEffect, useReducer, useRef, type ComponentType, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckIcon, ChevronLeftIcon } from 'lucide-react'
import type { Match } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { Dialog, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import { isTypingTarget } from '@/lib/typing-target'
import {
  canProceed,
  currentStep,
  INITIAL_FLOW,
  isEmptyStep,
  nextStep,
  numberedActions,
  stepsFor,
  toNewBall,
  type FlowAction,
  type FlowContext,
  type FlowState,
  type NewBall,
  type Step,
} from '../lib/point-details-flow'
import { CommentStep } from './point-details/comment-step'
import { FinisherStep } from './point-details/finisher-step'
import { PointTypeStep } from './point-details/point-type-step'
import { PositionsStep } from './point-details/positions-step'
import { PreviousStep } from './point-details/previous-step'
import { ShotStep } from './point-details/shot-step'
import type { StepProps } from './point-details/step-props'
import { SummaryStep } from './point-details/summary-step'
import { RecorderDialogContent } from './recorder-dialog'

const STEP_BODY: Record<Step, ComponentType<StepProps>> = {
  finisher: FinisherStep,
  pointType: PointTypeStep,
  shot: ShotStep,
  previous: PreviousStep,
  positions: PositionsStep,
  comment: CommentStep,
  summary: SummaryStep,
}

export interface PointDetailsDialogProps {
  match: Match
  open: boolean
  onOpenChange(open: boolean): void
  /** The player serving the active ball, as the browser knows it. */
  serverId: number | null
  onSave(ball: NewBall, winnerTeam: Team): void
  /** Opens on a recorded point's detail (details later, ADR 0036) instead of an empty point. */
  initial?: FlowState
  /** Replaces "Add point with details" (editing a recorded point). */
  title?: string
  /** Editing waits for the server's answer: the caller closes the dialog, and Save shows it is busy meanwhile. */
  keepOpenOnSave?: boolean
  saving?: boolean
  /** A further footer action (the complete-details walk's "Skip this point"). */
  extraAction?: ReactNode
}

/** "Add point with details": finisher, point type, then (pro) shot, previous shot, positions, and a comment. */
export function PointDetailsDialog({
  match,
  open,
  onOpenChange,
  serverId,
  onSave,
  initial = INITIAL_FLOW,
  title,
  keepOpenOnSave = false,
  saving = false,
  extraAction,
}: PointDetailsDialogProps) {
  const { t } = useTranslation()
  const ctx: FlowContext = { match, serverId }
  // Declared in render on purpose: React runs the latest reducer, so it sees this render's server and licence.
  const [state, dispatch] = useReducer((s: FlowState, action: FlowAction) => nextStep(s, action, ctx), initial)
  const steps = stepsFor(match)
  const step = currentStep(state, ctx)
  // Each step starts with focus on its body, so number keys and screen readers follow the flow.
  const bodyRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (open) bodyRef.current?.focus()
  }, [open, state.stepIndex])

  const handleOpenChange = (next: boolean) => {
    if (!next) dispatch({ type: 'reset' })
    onOpenChange(next)
  }
  const save = () => {
    const made = toNewBall(state.draft, ctx)
    if (!made) return
    onSave(made.ball, made.winnerTeam)
    if (!keepOpenOnSave) handleOpenChange(false)
  }
  // Number keys pick the n-th choice of the step (players, point types, previous shooter, speed); Enter moves on.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTypingTarget(event.target) || event.ctrlKey || event.metaKey || event.altKey) return
    const numbered = numberedActions(state, ctx)
    const n = Number(event.key)
    if (Number.isInteger(n) && n >= 1 && n <= numbered.length) {
      event.preventDefault()
      dispatch(numbered[n - 1] as FlowAction)
    }
  }

  const stepTitle = t(`scoring.details.steps.${step}`)
  const optionalStep = state.stepIndex >= 2 && step !== 'summary'
  const Body = STEP_BODY[step]

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <RecorderDialogContent
        closeLabel={t('scoring.close')}
        onKeyDown={handleKeyDown}
        data-testid="point-details-dialog"
      >
        <DialogHeader className="border-b border-border px-4 pt-4 pb-3 text-left md:px-6">
          <p className="text-xs font-medium text-muted-foreground" data-testid="details-step-count">
            {t('scoring.details.stepOf', { n: state.stepIndex + 1, total: steps.length })}
          </p>
          <DialogTitle className="pr-10">{title ?? t('scoring.details.title')}</DialogTitle>
          <DialogDescription>{stepTitle}</DialogDescription>
          <ol className="mt-1 flex gap-1" aria-hidden="true">
            {steps.map((s, i) => (
              <li key={s} className={cn('h-1 flex-1 rounded-full', i <= state.stepIndex ? 'bg-primary' : 'bg-muted')} />
            ))}
          </ol>
        </DialogHeader>

        <div
          ref={bodyRef}
          tabIndex={-1}
          aria-label={stepTitle}
          className="flex-1 overflow-y-auto px-4 py-4 outline-none md:px-6"
          data-testid={`details-step-${step}`}
        >
          <Body match={match} state={state} ctx={ctx} dispatch={dispatch} />
        </div>

        <div className="flex items-center gap-2 border-t border-border bg-background px-4 py-3 md:px-6">
          <Button variant="ghost" onClick={() => dispatch({ type: 'back' })} disabled={state.stepIndex === 0}>
            <ChevronLeftIcon aria-hidden="true" />
            {t('scoring.details.back')}
          </Button>
          <div className="ml-auto flex flex-wrap justify-end gap-2">
            {extraAction}
            {optionalStep && (
              <Button
                variant="outline"
                onClick={() => dispatch({ type: 'goTo', step: 'summary' })}
                data-testid="details-skip-to-summary"
              >
                {t('scoring.details.toSummary')}
              </Button>
            )}
            {step === 'summary' ? (
              <Button
                onClick={save}
                disabled={saving || !toNewBall(state.draft, ctx)}
                aria-busy={saving}
                size="lg"
                data-testid="details-save"
              >
                {saving ? <Spinner /> : <CheckIcon aria-hidden="true" />}
                {t('scoring.details.save')}
              </Button>
            ) : (
              <Button
                onClick={() => dispatch({ type: 'next' })}
                disabled={!canProceed(state, ctx)}
                data-testid="details-next"
              >
                {optionalStep && isEmptyStep(step, state.draft) ? t('scoring.details.skip') : t('scoring.details.next')}
              </Button>
            )}
          </div>
        </div>
      </RecorderDialogContent>
    </Dialog>
  )
}
