import {
  shotDetailsOf,
  attributePoint,
  POINT_TYPES,
  SHOT_SPEEDS,
  type PointType,
  type Serve,
  type ShotSpeed,
  type ShotType,
  type Team,
} from '@courtside/domain'
import type { Ball, CreateBallInput, Match } from '@courtside/contracts'
import type { CourtPoint } from '@/components/court-geometry'
import { allPlayers, playersOfTeam, teamOfPlayer } from '@/lib/match-teams'

/**
 * "Add point with details" as a pure state machine: which step is shown, what has been chosen, what the
 * number keys do, and the ball the choices make. The dialog only renders it and dispatches.
 */

export type Step = 'finisher' | 'pointType' | 'shot' | 'previous' | 'positions' | 'comment' | 'summary'
const PRO_STEPS: readonly Step[] = ['finisher', 'pointType', 'shot', 'previous', 'positions', 'comment', 'summary']
const FREE_STEPS: readonly Step[] = ['finisher', 'pointType', 'comment', 'summary']

export interface Draft {
  finisherId: number | null
  pointType: PointType | null
  /** Only for 'other', where the coach says who won. */
  winnerTeam: Team | null
  shotType: ShotType | null
  shotSpeed: ShotSpeed | null
  previousShooterId: number | null
  previousShotType: ShotType | null
  previousShotSpeed: ShotSpeed | null
  from: CourtPoint | null
  to: CourtPoint | null
  comment: string
  /** First or second serve (ADR 0036), asked with the shot; a double fault is always the second. */
  serve: Serve | null
}

export interface FlowState {
  stepIndex: number
  draft: Draft
}

/** What the flow needs of the match: its players and licence, and who serves the active ball. */
export interface FlowContext {
  match: Pick<Match, 'pairs' | 'license'>
  serverId: number | null
}

export type FlowAction =
  | { type: 'pickFinisher'; playerId: number }
  | { type: 'pickPointType'; pointType: PointType }
  | { type: 'pickPrevious'; playerId: number | null }
  | { type: 'update'; patch: Partial<Draft> }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: Step }
  | { type: 'reset' }

export const EMPTY_DRAFT: Draft = {
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
  serve: null,
}
export const INITIAL_FLOW: FlowState = { stepIndex: 0, draft: EMPTY_DRAFT }

/** A free match records finisher, point type and comment only. */
export function stepsFor(match: Pick<Match, 'license'>): readonly Step[] {
  return match.license === 'pro' ? PRO_STEPS : FREE_STEPS
}

export function currentStep(state: FlowState, ctx: FlowContext): Step {
  return stepsFor(ctx.match)[state.stepIndex] as Step
}

function finisherTeam(draft: Draft, ctx: FlowContext): Team | null {
  return draft.finisherId === null ? null : teamOfPlayer(ctx.match, draft.finisherId)
}

/** The domain's verdict on a point type for the chosen finisher: who wins it, or why it cannot be. */
export function attributionFor(draft: Draft, pointType: PointType, ctx: FlowContext) {
  const team = finisherTeam(draft, ctx)
  if (team === null) return null
  const serverTeam = ctx.serverId === null ? null : teamOfPlayer(ctx.match, ctx.serverId)
  return attributePoint({
    pointType,
    finisherTeam: team,
    finisherIsServer: draft.finisherId === ctx.serverId,
    serverTeam: serverTeam ?? undefined,
    winnerTeam: pointType === 'other' ? (draft.winnerTeam ?? team) : null,
  })
}

/** The team the draft gives the point to, or null while the finisher and point type do not decide it. */
export function winnerOf(draft: Draft, ctx: FlowContext): Team | null {
  const attribution = draft.pointType ? attributionFor(draft, draft.pointType, ctx) : null
  return attribution?.ok ? attribution.winnerTeam : null
}

export function canProceed(state: FlowState, ctx: FlowContext): boolean {
  const step = currentStep(state, ctx)
  if (step === 'finisher') return state.draft.finisherId !== null
  if (step === 'pointType') return winnerOf(state.draft, ctx) !== null
  return true
}

/** Steps after the point type can be skipped; "Skip" reads better than "Next" while a step is untouched. */
export function isEmptyStep(step: Step, d: Draft): boolean {
  switch (step) {
    case 'shot':
      return d.shotType === null && d.shotSpeed === null && d.serve === null
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

/** The opponents of the finisher: who can have played the shot before the last one. */
export function previousShooters(draft: Draft, ctx: FlowContext) {
  const team = finisherTeam(draft, ctx)
  return team === null ? [] : playersOfTeam(ctx.match, team === 0 ? 1 : 0)
}

function moveTo(state: FlowState, index: number, ctx: FlowContext): FlowState {
  const last = stepsFor(ctx.match).length - 1
  return { ...state, stepIndex: Math.max(0, Math.min(last, index)) }
}

/** The flow's reducer: every tap, key and button of the dialog is one of these actions. */
export function nextStep(state: FlowState, action: FlowAction, ctx: FlowContext): FlowState {
  const draft = state.draft
  switch (action.type) {
    case 'pickFinisher': {
      if (teamOfPlayer(ctx.match, action.playerId) === null) return state
      // A new finisher changes who the opponents are: the previous shooter chosen for the old one no longer holds.
      const next = { ...state, draft: { ...draft, finisherId: action.playerId, previousShooterId: null } }
      return moveTo(next, state.stepIndex + 1, ctx)
    }
    case 'pickPointType': {
      const result = attributionFor(draft, action.pointType, ctx)
      if (!result || !result.ok) return state
      const other = action.pointType === 'other'
      const winnerTeam = other ? (draft.winnerTeam ?? finisherTeam(draft, ctx)) : null
      // A double fault is the second serve by definition; another type leaves the serve as the coach set it.
      const serve = action.pointType === 'double_fault' ? 'second' : draft.serve
      const next = { ...state, draft: { ...draft, pointType: action.pointType, winnerTeam, serve } }
      // 'other' stays on the step: the coach still says who won.
      return other ? next : moveTo(next, state.stepIndex + 1, ctx)
    }
    case 'pickPrevious':
      return {
        ...state,
        draft:
          action.playerId === null
            ? { ...draft, previousShooterId: null, previousShotType: null, previousShotSpeed: null }
            : { ...draft, previousShooterId: action.playerId },
      }
    case 'update':
      return { ...state, draft: { ...draft, ...action.patch } }
    case 'next':
      return canProceed(state, ctx) ? moveTo(state, state.stepIndex + 1, ctx) : state
    case 'back':
      return moveTo(state, state.stepIndex - 1, ctx)
    case 'goTo': {
      const index = stepsFor(ctx.match).indexOf(action.step)
      return index < 0 ? state : moveTo(state, index, ctx)
    }
    case 'reset':
      return INITIAL_FLOW
  }
}

/** What the number keys 1…n do on the current step (players, point types, previous shooter, speeds). */
export function numberedActions(state: FlowState, ctx: FlowContext): FlowAction[] {
  switch (currentStep(state, ctx)) {
    case 'finisher':
      return allPlayers(ctx.match).map((p) => ({ type: 'pickFinisher', playerId: p.id }))
    case 'pointType':
      return POINT_TYPES.map((pointType) => ({ type: 'pickPointType', pointType }))
    case 'previous':
      return [
        ...previousShooters(state.draft, ctx).map((p): FlowAction => ({ type: 'pickPrevious', playerId: p.id })),
        { type: 'pickPrevious', playerId: null },
      ]
    case 'shot':
      return SHOT_SPEEDS.map((shotSpeed) => ({ type: 'update', patch: { shotSpeed } }))
    default:
      return []
  }
}

export type NewBall = Omit<CreateBallInput, 'client_id'>

/**
 * The ball the draft records and the team it gives the point to; null until the finisher and point type decide
 * it. A free match sends no shot fields at all (the API refuses them), and no previous shot without its shooter.
 */
export function toNewBall(draft: Draft, ctx: FlowContext): { ball: NewBall; winnerTeam: Team } | null {
  const winnerTeam = winnerOf(draft, ctx)
  if (draft.pointType === null || draft.finisherId === null || winnerTeam === null) return null
  const ball: NewBall = {
    point_type: draft.pointType,
    finisher_id: draft.finisherId,
    winner_team: draft.pointType === 'other' ? winnerTeam : null,
    comment: draft.comment.trim(),
  }
  if (ctx.match.license !== 'pro') return { ball, winnerTeam }
  const previous = draft.previousShooterId !== null
  return {
    ball: {
      ...ball,
      shot_type: draft.shotType,
      shot_speed: draft.shotSpeed,
      previous_shooter_id: draft.previousShooterId,
      previous_shot_type: previous ? draft.previousShotType : null,
      previous_shot_speed: previous ? draft.previousShotSpeed : null,
      from: draft.from,
      to: draft.to,
      serve: draft.pointType === 'double_fault' ? 'second' : draft.serve,
    },
    winnerTeam,
  }
}

/**
 * The flow opened on a recorded point (details later, ADR 0036): its detail as the draft, from the first step. A
 * quick tap ('other', nobody named) starts empty but for the comment, so the coach picks the finisher first.
 */
export function flowFromBall(ball: Ball): FlowState {
  const quick = ball.finisher_id === null
  return {
    stepIndex: 0,
    draft: {
      finisherId: ball.finisher_id,
      pointType: quick ? null : ball.point_type,
      winnerTeam: ball.point_type === 'other' && !quick ? ball.winner_team : null,
      ...shotDetailsOf(ball),
    },
  }
}
