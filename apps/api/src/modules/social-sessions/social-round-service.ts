import { checkSocialResult, nextMexicanoRound, type SocialRound } from '@courtside/domain'
import { SOCIAL_MAX_ROUNDS, messages, type SocialResultInput, type SocialSession } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import { HttpError } from '../../lib/http-error.ts'
import { mayManageSession, requireSessionManager, requireSocialMember } from './social-session-access.ts'
import { presentSocialSession, scoredRoundsOf } from './social-session-presenter.ts'
import {
  findSocialMatches,
  findSocialPlayers,
  insertSocialMatches,
  setSocialMatchScore,
} from './social-match-repository.ts'
import { touchSocialSession } from './social-session-repository.ts'
import { matchRowsOf, socialRefusal } from './social-session-service.ts'

/**
 * A Mexicano's next round from the standings (its organizer or an admin): 422 `socialRoundUnfinished` while a result
 * of the rounds so far is missing, `socialMexicanoOnly` for an Americano. The session's row lock makes two taps on
 * "next round" one after the other: the second finds the new round unfinished.
 */
export async function addSocialRound(
  ctx: AppContext,
  userId: number,
  organizationId: number,
  sessionId: number,
): Promise<SocialSession> {
  const now = ctx.config.now()
  return ctx.db.transaction(async (tx) => {
    const membership = await requireSocialMember(tx, organizationId, userId)
    const session = await touchSocialSession(tx, organizationId, sessionId, now)
    if (!session) throw new HttpError(404, 'notFound')
    requireSessionManager(membership, session, userId)
    if (session.format !== 'mexicano') throw new HttpError(422, 'socialMexicanoOnly')
    const players = await findSocialPlayers(tx, sessionId)
    const matches = await findSocialMatches(tx, sessionId)
    const rounds = scoredRoundsOf(players.length, matches)
    let next: SocialRound
    try {
      next = nextMexicanoRound({ players: players.length, courts: session.courts, rounds })
    } catch (error) {
      socialRefusal(error)
    }
    if (next.number > SOCIAL_MAX_ROUNDS) throw new HttpError(422, 'socialRoundLimit')
    const added = matchRowsOf(sessionId, [next])
    await insertSocialMatches(tx, added)
    return presentSocialSession(session, players, [...matches, ...added], true)
  })
}

/**
 * Enters (or corrects) one court's result: any member of the organization, as the players enter their own court's
 * score. The session's row lock orders concurrent entries; each writes only its own match row, so two courts entered
 * at once both stay, and the second answer shows both. A result of a Mexicano round that a later round was made from
 * may still be corrected: the standings follow, the later round stays as it was made.
 */
export async function setSocialResult(
  ctx: AppContext,
  userId: number,
  organizationId: number,
  key: { sessionId: number; round: number; court: number },
  result: SocialResultInput,
): Promise<SocialSession> {
  const now = ctx.config.now()
  return ctx.db.transaction(async (tx) => {
    const membership = await requireSocialMember(tx, organizationId, userId)
    const session = await touchSocialSession(tx, organizationId, key.sessionId, now)
    if (!session) throw new HttpError(404, 'notFound')
    const matches = await findSocialMatches(tx, key.sessionId)
    const index = matches.findIndex((match) => match.round === key.round && match.court === key.court)
    if (index < 0) throw new HttpError(404, 'notFound')
    const score = { scoreA: result.score_a, scoreB: result.score_b }
    const refused = checkSocialResult(score, session.pointsPerMatch)
    if (refused !== null) throw new HttpError(422, refused, { score_b: [messages[refused]] })
    const updated = (await setSocialMatchScore(tx, key, score))!
    const players = await findSocialPlayers(tx, key.sessionId)
    const all = matches.map((match, i) => (i === index ? updated : match))
    return presentSocialSession(session, players, all, mayManageSession(membership, session, userId))
  })
}
