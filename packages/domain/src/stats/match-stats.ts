import type { MatchPressure } from '../pressure/pressure-of.ts'
import type { PointType } from '../scoring/attribute-point.ts'
import type { Serve, ShotGroup, ShotSpeed, ShotType } from '../scoring/shot-types.ts'
import type { Team } from '../scoring/team.ts'
import type { CourtPoint } from './ball-record.ts'
import type { Finding } from './finding.ts'
import type { ScoreDisplay } from './point-contexts.ts'

/** JSON shapes of GET /api/v2/matches/:id/stats (ADR 0020), snake_case because the API returns them verbatim. */

export interface OutcomeCounts {
  /** Point type winner only; aces are counted apart. */
  winners: number
  aces: number
  forced_errors: number
  /** Opponents' forced errors where this player hit the previous shot. */
  forced_to_error: number
  unforced_errors: number
  serve_return_errors: number
  double_faults: number
  /** Opponents' winners where this player hit the previous shot. */
  winners_given: number
}

/** By shot: finishing outcomes count the finisher's shot; forced_to_error and winners_given the previous shot. */
export interface ShotTypeRow extends OutcomeCounts {
  shot_type: ShotType
}
export interface ShotGroupRow extends OutcomeCounts {
  shot_group: ShotGroup
}

export interface GameImpact {
  game: number
  set: number
  game_in_set: number
  impact: number
}

/** Serve figures of the points served (ADR 0036); only points whose serve is known count (see serveOf). */
export interface ServeStats {
  /** Served points whose serve (first or second) is known. */
  charted: number
  /** Of those, played on the first serve. */
  first_in: number
  /** first_in / charted in percent; null when none is charted. */
  first_serve_pct: number | null
  /** Points played on the first serve, and won by the serving side. */
  first_serve: Tally
  second_serve: Tally
}

export interface PlayerStats extends OutcomeCounts {
  id: string
  name: string
  team: Team
  /** Points won by the player's side (the same for both partners; the individual split is in the counts). */
  points_won: number
  /** (winners + aces + forced_to_error − unforced_errors − serve_return_errors − winners_given) / games_played. */
  impact: number | null
  /** Per game: winners + aces + forced_to_error − unforced_errors − serve_return_errors in that game. */
  impact_by_game: GameImpact[]
  by_shot_type: ShotTypeRow[]
  by_shot_group: ShotGroupRow[]
  /** The points this player served. */
  serve: ServeStats
}

export interface Tally {
  played: number
  won: number
}

export interface BreakPoints {
  /** As receiver: break points earned and converted. */
  chances: number
  converted: number
  /** As server: break points faced and saved. */
  faced: number
  saved: number
}

export interface TeamStats extends OutcomeCounts {
  team: Team
  player_ids: string[]
  points_won: number
  impact: number | null
  on_serve: Tally
  on_return: Tally
  break_points: BreakPoints
  /** The deciding points at deuce the match's rules play (only one kind is ever non-zero in a match). */
  golden_points: Tally
  silver_points: Tally
  star_points: Tally
  /** Points where winning would win a regular game (break points included) and how many were converted. */
  game_points: Tally
  set_points: Tally
  match_points: Tally
  /** Points played in tie-breaks and super tie-breaks, and won. */
  tie_break_points: Tally
  by_shot_type: ShotTypeRow[]
  by_shot_group: ShotGroupRow[]
  /** The points the team's players served. */
  serve: ServeStats
}

export type DecisiveKind =
  | 'match_point'
  | 'match_point_saved'
  | 'set_point'
  | 'set_point_saved'
  | 'break_point'
  | 'break_point_saved'
  | 'golden_point'
  | 'silver_point'
  | 'star_point'

export interface DecisivePoint {
  seq: number
  set: number
  game: number
  winner_team: Team
  kinds: DecisiveKind[]
  score_before: ScoreDisplay
}

export interface Highlights {
  longest_run: { team: Team; points: number; from_seq: number; to_seq: number } | null
  /** The largest deficit a side overturned to win a set (games; points in a super tie-break); at least 2. */
  biggest_comeback: {
    team: Team
    set: number
    unit: 'games' | 'points'
    deficit: number
    worst_score: string
    final_score: string
  } | null
  best_game: ({ player_id: string } & GameImpact) | null
  worst_game: ({ player_id: string } & GameImpact) | null
  decisive_points: DecisivePoint[]
}

export interface MomentumPoint {
  seq: number
  set: number
  game: number
  winner_team: Team
  /** Points won by team 0 minus team 1 so far. */
  diff: number
  /** The same over the last MOMENTUM_WINDOW points: the swing of the moment. */
  swing: number
}

export type Outcome = 'winner' | 'error' | 'other'

export interface CourtMapPoint {
  seq: number
  set: number
  game: number
  finisher_id: string | null
  finisher_team: Team | null
  winner_team: Team
  point_type: PointType
  outcome: Outcome
  shot_type: ShotType | null
  from: CourtPoint | null
  to: CourtPoint | null
}

export interface StoryEvent {
  seq: number
  set: number
  game: number
  game_in_set: number
  tie_break: boolean
  super_tie_break: boolean
  server_id: string
  winner_team: Team
  point_type: PointType
  finisher_id: string | null
  finisher_name: string | null
  finisher_team: Team | null
  shot_type: ShotType | null
  shot_speed: ShotSpeed | null
  previous_shooter_id: string | null
  previous_shooter_name: string | null
  previous_shot_type: ShotType | null
  previous_shot_speed: ShotSpeed | null
  comment: string | null
  /** The serve the point was played on, when known (see serveOf). */
  serve: Serve | null
  score_before: ScoreDisplay
  score_after: ScoreDisplay
  ends_game: boolean
  ends_set: boolean
  ends_match: boolean
  decisive: DecisiveKind[]
  /** Milliseconds since the previous point's tap; null for the first point or without tap times (ADR 0034). */
  since_previous_ms: number | null
}

export interface SetDuration {
  set: number
  ms: number
}
export interface GameDuration {
  set: number
  game: number
  game_in_set: number
  ms: number
}

/** How long things took, from the points' tap times (ADR 0034); see durationsOf for where each span starts. */
export interface Durations {
  /** Points in the scope that carry a tap time. */
  timed_points: number
  /** From the scope's first timed point to its last; null with fewer than two. */
  total_ms: number | null
  /** Completed sets in the scope. */
  sets: SetDuration[]
  /** Completed games in the scope (a tie-break counts as one). */
  games: GameDuration[]
  /** Between consecutive taps (the gap before each point in the scope); null without one. */
  between_points: { median_ms: number; longest_ms: number } | null
}

export interface MatchStats {
  filter: { set: number | null; player_id: string | null }
  /** Completed games in the set scope; a tie-break or a super tie-break counts as one. */
  games_played: number
  points_played: number
  /** Of points_played, those with full detail (see hasFullDetail). */
  points_detailed: number
  players: PlayerStats[]
  teams: TeamStats[]
  highlights: Highlights
  momentum: MomentumPoint[]
  court_map: CourtMapPoint[]
  story: StoryEvent[]
  findings: Finding[]
  durations: Durations
  /**
   * Win probability, leverage and clutch (docs/win-probability.md), scoped by the filter as the rest is; null when
   * not asked for (MatchStatsInput.pressure): a scoreboard or a trend line has no use for it.
   */
  pressure: Omit<MatchPressure, 'filter'> | null
}
