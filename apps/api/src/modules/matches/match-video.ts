import { messages, type Match, type MatchVideo, type updateMatchVideoSchema } from '@courtside/contracts'
import type { z } from 'zod'
import type { AppContext } from '../../app-context.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findEditableMatch } from './match-guard.ts'
import { listBallRows } from './balls/ball-repository.ts'
import { notifyMatchUpdated } from './match-notice-repository.ts'
import { updateMatchRow } from './match-repository.ts'
import { presentMatches } from './present-matches.ts'

/**
 * PUT and DELETE /matches/:id/video (ADR 0037): those who may edit the match link a video and save its
 * sync; the sync must name a recorded point. Watchers are told like any change to the match.
 */
export async function setMatchVideo(
  ctx: AppContext,
  userId: number,
  id: number,
  input: z.output<typeof updateMatchVideoSchema> | null,
): Promise<Match> {
  const now = ctx.config.now()
  const saved = await ctx.db.transaction(async (tx) => {
    await findEditableMatch(tx, id, userId, now)
    let video: MatchVideo | null = null
    if (input) {
      if (input.sync && !(await listBallRows(tx, id)).some((b) => b.seq === input.sync!.seq))
        throw new HttpError(422, 'videoSyncPointMissing', { sync: [messages.videoSyncPointMissing] })
      video =
        input.source === 'url'
          ? { source: 'url', url: input.url, file_name: null, sync: input.sync }
          : { source: 'file', url: null, file_name: input.file_name, sync: input.sync }
    }
    const updated = await updateMatchRow(tx, id, { video }, now)
    await notifyMatchUpdated(tx, { match_id: id, updated_at: updated.updatedAt.toISOString() })
    return updated
  })
  const [presented] = await presentMatches(ctx.db, [{ match: saved, canEdit: true }])
  return presented!
}
