import {
  MAX_VIDEO_SYNCS,
  messages,
  type Match,
  type MatchVideo,
  type updateMatchVideoSchema,
  type VideoSync,
} from '@courtside/contracts'
import type { z } from 'zod'
import type { AppContext } from '../../app-context.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findEditableMatch } from './match-guard.ts'
import { listBallRows } from './balls/ball-repository.ts'
import { notifyMatchUpdated } from './match-notice-repository.ts'
import { updateMatchRow } from './match-repository.ts'
import { presentMatches } from './present-matches.ts'

/**
 * PUT and DELETE /matches/:id/video (ADR 0037, ADR 0068): those who may edit the match link a video and save its
 * anchors; each must name a recorded point. Watchers are told like any change to the match.
 */
/** `sync` and `syncs` together, by seq; a point named twice is refused (422 `videoSyncDuplicate` on `syncs`). */
function mergedAnchors(input: z.output<typeof updateMatchVideoSchema>): VideoSync[] {
  const syncs = [...(input.sync ? [input.sync] : []), ...input.syncs].sort((a, b) => a.seq - b.seq)
  if (new Set(syncs.map((s) => s.seq)).size !== syncs.length)
    throw new HttpError(422, 'videoSyncDuplicate', { syncs: [messages.videoSyncDuplicate] })
  if (syncs.length > MAX_VIDEO_SYNCS)
    throw new HttpError(422, 'videoSyncsTooMany', { syncs: [messages.videoSyncsTooMany] })
  return syncs
}

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
      const syncs = mergedAnchors(input)
      if (syncs.length > 0) {
        const recorded = new Set((await listBallRows(tx, id)).map((b) => b.seq))
        if (!syncs.every((s) => recorded.has(s.seq)))
          throw new HttpError(422, 'videoSyncPointMissing', { sync: [messages.videoSyncPointMissing] })
      }
      const sync = syncs[0] ?? null
      video =
        input.source === 'url'
          ? { source: 'url', url: input.url, file_name: null, sync, syncs }
          : { source: 'file', url: null, file_name: input.file_name, sync, syncs }
    }
    const updated = await updateMatchRow(tx, id, { video }, now)
    await notifyMatchUpdated(tx, { match_id: id, updated_at: updated.updatedAt.toISOString() })
    return updated
  })
  const [presented] = await presentMatches(ctx.db, [{ match: saved, canEdit: true }])
  return presented!
}
