import {
  attributePoint,
  currentServer,
  initialMatchState,
  scorePoint,
  type BallRecord,
  type MatchState,
  type PointType,
  type Rules,
  type Serve,
  type ServingPlayer,
  type ShotSpeed,
  type ShotType,
  type StatsPlayer,
  type Team,
} from '../../src/index.ts'

export const PAIR_PLAYERS: StatsPlayer[] = [
  { id: 'A1', name: 'Iida Koski', team: 0 },
  { id: 'A2', name: 'Ana Ortiz', team: 0 },
  { id: 'B1', name: 'Lea Virta', team: 1 },
  { id: 'B2', name: 'Mia Laine', team: 1 },
]

export interface BallSpec {
  type: PointType
  by: string
  shot?: ShotType
  speed?: ShotSpeed
  prev?: string
  prevShot?: ShotType
  prevSpeed?: ShotSpeed
  team?: Team
  from?: { x: number; y: number }
  to?: { x: number; y: number }
  comment?: string
  serve?: Serve
}

/** Records balls the way the API does: the engine gives the server, attributePoint the winning team. */
export function record(
  rules: Rules,
  order: ServingPlayer[],
  players: StatsPlayer[],
  specs: readonly BallSpec[],
): BallRecord[] {
  const teamOf = new Map(players.map((p) => [p.id, p.team]))
  let state: MatchState = initialMatchState(rules, order)
  return specs.map((s, i) => {
    const server = currentServer(state)
    if (!server) throw new Error(`ball ${i + 1}: the match is over`)
    const a = attributePoint({
      pointType: s.type,
      finisherTeam: teamOf.get(s.by)!,
      finisherIsServer: s.by === server.id,
      serverTeam: server.team,
      winnerTeam: s.team ?? null,
    })
    if (!a.ok) throw new Error(`ball ${i + 1}: ${a.message}`)
    state = scorePoint(state, a.winnerTeam)
    return {
      seq: i + 1,
      winnerTeam: a.winnerTeam,
      serverId: server.id,
      pointType: s.type,
      finisherId: s.by,
      shotType: s.shot ?? null,
      shotSpeed: s.speed ?? null,
      previousShooterId: s.prev ?? null,
      previousShotType: s.prevShot ?? null,
      previousShotSpeed: s.prevSpeed ?? null,
      from: s.from ?? null,
      to: s.to ?? null,
      comment: s.comment ?? null,
      serve: s.serve ?? null,
    }
  })
}

/** A game of four winners by `by` (a love game for that player's side). */
export const loveGame = (by: string): BallSpec[] => Array.from({ length: 4 }, () => ({ type: 'winner' as const, by }))
