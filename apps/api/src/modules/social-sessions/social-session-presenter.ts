import { socialStandings, type ScoredSocialRound } from '@courtside/domain'
import type { SocialSession } from '@courtside/contracts'
import type { SocialSessionMatchRow, SocialSessionPlayerRow, SocialSessionRow } from '../../db/schema/index.ts'

const pairOf = (team: number[]): [number, number] => [team[0]!, team[1]!]

/**
 * The stored matches as the domain's rounds, in round order, each with its results so far. Everyone who is on no
 * court of a round rests in it.
 */
export function scoredRoundsOf(playerCount: number, matches: readonly SocialSessionMatchRow[]): ScoredSocialRound[] {
  const byRound = new Map<number, SocialSessionMatchRow[]>()
  for (const match of matches) byRound.set(match.round, [...(byRound.get(match.round) ?? []), match])
  return [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, rows]) => {
      const sorted = [...rows].sort((a, b) => a.court - b.court)
      const playing = new Set(sorted.flatMap((row) => [...row.teamA, ...row.teamB]))
      return {
        number,
        matches: sorted.map((row) => ({
          court: row.court,
          teamA: pairOf(row.teamA),
          teamB: pairOf(row.teamB),
          result: row.scoreA === null || row.scoreB === null ? null : { scoreA: row.scoreA, scoreB: row.scoreB },
        })),
        resting: Array.from({ length: playerCount }, (_, p) => p).filter((p) => !playing.has(p)),
      }
    })
}

/** A session as the contract answers it: players by index, rounds with their scores, the standings. */
export function presentSocialSession(
  session: SocialSessionRow,
  players: readonly SocialSessionPlayerRow[],
  matches: readonly SocialSessionMatchRow[],
  canManage: boolean,
): SocialSession {
  const rounds = scoredRoundsOf(players.length, matches)
  const nameOf = (index: number) => players[index]?.name ?? ''
  return {
    id: session.id,
    name: session.name,
    format: session.format,
    courts: session.courts,
    points_per_match: session.pointsPerMatch,
    created_at: session.createdAt.toISOString(),
    updated_at: session.updatedAt.toISOString(),
    can_manage: canManage,
    players: players.map((player) => ({ index: player.position, name: player.name, player_id: player.playerId })),
    rounds: rounds.map((round) => ({
      number: round.number,
      matches: round.matches.map((match) => ({
        court: match.court,
        team_a: [...match.teamA],
        team_b: [...match.teamB],
        score_a: match.result?.scoreA ?? null,
        score_b: match.result?.scoreB ?? null,
      })),
      resting: round.resting,
    })),
    standings: socialStandings(players.length, rounds).map((standing) => ({
      player: standing.player,
      name: nameOf(standing.player),
      rank: standing.rank,
      points: standing.points,
      against: standing.against,
      difference: standing.difference,
      wins: standing.wins,
      draws: standing.draws,
      losses: standing.losses,
      played: standing.played,
      rested: standing.rested,
    })),
  }
}
