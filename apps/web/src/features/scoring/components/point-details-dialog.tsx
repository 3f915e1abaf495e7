import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Textarea } from '@/components/ui/textarea'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CheckIcon, ChevronLeftIcon, SparklesIcon } from 'lucide-react'
import type { Match, MatchPlayer } from '@courtside/contracts'
import {
  attributePoint,
  POINT_TYPES,
  SHOT_GROUP_MEMBERS,
  SHOT_GROUPS,
  SHOT_SPEEDS,
  shotTypesForSport,
  type PointType,
  type ShotSpeed,
  type ShotType,
  type Team,
} from '@courtside/domain'
import { CourtDrawing, type CourtMark, type CourtPoint } from '@/components/court-drawing'
import { Button } from '@/components/ui/button'
import { Dialog, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import { cn } from '@/lib/cn'
import { allPlayers, playersOfTeam, teamName, teamOfPlayer } from '@/lib/match-teams'
import type { NewBall } from '../hooks/use-recorder'
import { RecorderDialogContent } from './recorder-dialog'
import { TeamLetter } from './team-letter'
import { TEAM_BORDER } from './team-style'

type Step = 'finisher' | 'pointType' | 'shot' | 'previous' | 'positions' | 'comment' | 'summary'
const PRO_STEPS: Step[] = ['finisher', 'pointType', 'shot', 'previous', 'positions', 'comment', 'summary']
const FREE_STEPS: Step[] = ['finisher', 'pointType', 'comment', 'summary']

interface Draft {
  finisherId: number | null
  pointType: PointType | null
  winnerTeam: Team | null
  shotType: ShotType | null
  shotSpeed: ShotSpeed | null
  previousShooterId: number | null
  previousShotType: ShotType | null
  previousShotSpeed: ShotSpeed | null
  from: CourtPoint | null
  to: CourtPoint | null
  comment: string
}

const EMPTY: Draft = {
  finisherId: null,
  pointType: null,
  winnerTeam: null,
  shotType: null,
  shotSpeed: null,
  previousShooterId: null,
  previousShotType: null,
  previousShotSpeed: null,
  from: null,
  to: null,
  comment: '',
}

export interface PointDetailsDialogProps {
  match: Match
  open: boolean
  onOpenChange(open: boolean): void
  /** The player serving the active ball, as the browser knows it. */
  serverId: number | null
  onSave(ball: NewBall, winnerTeam: Team): void
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** SPEC §2 "Add point with details": finisher, point type, then (pro) shot, previous shot, positions, and a comment. */
export function PointDetailsDialog({ match, open, onOpenChange, serverId, onSave }: PointDetailsDialogProps) {
  const { t } = useTranslation()
  const pro = match.license === 'pro'
  const steps = pro ? PRO_STEPS : FREE_STEPS
  const [stepIndex, setStepIndex] = useState(0)
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const step = steps[stepIndex] as Step
  // Each step starts with focus on its body, so number keys and screen readers follow the flow.
  const bodyRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (open) bodyRef.current?.focus()
  }, [open, stepIndex])
  const players = allPlayers(match)
  const serverTeam = serverId === null ? null : teamOfPlayer(match, serverId)
  const finisherTeam = draft.finisherId === null ? null : teamOfPlayer(match, draft.finisherId)

  const reset = () => {
    setDraft(EMPTY)
    setStepIndex(0)
  }
  const handleOpenChange = (next: boolean) => {
    if (!next) reset()
    onOpenChange(next)
  }
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }))
  const go = (index: number) => setStepIndex(Math.max(0, Math.min(steps.length - 1, index)))
  const next = () => go(stepIndex + 1)

  const attributionFor = (pointType: PointType) => {
    if (finisherTeam === null) return null
    return attributePoint({
      pointType,
      finisherTeam,
      finisherIsServer: draft.finisherId === serverId,
      serverTeam: serverTeam ?? undefined,
      winnerTeam: pointType === 'other' ? (draft.winnerTeam ?? finisherTeam) : null,
    })
  }
  const attribution = draft.pointType ? attributionFor(draft.pointType) : null
  const winnerTeam = attribution?.ok ? attribution.winnerTeam : null
  const canProceed = step === 'finisher' ? draft.finisherId !== null : step === 'pointType' ? winnerTeam !== null : true

  const save = () => {
    if (draft.pointType === null || draft.finisherId === null || winnerTeam === null) return
    const ball: NewBall = {
      point_type: draft.pointType,
      finisher_id: draft.finisherId,
      winner_team: draft.pointType === 'other' ? winnerTeam : null,
      comment: draft.comment.trim(),
    }
    if (pro) {
      Object.assign(ball, {
        shot_type: draft.shotType,
        shot_speed: draft.shotSpeed,
        previous_shooter_id: draft.previousShooterId,
        previous_shot_type: draft.previousShooterId === null ? null : draft.previousShotType,
        previous_shot_speed: draft.previousShooterId === null ? null : draft.previousShotSpeed,
        from: draft.from,
        to: draft.to,
      })
    }
    onSave(ball, winnerTeam)
    handleOpenChange(false)
  }

  // Number keys pick the n-th choice of the step (players, point types, previous shooter); Enter moves on.
  // Built on each render: a handful of closures, cheaper than keeping a memo's dependencies honest.
  function numberedChoices(): (() => void)[] {
    if (step === 'finisher')
      return players.map((p) => () => {
        set({ finisherId: p.id, previousShooterId: null })
        go(stepIndex + 1)
      })
    if (step === 'pointType') return POINT_TYPES.map((type) => () => choosePointType(type))
    if (step === 'previous') {
      const opponents = finisherTeam === null ? [] : playersOfTeam(match, finisherTeam === 0 ? 1 : 0)
      return [
        ...opponents.map((p) => () => set({ previousShooterId: p.id })),
        () => set({ previousShooterId: null, previousShotType: null, previousShotSpeed: null }),
      ]
    }
    if (step === 'shot') return SHOT_SPEEDS.map((speed) => () => set({ shotSpeed: speed }))
    return []
  }
  const numbered = numberedChoices()

  function choosePointType(type: PointType) {
    const result = attributionFor(type)
    if (!result || !result.ok) return
    set({ pointType: type, winnerTeam: type === 'other' ? (draft.winnerTeam ?? finisherTeam) : null })
    if (type !== 'other') go(stepIndex + 1)
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return
    const n = Number(event.key)
    if (Number.isInteger(n) && n >= 1 && n <= numbered.length) {
      event.preventDefault()
      numbered[n - 1]?.()
    }
  }

  const stepTitle = t(`scoring.details.steps.${step}`)
  const optionalStep = stepIndex >= 2 && step !== 'summary'

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <RecorderDialogContent
        closeLabel={t('scoring.close')}
        onKeyDown={handleKeyDown}
        data-testid="point-details-dialog"
      >
        <DialogHeader className="border-b border-border px-4 pt-4 pb-3 text-left md:px-6">
          <p className="text-xs font-medium text-muted-foreground" data-testid="details-step-count">
            {t('scoring.details.stepOf', { n: stepIndex + 1, total: steps.length })}
          </p>
          <DialogTitle className="pr-10">{t('scoring.details.title')}</DialogTitle>
          <DialogDescription>{stepTitle}</DialogDescription>
          <ol className="mt-1 flex gap-1" aria-hidden="true">
            {steps.map((s, i) => (
              <li key={s} className={cn('h-1 flex-1 rounded-full', i <= stepIndex ? 'bg-primary' : 'bg-muted')} />
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
          {step === 'finisher' && (
            <fieldset>
              <legend className="mb-3 text-sm font-medium">{t('scoring.details.finisherQuestion')}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {([0, 1] as Team[]).map((team) => (
                  <div key={team} className="flex flex-col gap-2">
                    <p className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
                      <TeamLetter team={team} className="size-5" />
                      {t('scoring.teamN', { letter: team === 0 ? 'A' : 'B' })}
                    </p>
                    {playersOfTeam(match, team).map((player) => {
                      const index = players.findIndex((p) => p.id === player.id)
                      return (
                        <ChoiceButton
                          key={player.id}
                          selected={draft.finisherId === player.id}
                          shortcut={index + 1}
                          className={cn('border-l-4', TEAM_BORDER[team])}
                          onClick={() => numbered[index]?.()}
                        >
                          <span className="truncate">{player.name}</span>
                          {player.id === serverId && (
                            <span className="ml-auto text-xs font-normal text-muted-foreground">
                              {t('scoring.details.serverTag')}
                            </span>
                          )}
                        </ChoiceButton>
                      )
                    })}
                  </div>
                ))}
              </div>
            </fieldset>
          )}

          {step === 'pointType' && (
            <fieldset>
              <legend className="mb-3 text-sm font-medium">
                {t('scoring.details.pointTypeQuestion', {
                  name: players.find((p) => p.id === draft.finisherId)?.name ?? '',
                })}
              </legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {POINT_TYPES.map((type, i) => {
                  const result = attributionFor(type)
                  const refused = result && !result.ok ? result.reason : null
                  const reasonId = `refusal-${type}`
                  return (
                    <ChoiceButton
                      key={type}
                      selected={draft.pointType === type}
                      disabled={refused !== null}
                      shortcut={i + 1}
                      describedBy={refused ? reasonId : undefined}
                      onClick={() => choosePointType(type)}
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
                        onClick={() => set({ winnerTeam: team })}
                        className={cn('border-l-4', TEAM_BORDER[team])}
                      >
                        <TeamLetter team={team} />
                        <span className="truncate">{teamName(match, team)}</span>
                      </ChoiceButton>
                    ))}
                  </div>
                </fieldset>
              )}
              {!pro && <UpgradeHint />}
            </fieldset>
          )}

          {step === 'shot' && (
            <div className="flex flex-col gap-5">
              {/* Speed first: three taps that stay in reach above the long list of shots. */}
              <SpeedPicker
                value={draft.shotSpeed}
                onChange={(shotSpeed) => set({ shotSpeed })}
                label={t('scoring.details.speedQuestion')}
              />
              <ShotPicker
                sport={match.sport}
                value={draft.shotType}
                onChange={(shotType) => set({ shotType })}
                legend={t('scoring.details.shotQuestion')}
              />
            </div>
          )}

          {step === 'previous' && (
            <div className="flex flex-col gap-5">
              <fieldset>
                <legend className="mb-3 text-sm font-medium">{t('scoring.details.previousQuestion')}</legend>
                <div className="grid gap-2 sm:grid-cols-3">
                  {(finisherTeam === null ? [] : playersOfTeam(match, finisherTeam === 0 ? 1 : 0)).map(
                    (player: MatchPlayer, i) => (
                      <ChoiceButton
                        key={player.id}
                        selected={draft.previousShooterId === player.id}
                        shortcut={i + 1}
                        onClick={() => numbered[i]?.()}
                      >
                        <span className="truncate">{player.name}</span>
                      </ChoiceButton>
                    ),
                  )}
                  <ChoiceButton
                    selected={draft.previousShooterId === null}
                    shortcut={numbered.length}
                    onClick={() => numbered.at(-1)?.()}
                  >
                    {t('scoring.details.none')}
                  </ChoiceButton>
                </div>
              </fieldset>
              {draft.previousShooterId !== null && (
                <>
                  <SpeedPicker
                    value={draft.previousShotSpeed}
                    onChange={(previousShotSpeed) => set({ previousShotSpeed })}
                    label={t('scoring.details.previousSpeedQuestion')}
                  />
                  <ShotPicker
                    sport={match.sport}
                    value={draft.previousShotType}
                    onChange={(previousShotType) => set({ previousShotType })}
                    legend={t('scoring.details.previousShotQuestion')}
                  />
                </>
              )}
            </div>
          )}

          {step === 'positions' && <PositionsStep match={match} draft={draft} onChange={set} />}

          {step === 'comment' && (
            <div className="flex flex-col gap-2">
              <label htmlFor="point-comment" className="text-sm font-medium">
                {t('scoring.details.commentLabel')}
              </label>
              <Textarea
                id="point-comment"
                value={draft.comment}
                maxLength={500}
                rows={4}
                onChange={(e) => set({ comment: e.target.value })}
                placeholder={t('scoring.details.commentPlaceholder')}
              />
              <p className="text-right text-xs text-muted-foreground">{draft.comment.length}/500</p>
              {!pro && <UpgradeHint />}
            </div>
          )}

          {step === 'summary' && (
            <Summary
              match={match}
              draft={draft}
              winnerTeam={winnerTeam}
              pro={pro}
              onEdit={(s) => go(steps.indexOf(s))}
            />
          )}
        </div>

        <div className="flex items-center gap-2 border-t border-border bg-background px-4 py-3 md:px-6">
          <Button variant="ghost" onClick={() => go(stepIndex - 1)} disabled={stepIndex === 0}>
            <ChevronLeftIcon aria-hidden="true" />
            {t('scoring.details.back')}
          </Button>
          <div className="ml-auto flex gap-2">
            {optionalStep && (
              <Button variant="outline" onClick={() => go(steps.length - 1)} data-testid="details-skip-to-summary">
                {t('scoring.details.toSummary')}
              </Button>
            )}
            {step === 'summary' ? (
              <Button onClick={save} disabled={winnerTeam === null} size="lg" data-testid="details-save">
                <CheckIcon aria-hidden="true" />
                {t('scoring.details.save')}
              </Button>
            ) : (
              <Button onClick={next} disabled={!canProceed} data-testid="details-next">
                {optionalStep && isEmptyStep(step, draft) ? t('scoring.details.skip') : t('scoring.details.next')}
              </Button>
            )}
          </div>
        </div>
      </RecorderDialogContent>
    </Dialog>
  )
}

function isEmptyStep(step: Step, d: Draft): boolean {
  switch (step) {
    case 'shot':
      return d.shotType === null && d.shotSpeed === null
    case 'previous':
      return d.previousShooterId === null
    case 'positions':
      return d.from === null && d.to === null
    case 'comment':
      return d.comment.trim() === ''
    default:
      return false
  }
}

function ChoiceButton({
  selected,
  disabled,
  shortcut,
  describedBy,
  onClick,
  className,
  children,
  ...rest
}: {
  selected: boolean
  disabled?: boolean
  shortcut?: number
  describedBy?: string
  onClick(): void
  className?: string
  children: ReactNode
  'data-testid'?: string
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onClick}
      className={cn(
        'flex min-h-14 w-full items-center gap-2 rounded-xl border border-border bg-card px-3 py-2 text-left text-base font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/60',
        'disabled:cursor-not-allowed disabled:bg-muted/40 disabled:text-muted-foreground',
        selected && 'border-primary bg-primary/10 ring-2 ring-primary/40',
        className,
      )}
      {...rest}
    >
      {children}
      {shortcut !== undefined && shortcut <= 9 && (
        <kbd
          className="ml-auto hidden shrink-0 rounded border border-border bg-muted px-1.5 font-mono text-[11px] text-muted-foreground md:inline"
          aria-hidden="true"
        >
          {shortcut}
        </kbd>
      )}
      {selected && <CheckIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />}
    </button>
  )
}

function ShotPicker({
  sport,
  value,
  onChange,
  legend,
}: {
  sport: Match['sport']
  value: ShotType | null
  onChange(v: ShotType | null): void
  legend: string
}) {
  const { t } = useTranslation()
  const idPrefix = useId()
  const allowed = new Set<ShotType>(shotTypesForSport(sport))
  const groups = SHOT_GROUPS.map((group) => ({
    group,
    shots: SHOT_GROUP_MEMBERS[group].filter((s) => allowed.has(s)),
  })).filter((g) => g.shots.length > 0)
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-col gap-3">
        {groups.map(({ group, shots }) => (
          <div key={group} role="group" aria-labelledby={`${idPrefix}-${group}`}>
            <p
              id={`${idPrefix}-${group}`}
              className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {t(`shots.groups.${group}`)}
            </p>
            <div className="flex flex-wrap gap-1.5">
              {shots.map((shot) => (
                <Chip key={shot} selected={value === shot} onClick={() => onChange(value === shot ? null : shot)}>
                  {t(`shots.types.${shot}`)}
                </Chip>
              ))}
            </div>
          </div>
        ))}
        {allowed.has('unclassified') && (
          <div className="flex flex-wrap gap-1.5">
            <Chip
              selected={value === 'unclassified'}
              onClick={() => onChange(value === 'unclassified' ? null : 'unclassified')}
            >
              {t('shots.types.unclassified')}
            </Chip>
          </div>
        )}
      </div>
    </fieldset>
  )
}

function Chip({ selected, onClick, children }: { selected: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 items-center rounded-full border border-border bg-card px-3.5 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/60',
        selected && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
      )}
    >
      {children}
    </button>
  )
}

function SpeedPicker({
  value,
  onChange,
  label,
}: {
  value: ShotSpeed | null
  onChange(v: ShotSpeed | null): void
  label: string
}) {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium" id={labelId}>
        {label}
      </p>
      <ToggleGroup
        type="single"
        value={value ?? ''}
        onValueChange={(v) => onChange(v ? (v as ShotSpeed) : null)}
        aria-labelledby={labelId}
        className="w-full"
      >
        {SHOT_SPEEDS.map((speed) => (
          <ToggleGroupItem
            key={speed}
            value={speed}
            className="h-11 flex-1 md:h-10 data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
          >
            {t(`shots.speeds.${speed}`)}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </div>
  )
}

function PositionsStep({
  match,
  draft,
  onChange,
}: {
  match: Match
  draft: Draft
  onChange(patch: Partial<Draft>): void
}) {
  const { t } = useTranslation()
  const [placing, setPlacing] = useState<'from' | 'to'>(draft.from && !draft.to ? 'to' : 'from')
  const marks: CourtMark[] = []
  if (draft.from)
    marks.push({ id: 'from', ...draft.from, tone: 'neutral', text: '1', label: t('scoring.details.from') })
  if (draft.to) marks.push({ id: 'to', ...draft.to, tone: 'winner', text: '2', label: t('scoring.details.to') })
  const ends: [string, string] = [t('scoring.teamN', { letter: 'A' }), t('scoring.teamN', { letter: 'B' })]
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <ToggleGroup
          type="single"
          value={placing}
          onValueChange={(v) => v && setPlacing(v as 'from' | 'to')}
          aria-label={t('scoring.details.placing')}
        >
          <ToggleGroupItem
            value="from"
            className="px-3 data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
          >
            1 · {t('scoring.details.from')}
          </ToggleGroupItem>
          <ToggleGroupItem
            value="to"
            className="px-3 data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
          >
            2 · {t('scoring.details.to')}
          </ToggleGroupItem>
        </ToggleGroup>
        {(draft.from || draft.to) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange({ from: null, to: null })
              setPlacing('from')
            }}
          >
            {t('scoring.details.clearPositions')}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {placing === 'from' ? t('scoring.details.tapFrom') : t('scoring.details.tapTo')}
      </p>
      <CourtDrawing
        sport={match.sport}
        marks={marks}
        paths={draft.from && draft.to ? [{ id: 'shot', from: draft.from, to: draft.to, tone: 'neutral' }] : []}
        endLabels={ends}
        label={placing === 'from' ? t('scoring.details.tapFrom') : t('scoring.details.tapTo')}
        onPick={(point) => {
          if (placing === 'from') {
            onChange({ from: point })
            setPlacing('to')
          } else onChange({ to: point })
        }}
      />
    </div>
  )
}

function Summary({
  match,
  draft,
  winnerTeam,
  pro,
  onEdit,
}: {
  match: Match
  draft: Draft
  winnerTeam: Team | null
  pro: boolean
  onEdit(step: Step): void
}) {
  const { t } = useTranslation()
  const name = (id: number | null) => (id === null ? '—' : (allPlayers(match).find((p) => p.id === id)?.name ?? '—'))
  const shot = (type: ShotType | null, speed: ShotSpeed | null) =>
    [type ? t(`shots.types.${type}`) : null, speed ? t(`shots.speeds.${speed}`) : null].filter(Boolean).join(' · ') ||
    '—'
  // In court words ("team A's half, left side"), not coordinates.
  const pos = (p: CourtPoint | null) =>
    p
      ? `${p.y < 0.5 ? t('court.end0') : t('court.end1')}, ${p.x < 1 / 3 ? t('court.left') : p.x > 2 / 3 ? t('court.right') : t('court.centre')}`
      : '—'
  const rows: [string, string, Step][] = [
    [t('scoring.details.summaryFinisher'), name(draft.finisherId), 'finisher'],
    [
      t('scoring.details.summaryPointType'),
      draft.pointType ? t(`shots.pointTypes.${draft.pointType}`) : '—',
      'pointType',
    ],
  ]
  if (pro) {
    rows.push([t('scoring.details.summaryShot'), shot(draft.shotType, draft.shotSpeed), 'shot'])
    rows.push([
      t('scoring.details.summaryPrevious'),
      draft.previousShooterId === null
        ? t('scoring.details.none')
        : `${name(draft.previousShooterId)} · ${shot(draft.previousShotType, draft.previousShotSpeed)}`,
      'previous',
    ])
    rows.push([t('scoring.details.summaryPositions'), `${pos(draft.from)} → ${pos(draft.to)}`, 'positions'])
  }
  rows.push([t('scoring.details.summaryComment'), draft.comment.trim() || '—', 'comment'])
  return (
    <div className="flex flex-col gap-3">
      {winnerTeam !== null && (
        <p
          className={cn(
            'flex items-center gap-2 rounded-xl border-l-4 bg-muted/60 px-3 py-2.5 font-semibold',
            TEAM_BORDER[winnerTeam],
          )}
          data-testid="details-summary-winner"
        >
          <TeamLetter team={winnerTeam} />
          {t('scoring.details.pointTo', { team: teamName(match, winnerTeam) })}
        </p>
      )}
      <dl className="divide-y divide-border rounded-xl border border-border">
        {rows.map(([label, value, step]) => (
          <div key={label} className="flex items-center gap-3 px-3 py-2">
            <dt className="w-28 shrink-0 text-sm text-muted-foreground">{label}</dt>
            {/* The edit button sits inside the dd: a dl's groups may hold only dt and dd. */}
            <dd className="flex min-w-0 flex-1 items-center gap-3">
              <span className="min-w-0 flex-1 text-sm font-medium break-words">{value}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onEdit(step)}
                aria-label={t('scoring.details.editField', { field: label })}
              >
                {t('scoring.details.edit')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      {!pro && <UpgradeHint />}
    </div>
  )
}

function UpgradeHint() {
  const { t } = useTranslation()
  return (
    <p
      className="mt-4 flex items-start gap-2 rounded-xl border border-highlight/60 bg-highlight/15 px-3 py-2.5 text-sm"
      data-testid="upgrade-hint"
    >
      <SparklesIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {t('scoring.details.upgradeHint')}{' '}
        <Link to="/profile" className="font-semibold underline underline-offset-2">
          {t('scoring.details.upgradeLink')}
        </Link>
      </span>
    </p>
  )
}
