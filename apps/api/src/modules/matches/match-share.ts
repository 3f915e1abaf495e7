import { randomBytes } from 'node:crypto'
import type { MatchShare } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { Database } from '../../db/database.ts'
import type { MatchRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findEditableMatch, findViewableMatch } from './match-guard.ts'
import { notifyMatchUpdated } from './match-notice-repository.ts'
import { clearShareTokensOf, setShareToken } from './match-repository.ts'

/** The scoreboard's address for a token (the web app's /live/:token). */
export const shareOf = (ctx: AppContext, token: string): MatchShare => ({
  token,
  url: `${ctx.config.appUrl}/live/${token}`,
})

/** 24 random bytes: a link nobody guesses, 32 URL-safe characters. */
const newShareToken = () => randomBytes(24).toString('base64url')

/**
 * POST /matches/:id/share: a new link for a public match, replacing (and so ending) the previous one. Private and
 * internal matches have no public link (422).
 */
export async function shareMatch(ctx: AppContext, userId: number, id: number): Promise<MatchShare> {
  return ctx.db.transaction(async (tx) => {
    const match = await findEditableMatch(tx, id, userId, ctx.config.now())
    if (match.visibility !== 'public') throw new HttpError(422, 'matchNotPublic')
    const token = newShareToken()
    await setShareToken(tx, id, token)
    // Guests on the previous link hear that it ended (the live plugin checks their token again).
    await notifyMatchUpdated(tx, { match_id: id, updated_at: match.updatedAt.toISOString() })
    return shareOf(ctx, token)
  })
}

/** GET /matches/:id/share: the current link, for those who may edit the match (the link is theirs to hand out). */
export async function getMatchShare(ctx: AppContext, userId: number, id: number): Promise<MatchShare | null> {
  const { match, access } = await findViewableMatch(ctx.db, id, userId, ctx.config.now())
  if (!access.canEdit) throw new HttpError(403, 'forbidden')
  return shareTokenOf(match) ? shareOf(ctx, match.shareToken!) : null
}

/** DELETE /matches/:id/share: the link stops working at once. Revoking a match without one is harmless. */
export async function revokeMatchShare(ctx: AppContext, userId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const match = await findEditableMatch(tx, id, userId, ctx.config.now())
    if (match.shareToken === null) return
    await setShareToken(tx, id, null)
    await notifyMatchUpdated(tx, { match_id: id, updated_at: match.updatedAt.toISOString() })
  })
}

/**
 * When an account closes: every link to its matches stops working for good, and guests watching one hear
 * `share_ended` (the notice makes the live plugin check their token again). The matches themselves stay until the
 * purge hands the club's ones over (ADR 0051); a link, once ended, does not come back with them.
 */
export async function endShareLinksOf(tx: Database, userId: number): Promise<void> {
  const ended = await clearShareTokensOf(tx, userId)
  for (const match of ended) {
    await notifyMatchUpdated(tx, { match_id: match.id, updated_at: match.updatedAt.toISOString() })
  }
}

/** A token counts only while the match is public: a match made internal or private keeps no working link. */
export function shareTokenOf(match: Pick<MatchRow, 'shareToken' | 'visibility'>): string | null {
  return match.visibility === 'public' ? match.shareToken : null
}
