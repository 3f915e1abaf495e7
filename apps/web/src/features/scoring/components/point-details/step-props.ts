import type { Match } from '@courtside/contracts'
import type { FlowAction, FlowContext, FlowState } from '../../lib/point-details-flow'

/** What every step of the point-details flow is given: the flow's state and the way to change it. */
export interface StepProps {
  match: Match
  state: FlowState
  ctx: FlowContext
  dispatch(action: FlowAction): void
}
