import type { SocialSessionUpdated } from '@courtside/contracts'
import type { CableServer } from './cable-server.ts'
import { anyoneSignedInListening, sendToUsers } from './signed-in-broadcast.ts'
import { createOrderedTasks } from './ordered-tasks.ts'

export interface SocialSessionFanOutOptions {
  cable: CableServer
  /** The users who may read the organization's evenings now: its connected members. */
  findAudience(organizationId: number): Promise<Set<number>>
  onError?(error: unknown): void
}

/**
 * Turns `social_session_updated` notices into messages on the signed-in channel for the sockets of this instance
 * whose users are members of the evening's organization: nobody else learns that the evening exists. One
 * organization's notices are handled in arrival order; nobody listening here skips the database.
 */
export function createSocialSessionFanOut(options: SocialSessionFanOutOptions) {
  const ordered = createOrderedTasks<number>(options.onError)

  async function deliver(message: SocialSessionUpdated): Promise<void> {
    if (!anyoneSignedInListening(options.cable)) return
    sendToUsers(options.cable, message, await options.findAudience(message.organization_id))
  }

  return {
    onNotice(message: SocialSessionUpdated): void {
      ordered.run(message.organization_id, () => deliver(message))
    },
    /** Resolves when every notice received so far has been delivered (used on close). */
    async idle(): Promise<void> {
      await ordered.idle()
    },
  }
}
