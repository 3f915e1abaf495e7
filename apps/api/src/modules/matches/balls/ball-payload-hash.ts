import { createHash } from 'node:crypto'
import type { CreateBall } from '@courtside/contracts'

/**
 * A hash of what the point says, after parsing (defaults filled, comment trimmed) and with keys in a fixed order,
 * so `{finisher_id: 3}` and `{finisher_id: 3, shot_type: null}` are the same payload while any real difference
 * makes a reused client_id a 409.
 */
export function ballPayloadHash(input: CreateBall): string {
  const canonical = [
    input.point_type,
    input.finisher_id,
    input.winner_team,
    input.shot_type,
    input.shot_speed,
    input.previous_shooter_id,
    input.previous_shot_type,
    input.previous_shot_speed,
    input.from && [input.from.x, input.from.y],
    input.to && [input.to.x, input.to.y],
    input.comment,
    // Added with ADR 0036: absent from the hash when not sent, so earlier payloads hash as they did.
    ...(input.serve === null ? [] : [{ serve: input.serve }]),
    // A retry carries the tap time it was queued with; absent (older clients) it is absent on both tries.
    ...(input.tapped_at === null ? [] : [input.tapped_at]),
  ]
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}
