import { messages, type NewMatchPlayer } from '@courtside/contracts'
import type { Database } from '../../db/database.ts'
import { findOwnedAthletes, type MatchAthlete } from './match-player-repository.ts'

/**
 * The athletes named by `{ player_id }` slots, keyed "team:position". A slot naming an athlete the coach does not
 * own gets 'User not found' on its own field, and an athlete named twice gets an error on the second slot;
 * problems are added to `errors` so the wizard shows them all at once.
 */
export async function findPlayersForMatch(
  db: Database,
  userId: number,
  slots: readonly { team: number; position: number; input: NewMatchPlayer }[],
  errors: Record<string, string[]>,
): Promise<Map<string, MatchAthlete>> {
  const wanted = slots.flatMap((s) => ('player_id' in s.input ? [s.input.player_id] : []))
  const owned = new Map((await findOwnedAthletes(db, userId, [...new Set(wanted)])).map((p) => [p.id, p]))
  const found = new Map<string, MatchAthlete>()
  const seen = new Set<number>()
  for (const slot of slots) {
    if (!('player_id' in slot.input)) continue
    const field = `pairs.${slot.team}.players.${slot.position}.player_id`
    const athlete = owned.get(slot.input.player_id)
    if (!athlete) errors[field] = [messages.userNotFound]
    else if (seen.has(athlete.id)) errors[field] = [messages.playerInMatchTwice]
    else {
      seen.add(athlete.id)
      found.set(`${slot.team}:${slot.position}`, athlete)
    }
  }
  return found
}
