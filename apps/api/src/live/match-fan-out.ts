import { liveMessageSchema, type LiveMessage } from '@courtside/contracts'
import { parseNotice } from '../lib/parse-notice.ts'
import type { CableServer } from './cable-server.ts'
import { anyoneSignedInListening, sendToUsers } from './signed-in-broadcast.ts'
import { createOrderedTasks } from './ordered-tasks.ts'

/** A notice's payload: the live message without its type. */
const matchNoticeSchema = liveMessageSchema.omit({ type: true })

export interface MatchFanOutOptions {
  cable: CableServer
  /** The user ids allowed to see a match now; null when it no longer exists. */
  findAudience(matchId: number): Promise<Set<number> | null>
  onError?(error: unknown): void
}

/** A NOTIFY payload of the match_updated channel as the live message; null for a malformed one. */
export function parseMatchNotice(payload: string): LiveMessage | null {
  const notice = parseNotice(payload, matchNoticeSchema)
  return notice && { type: 'match_updated', ...notice }
}

/** How many deleted-or-not matches' last audiences are remembered, for the notice of a deletion. */
const REMEMBERED_AUDIENCES = 2000

/**
 * Turns NOTIFY payloads into `match_updated` messages for the sockets of this instance whose users may see the
 * match. Notices of one match are handled in arrival order (so a client never gets an older updated_at after a
 * newer one); different matches run side by side. A deleted match has no row to ask: its last audience seen here
 * is used once, so people watching it still hear that it changed.
 */
export function createMatchFanOut(options: MatchFanOutOptions) {
  const ordered = createOrderedTasks<number>(options.onError)
  const lastAudience = new Map<number, Set<number>>()

  async function deliver(message: LiveMessage): Promise<void> {
    // Nobody listening on this instance: skip the database.
    if (!anyoneSignedInListening(options.cable)) return
    let audience = await options.findAudience(message.match_id)
    if (audience) {
      lastAudience.delete(message.match_id)
      lastAudience.set(message.match_id, audience)
      if (lastAudience.size > REMEMBERED_AUDIENCES) lastAudience.delete(lastAudience.keys().next().value!)
    } else {
      audience = lastAudience.get(message.match_id) ?? null
      lastAudience.delete(message.match_id)
      if (!audience) return
    }
    sendToUsers(options.cable, message, audience)
  }

  return {
    /** Handles one notice (parsed by parseMatchNotice). */
    onNotice(message: LiveMessage): void {
      ordered.run(message.match_id, () => deliver(message))
    },
    /** Resolves when every notice received so far has been delivered (used on close). */
    async idle(): Promise<void> {
      await ordered.idle()
    },
  }
}
