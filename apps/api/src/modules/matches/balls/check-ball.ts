import { ATTRIBUTION_CODES, attributePoint, type Team } from '@courtside/domain'
import {
  FREE_BALL_FIELDS,
  messages,
  TAP_TIME_MAX_AGE_MS,
  TAP_TIME_MAX_AHEAD_MS,
  type CreateBall,
  type MessageKey,
} from '@courtside/contracts'
import { HttpError } from '../../../lib/http-error.ts'

export interface BallContext {
  license: 'pro' | 'free'
  /** Match player id → team. */
  teams: ReadonlyMap<number, Team>
  /** The engine's server of the active ball; null once the match is over. */
  serverId: number | null
  /** The server's clock, for the tap time's range. */
  now: Date
}

/** A 422 with its field errors, answered with `key` (a key of `messages`). */
const invalid = (key: MessageKey, errors: Record<string, string[]>) => new HttpError(422, key, errors)

const DETAIL_FIELDS = (
  [
    'shot_type',
    'shot_speed',
    'previous_shooter_id',
    'previous_shot_type',
    'previous_shot_speed',
    'from',
    'to',
    'serve',
  ] as const
).filter((f) => !(FREE_BALL_FIELDS as readonly string[]).includes(f))

/**
 * Checks a point against its match and says which team won it. Refusals are 422 with the field they concern:
 * pro detail on a free match, a finished match, players not in the match, and the domain's
 * attribution refusals (an ace by the receiver, …) with their codes.
 */
export function checkBall(input: CreateBall, context: BallContext): { winnerTeam: Team; serverId: number } {
  if (context.license === 'free') {
    const sent = DETAIL_FIELDS.filter((f) => input[f] !== null)
    if (sent.length > 0)
      throw invalid('freeMatchDetail', Object.fromEntries(sent.map((f) => [f, [messages.freeMatchDetail]])))
  }
  if (input.tapped_at !== null) {
    const offset = Date.parse(input.tapped_at) - context.now.getTime()
    if (offset > TAP_TIME_MAX_AHEAD_MS || offset < -TAP_TIME_MAX_AGE_MS)
      throw invalid('tapTimeOutOfRange', { tapped_at: [messages.tapTimeOutOfRange] })
  }
  if (context.serverId === null) throw new HttpError(422, 'matchOver')
  if (input.point_type === 'double_fault' && input.serve === 'first')
    throw invalid('doubleFaultOnFirstServe', { serve: [messages.doubleFaultOnFirstServe] })
  const serverId = context.serverId

  const errors: Record<string, string[]> = {}
  if (input.finisher_id === null && input.point_type !== 'other') errors.finisher_id = [messages.finisherRequired]
  if (input.finisher_id !== null && !context.teams.has(input.finisher_id))
    errors.finisher_id = [messages.notAMatchPlayer]
  if (input.previous_shooter_id !== null && !context.teams.has(input.previous_shooter_id)) {
    errors.previous_shooter_id = [messages.notAMatchPlayer]
  }
  if (Object.keys(errors).length > 0) throw invalid('validationFailed', errors)

  const serverTeam = context.teams.get(serverId) as Team
  if (input.finisher_id === null) {
    // Only `other` gets here: nobody finished it (a let, a penalty…), so the coach names the winning team.
    if (input.winner_team === null)
      throw invalid('otherNeedsWinnerTeam', { winner_team: [messages.otherNeedsWinnerTeam] })
    return { winnerTeam: input.winner_team, serverId }
  }
  const attribution = attributePoint({
    pointType: input.point_type,
    finisherTeam: context.teams.get(input.finisher_id) as Team,
    finisherIsServer: input.finisher_id === serverId,
    serverTeam,
    winnerTeam: input.winner_team,
  })
  if (!attribution.ok) {
    const field =
      attribution.reason === 'other_needs_winner_team' || attribution.reason === 'winner_team_contradicts'
        ? 'winner_team'
        : 'finisher_id'
    // The refusal's code is a key of `messages` whose text is the domain's (contracts checks both at compile time).
    const key = ATTRIBUTION_CODES[attribution.reason]
    throw invalid(key, { [field]: [messages[key]] })
  }
  return { winnerTeam: attribution.winnerTeam, serverId }
}
