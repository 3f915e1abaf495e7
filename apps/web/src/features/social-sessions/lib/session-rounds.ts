import type { SocialSession } from '@courtside/contracts'

type Round = SocialSession['rounds'][number]
type Match = Round['matches'][number]

export const hasResult = (match: Match): boolean => match.score_a !== null && match.score_b !== null
export const isRoundComplete = (round: Round): boolean => round.matches.every(hasResult)

/** The round to open on: the first with a result missing, else the last. */
export function currentRoundNumber(session: SocialSession): number {
  const open = session.rounds.find((round) => !isRoundComplete(round))
  return open?.number ?? session.rounds.at(-1)?.number ?? 1
}

/** "Ana & Bea": the names of a pair by their indices into the session's players. */
export function pairNames(session: SocialSession, pair: readonly number[]): string {
  return pair.map((index) => playerName(session, index)).join(' & ')
}

export function playerName(session: SocialSession, index: number): string {
  return session.players[index]?.name ?? `#${index + 1}`
}

/** Which team won a court: 'a', 'b', 'draw', or null while it has no result. */
export function winnerOf(match: Match): 'a' | 'b' | 'draw' | null {
  if (match.score_a === null || match.score_b === null) return null
  if (match.score_a === match.score_b) return 'draw'
  return match.score_a > match.score_b ? 'a' : 'b'
}
