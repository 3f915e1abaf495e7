import {
  applyServerOrder,
  currentServer,
  MatchOverError,
  pickNextServer,
  replaceServerOrder,
  ScoringError,
  scorePoint,
  timedMatchEndsAt,
  toMatchReplay,
  type MatchState,
  type Team,
} from '@courtside/domain'
import { fromEngineStatePayload, type Match } from '@courtside/contracts'
import { timedClockOf, type TimedClock } from '@/components/timed-match-clock'
import type { PendingStep } from './outbox'
import { servingOrder } from './server-order'

/** What the scoreboard shows: the server's score, or the server's score plus the points still syncing. */
export interface ScoreView {
  sets: { games: [number, number]; tieBreak: [number, number] | null; superTieBreak: boolean }[]
  /** "0" "15" "30" "40" "AD", or tie-break counts; null once the match is over. */
  points: [string, string] | null
  tieBreak: boolean
  superTieBreak: boolean
  serverId: number | null
  winner: Team | null
  pointsCount: number
  /** True when pending points are included (computed in the browser, not yet confirmed). */
  optimistic: boolean
  /** A timed match's clock; null when untimed. */
  timed: TimedClock | null
}

/** The engine's state the server sent with the match (ADR 0032), or null when it has none. */
function engineStateOf(match: Match): MatchState | null {
  if (!match.engine_state || match.engine_state.point_count !== match.points_count) return null
  return fromEngineStatePayload(match.engine_state, match)
}

function scoreViewOfMatch(match: Match): ScoreView {
  const { score } = match
  const inPlay = score.winner_team === null ? score.sets.at(-1) : undefined
  return {
    sets: score.sets.map((s) => ({ games: s.games, tieBreak: s.tie_break, superTieBreak: s.super_tie_break })),
    points: score.current_game?.points ?? null,
    tieBreak: score.current_game?.tie_break ?? false,
    superTieBreak: Boolean(score.current_game?.tie_break && inPlay?.super_tie_break),
    serverId: score.server_id,
    winner: score.winner_team,
    pointsCount: match.points_count,
    optimistic: false,
    timed: timedClockOf(score.timed),
  }
}

/**
 * Plays the waiting steps on top of a state, as the server will: points scored by the engine, server changes built
 * and applied by the domain. A step the server would refuse (a point past the end, a change with no active ball) is
 * skipped here too; the server's refusal then tells the coach.
 */
function scoreOnTop(match: Match, state: MatchState, steps: readonly PendingStep[]): MatchState {
  let next = state
  for (const step of steps) {
    try {
      if ('winner' in step) next = scorePoint(next, step.winner, step.at)
      else {
        const change =
          'player_id' in step.server
            ? pickNextServer(next, String(step.server.player_id))
            : replaceServerOrder(next, servingOrder(match, step.server.server_order))
        next = applyServerOrder(next, change.order)
      }
    } catch (error) {
      if (error instanceof MatchOverError || error instanceof ScoringError) continue
      throw error
    }
  }
  return next
}

function scoreViewOfState(state: MatchState): ScoreView {
  const replay = toMatchReplay(state)
  return {
    sets: replay.sets.map((s) => ({ games: s.games, tieBreak: s.tieBreak, superTieBreak: s.superTieBreak })),
    points: replay.currentGame?.points ?? null,
    tieBreak: replay.currentGame?.tieBreak ?? false,
    superTieBreak: state.gameKind === 'superTieBreak' && state.winner === null,
    serverId: replay.nextServer === null ? null : Number(replay.nextServer),
    winner: replay.winner,
    pointsCount: state.pointCount,
    optimistic: true,
    timed:
      state.rules.timedMinutes === null
        ? null
        : {
            endsAt: timedMatchEndsAt(state),
            lastGame: state.lastGame && state.winner === null,
            decidingPoint: state.gameKind === 'decidingPoint',
          },
  }
}

/** What the recorder shows while taps are syncing: the score, and who serves the active ball (null when unknown). */
export interface Prediction {
  score: ScoreView
  serverId: number | null
}

/**
 * The match's own score when nothing is pending, else the domain playing the waiting steps on the engine state
 * the server sent — the same engine, on the same state, as the server's next points. Decoded and scored once per
 * render for both the score and the server. A match without a state (stored before it was kept) shows its
 * confirmed score, and no server, until the server answers.
 */
export function predict(match: Match, steps: readonly PendingStep[]): Prediction {
  if (steps.length === 0) return { score: scoreViewOfMatch(match), serverId: match.score.server_id }
  const state = engineStateOf(match)
  if (!state) return { score: scoreViewOfMatch(match), serverId: null }
  const next = scoreOnTop(match, state, steps)
  const server = currentServer(next)
  return { score: scoreViewOfState(next), serverId: server ? Number(server.id) : null }
}
