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

/**
 * Every refusal of the engine by its stable code. The codes are keys of the contracts' `messages` with these very
 * texts (contracts checks it at compile time), so the API answers a refusal with its code (ADR 0024).
 */
export const SCORING_ERROR_MESSAGES = {
  matchOver: MATCH_OVER,
  invalidServerOrder: INVALID_SERVER_ORDER,
  serverOrderPlayersChanged: SERVER_ORDER_PLAYERS_CHANGED,
  invalidServer: INVALID_SERVER_CHOICE,
  noActiveBall: NO_ACTIVE_BALL,
  noPointsToRemove: NO_POINTS_TO_REMOVE,
  invalidRules: INVALID_RULES,
} as const
export type ScoringErrorCode = keyof typeof SCORING_ERROR_MESSAGES

/** The texts a server order is refused with (see `validateServerOrder`). */
export type ServerOrderRefusal = typeof INVALID_SERVER_ORDER | typeof SERVER_ORDER_PLAYERS_CHANGED

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
    super('matchOver', MATCH_OVER)
    this.name = 'MatchOverError'
  }
}

export class InvalidServerOrderError extends ScoringError {
  constructor(message: ServerOrderRefusal = INVALID_SERVER_ORDER) {
    super(message === SERVER_ORDER_PLAYERS_CHANGED ? 'serverOrderPlayersChanged' : 'invalidServerOrder', message)
    this.name = 'InvalidServerOrderError'
  }
}

export class InvalidServerChoiceError extends ScoringError {
  constructor() {
    super('invalidServer', INVALID_SERVER_CHOICE)
    this.name = 'InvalidServerChoiceError'
  }
}

export class NoActiveBallError extends ScoringError {
  constructor() {
    super('noActiveBall', NO_ACTIVE_BALL)
    this.name = 'NoActiveBallError'
  }
}

export class NoPointsToRemoveError extends ScoringError {
  constructor() {
    super('noPointsToRemove', NO_POINTS_TO_REMOVE)
    this.name = 'NoPointsToRemoveError'
  }
}

/** Its code's text is the `INVALID_RULES` prefix; `problems` say what is wrong (the rules' own ranges). */
export class InvalidRulesError extends ScoringError {
  readonly problems: readonly RuleProblem[]
  constructor(problems: readonly RuleProblem[]) {
    super('invalidRules', `${INVALID_RULES}: ${problems.map((p) => p.message).join('; ')}`)
    this.name = 'InvalidRulesError'
    this.problems = problems
  }
}
