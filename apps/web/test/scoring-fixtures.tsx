import { useState } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { messages, toDomainRules, toEngineStatePayload, type Match } from '@courtside/contracts'
import { replayState, toMatchReplay, type ServerChange, type Team } from '@courtside/domain'
// The recorder is rendered on its own, as the match page will render it through its recorder slot.
import { MatchRecorder } from '@/features/scoring/components/match-recorder'
import { json, type MockRequest } from './api-mock'
import { aMatch as aBaseMatch } from './match-fixtures'
import { AppProvider } from './test-provider'

const TEAM_OF: Record<number, Team> = { 101: 0, 102: 0, 103: 1, 104: 1 }

/** The match after `winners` (and server changes) as the API sends it: the domain's replay and its engine state. */
export function matchAfter(initial: Match, winners: readonly Team[], changes: readonly ServerChange[] = []): Match {
  const state = replayState({
    rules: toDomainRules(initial.rules),
    serverOrder: initial.server_order.map((id) => ({ id: String(id), team: TEAM_OF[id] as Team })),
    winners,
    serverChanges: changes,
  })
  const replay = toMatchReplay(state)
  return {
    ...initial,
    status: replay.winner !== null ? 'finished' : winners.length ? 'in_progress' : 'not_started',
    points_count: winners.length,
    server_order: changes.length ? changes.at(-1)!.order.map((p) => Number(p.id)) : initial.server_order,
    score: {
      sets: replay.sets.map((s) => ({ games: s.games, tie_break: s.tieBreak, super_tie_break: s.superTieBreak })),
      current_game: replay.currentGame
        ? { points: replay.currentGame.points, tie_break: replay.currentGame.tieBreak }
        : null,
      server_id: replay.nextServer === null ? null : Number(replay.nextServer),
      winner_team: replay.winner,
    },
    engine_state: toEngineStatePayload(state),
  }
}

/** The recorder's starting point: the shared match fixture before its first point. */
export function aMatch(overrides: Partial<Match> = {}): Match {
  const base = aBaseMatch({
    status: 'not_started',
    pairs: [
      {
        team: 0,
        players: [
          { id: 101, player_id: 12, name: 'Iida Koski' },
          { id: 102, player_id: null, name: 'Ana Ortiz' },
        ],
      },
      {
        team: 1,
        players: [
          { id: 103, player_id: 15, name: 'Lea Virta' },
          { id: 104, player_id: null, name: 'Mia Salo' },
        ],
      },
    ],
    score: {
      sets: [{ games: [0, 0], tie_break: null, super_tie_break: false }],
      current_game: { points: ['0', '0'], tie_break: false },
      server_id: 101,
      winner_team: null,
    },
    points_count: 0,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    balls_updated_at: null,
    ...overrides,
  })
  // A fixture that sets its own score is shown as it is; otherwise it carries the engine's state before any point.
  const ownScore = 'score' in overrides || 'points_count' in overrides || 'engine_state' in overrides
  return ownScore ? base : matchAfter(base, [])
}

/** A point as the recorder queues it on the device ("point to team A", no details), with a fresh client_id. */
export const aWaitingPoint = () => ({
  client_id: crypto.randomUUID(),
  point_type: 'other' as const,
  winner_team: 0 as const,
  finisher_id: null,
})

/** A tiny stand-in for the balls API: it keeps the winners and answers the domain's replay, like the real one. */
export function fakeMatchServer(initial: Match) {
  const winners: Team[] = []
  const changes: ServerChange[] = []
  const byClientId = new Map<string, unknown>()
  /** client_ids of the points standing, in order; removed ones are spent (as the API's ball_removals). */
  const ids: string[] = []
  const removed = new Set<string>()
  let clock = Date.parse(initial.updated_at)
  const current = (): Match => ({
    ...matchAfter(initial, winners, changes),
    updated_at: new Date(clock).toISOString(),
  })
  const touch = () => {
    clock += 1000
  }
  const handlers = {
    [`POST /api/v2/matches/${initial.id}/balls`]: (request: MockRequest) => {
      const ball = (request.body as { ball: Record<string, unknown> }).ball
      const clientId = String(ball.client_id)
      const earlier = byClientId.get(clientId)
      if (earlier && !removed.has(clientId)) return json(earlier)
      if (removed.has(clientId)) return json({ message: messages.pointRemoved, code: 'pointRemoved' }, { status: 409 })
      const team: Team =
        ball.point_type === 'other'
          ? (ball.winner_team as Team)
          : ['winner', 'ace'].includes(String(ball.point_type))
            ? (TEAM_OF[Number(ball.finisher_id)] as Team)
            : TEAM_OF[Number(ball.finisher_id)] === 0
              ? 1
              : 0
      winners.push(team)
      ids.push(clientId)
      touch()
      const body = {
        ball: {
          id: winners.length,
          seq: winners.length,
          client_id: clientId,
          server_id: 101,
          winner_team: team,
          point_type: ball.point_type,
          finisher_id: ball.finisher_id ?? null,
          shot_type: ball.shot_type ?? null,
          shot_speed: ball.shot_speed ?? null,
          previous_shooter_id: ball.previous_shooter_id ?? null,
          previous_shot_type: ball.previous_shot_type ?? null,
          previous_shot_speed: ball.previous_shot_speed ?? null,
          from: ball.from ?? null,
          to: ball.to ?? null,
          comment: ball.comment ?? '',
          serve: ball.serve ?? null,
          tapped_at: ball.tapped_at ?? new Date(clock).toISOString(),
          created_at: new Date(clock).toISOString(),
        },
        match: current(),
      }
      byClientId.set(clientId, body)
      return json(body, { status: 201 })
    },
    [`DELETE /api/v2/matches/${initial.id}/balls/last`]: (request: MockRequest) => {
      const target = request.query.get('client_id')
      if (target !== null && ids.at(-1) !== target) {
        if (ids.includes(target)) return json({ message: messages.notLastPoint, code: 'notLastPoint' }, { status: 409 })
        return json({ match: current() })
      }
      if (winners.length === 0)
        return json({ message: 'No points to remove', code: 'noPointsToRemove' }, { status: 422 })
      winners.pop()
      removed.add(ids.pop()!)
      touch()
      return json({ match: current() })
    },
    [`GET /api/v2/matches/${initial.id}`]: () => json({ match: current() }),
    [`PUT /api/v2/matches/${initial.id}/server`]: (request: MockRequest) => {
      const body = request.body as { player_id?: number; server_order?: number[]; at_point?: number }
      if (body.at_point !== undefined && body.at_point !== winners.length)
        return json({ message: messages.serverChangeOutdated, code: 'serverChangeOutdated' }, { status: 409 })
      const order =
        body.server_order ??
        (() => {
          const base = current().server_order
          const at = base.indexOf(Number(body.player_id))
          return [...base.slice(at), ...base.slice(0, at)]
        })()
      changes.push({
        atPoint: winners.length,
        order: order.map((id) => ({ id: String(id), team: TEAM_OF[id] as Team })),
      })
      touch()
      return json({ match: current() })
    },
  }
  return { handlers, winners, ids, current }
}

function Harness({ initial }: { initial: Match }) {
  const [match, setMatch] = useState(initial)
  return <MatchRecorder match={match} onMatchUpdated={setMatch} onBallsChanged={() => {}} />
}

export function renderRecorder(match: Match) {
  return render(
    <AppProvider>
      <MemoryRouter>
        <Harness initial={match} />
      </MemoryRouter>
    </AppProvider>,
  )
}
