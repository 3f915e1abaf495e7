import type { RuleProblem } from '../rules/validate-rules.ts'

/** The binding validation and error texts, word for word. */
export const INVALID_SERVER_ORDER = 'Invalid server order - players must alternate between teams'
export const INVALID_SERVER_CHOICE = 'Please select a valid player to set as server.'
export const NO_ACTIVE_BALL = 'No active ball to update server for'
export const NO_POINTS_TO_REMOVE = 'No points to remove'
/** Our own texts. */
export const MATCH_OVER = 'The match is over: no more points can be added'
export const SERVER_ORDER_PLAYERS_CHANGED = 'The new server order must list the same players as the match'
export const INVALID_RULES = 'Invalid match rules'

export type ScoringErrorCode =
  | 'match_over'
  | 'invalid_server_order'
  | 'invalid_server_choice'
  | 'no_active_ball'
  | 'no_points_to_remove'
  | 'invalid_rules'

/** Every refusal of the engine: callers switch on `code` and show `message` as is. */
export class ScoringError extends Error {
  readonly code: ScoringErrorCode
  constructor(code: ScoringErrorCode, message: string) {
    super(message)
    this.name = 'ScoringError'
    this.code = code
  }
}

export class MatchOverError extends ScoringError {
  constructor() {
    super('match_over', MATCH_OVER)
    this.name = 'MatchOverError'
  }
}

export class InvalidServerOrderError extends ScoringError {
  constructor(message: string = INVALID_SERVER_ORDER) {
    super('invalid_server_order', message)
    this.name = 'InvalidServerOrderError'
  }
}

export class InvalidServerChoiceError extends ScoringError {
  constructor() {
    super('invalid_server_choice', INVALID_SERVER_CHOICE)
    this.name = 'InvalidServerChoiceError'
  }
}

export class NoActiveBallError extends ScoringError {
  constructor() {
    super('no_active_ball', NO_ACTIVE_BALL)
    this.name = 'NoActiveBallError'
  }
}

export class NoPointsToRemoveError extends ScoringError {
  constructor() {
    super('no_points_to_remove', NO_POINTS_TO_REMOVE)
    this.name = 'NoPointsToRemoveError'
  }
}

export class InvalidRulesError extends ScoringError {
  readonly problems: readonly RuleProblem[]
  constructor(problems: readonly RuleProblem[]) {
    super('invalid_rules', `${INVALID_RULES}: ${problems.map((p) => p.message).join('; ')}`)
    this.name = 'InvalidRulesError'
    this.problems = problems
  }
}
