import { isTeam, otherTeam, type Team } from './team.ts'

export const POINT_TYPES = [
  'winner',
  'forced_error',
  'unforced_error',
  'serve_return_error',
  'double_fault',
  'ace',
  'other',
] as const
export type PointType = (typeof POINT_TYPES)[number]

export function isPointType(value: unknown): value is PointType {
  return typeof value === 'string' && (POINT_TYPES as readonly string[]).includes(value)
}

/** Refusal texts, shown to the coach as they are. */
export const ACE_BY_RECEIVER = 'An ace can only be hit by the server'
export const DOUBLE_FAULT_BY_RECEIVER = 'A double fault can only be made by the server'
export const SERVE_RETURN_ERROR_BY_SERVER = 'A serve return error can only be made by the receiving team'
export const OTHER_NEEDS_WINNER_TEAM = 'A point of type other needs the winning team'
export const WINNER_TEAM_CONTRADICTS = 'The winning team does not match the point type and the finisher'

export type AttributionRefusal =
  | 'ace_by_receiver'
  | 'double_fault_by_receiver'
  | 'serve_return_error_by_server'
  | 'other_needs_winner_team'
  | 'winner_team_contradicts'

export const ATTRIBUTION_MESSAGES: Record<AttributionRefusal, string> = {
  ace_by_receiver: ACE_BY_RECEIVER,
  double_fault_by_receiver: DOUBLE_FAULT_BY_RECEIVER,
  serve_return_error_by_server: SERVE_RETURN_ERROR_BY_SERVER,
  other_needs_winner_team: OTHER_NEEDS_WINNER_TEAM,
  winner_team_contradicts: WINNER_TEAM_CONTRADICTS,
}

/**
 * Each refusal by its stable code, a key of the contracts' `messages` with the same text (contracts checks it at
 * compile time), so the API answers a refusal with its code (ADR 0024). `reason` stays what the web's hints key on.
 */
export const ATTRIBUTION_REFUSAL_MESSAGES = {
  aceByReceiver: ACE_BY_RECEIVER,
  doubleFaultByReceiver: DOUBLE_FAULT_BY_RECEIVER,
  serveReturnErrorByServer: SERVE_RETURN_ERROR_BY_SERVER,
  otherNeedsWinnerTeam: OTHER_NEEDS_WINNER_TEAM,
  winnerTeamContradicts: WINNER_TEAM_CONTRADICTS,
} as const
export type AttributionRefusalCode = keyof typeof ATTRIBUTION_REFUSAL_MESSAGES

/** The code of each refusal reason. */
export const ATTRIBUTION_CODES: Readonly<Record<AttributionRefusal, AttributionRefusalCode>> = {
  ace_by_receiver: 'aceByReceiver',
  double_fault_by_receiver: 'doubleFaultByReceiver',
  serve_return_error_by_server: 'serveReturnErrorByServer',
  other_needs_winner_team: 'otherNeedsWinnerTeam',
  winner_team_contradicts: 'winnerTeamContradicts',
}

export interface AttributionInput {
  pointType: PointType
  finisherTeam: Team
  /** The finisher is the player serving this ball. */
  finisherIsServer: boolean
  /** Team of the server; lets a serve return error by the server's partner be refused too (doubles). */
  serverTeam?: Team
  /** Required for `other`; for the other types, if given, it must agree. */
  winnerTeam?: Team | null
}

export type Attribution = { ok: true; winnerTeam: Team } | { ok: false; reason: AttributionRefusal; message: string }

function refuse(reason: AttributionRefusal): Attribution {
  return { ok: false, reason, message: ATTRIBUTION_MESSAGES[reason] }
}

/** Which team wins a point from how it ended, refusing the impossible combinations. */
export function attributePoint(input: AttributionInput): Attribution {
  const { pointType, finisherTeam, finisherIsServer } = input
  const explicit = isTeam(input.winnerTeam) ? input.winnerTeam : null
  const receiverFinished = !finisherIsServer && (input.serverTeam === undefined || input.serverTeam !== finisherTeam)
  let winnerTeam: Team
  switch (pointType) {
    case 'ace':
      if (!finisherIsServer) return refuse('ace_by_receiver')
      winnerTeam = finisherTeam
      break
    case 'winner':
      winnerTeam = finisherTeam
      break
    case 'double_fault':
      if (!finisherIsServer) return refuse('double_fault_by_receiver')
      winnerTeam = otherTeam(finisherTeam)
      break
    case 'serve_return_error':
      if (!receiverFinished) return refuse('serve_return_error_by_server')
      winnerTeam = otherTeam(finisherTeam)
      break
    case 'forced_error':
    case 'unforced_error':
      winnerTeam = otherTeam(finisherTeam)
      break
    case 'other':
      if (explicit === null) return refuse('other_needs_winner_team')
      return { ok: true, winnerTeam: explicit }
    default: {
      const never: never = pointType
      throw new TypeError(`Unknown point type: ${String(never)}`)
    }
  }
  if (explicit !== null && explicit !== winnerTeam) return refuse('winner_team_contradicts')
  return { ok: true, winnerTeam }
}
