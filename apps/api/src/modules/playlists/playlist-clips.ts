import { decisiveKinds, scoredBalls, videoTimes, type DecisiveKind } from '@courtside/domain'
import {
  MAX_PLAYLIST_CLIPS,
  MAX_PLAYLIST_MATCHES,
  toDomainRules,
  type Clip,
  type MatchVideo,
  type PlaylistFilter,
} from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { MatchRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import {
  findAthleteMatches,
  findMatchLog,
  findOwnedAthletes,
  findViewableMatch,
  listVisibleMatches,
  videoAnchorsOf,
} from '../matches/index.ts'
import { pointFilter } from './point-filter.ts'

/** The match if the coach may see it now, else undefined (a match hidden or deleted since is simply left out). */
async function viewable(ctx: AppContext, userId: number, id: number): Promise<MatchRow | undefined> {
  try {
    return (await findViewableMatch(ctx.db, id, userId, ctx.config.now())).match
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return undefined
    throw error
  }
}

/**
 * The matches a filter reads: its `match_ids`, the athlete's matches (an athlete of the coach's), both (the common
 * ones) or else the newest the coach may see; each checked by the matches module's visibility, at most
 * MAX_PLAYLIST_MATCHES; only those with an anchored video and in the date range; oldest first. `athletePlayers`
 * gives, for the athlete's matches, the match player the athlete was in each.
 */
async function playlistMatches(
  ctx: AppContext,
  userId: number,
  filter: PlaylistFilter,
): Promise<{ rows: MatchRow[]; athletePlayers: Map<number, number> }> {
  let ids: number[] | undefined = filter.match_ids ? [...new Set(filter.match_ids)] : undefined
  const athletePlayers = new Map<number, number>()
  if (filter.athlete_id !== undefined) {
    const owned = await findOwnedAthletes(ctx.db, userId, [filter.athlete_id])
    const theirs = owned.length === 0 ? [] : await findAthleteMatches(ctx.db, filter.athlete_id)
    for (const r of theirs) athletePlayers.set(r.match.id, r.matchPlayerId)
    ids = ids ? ids.filter((id) => athletePlayers.has(id)) : [...athletePlayers.keys()]
  }
  let rows: MatchRow[]
  if (ids) {
    rows = []
    for (const id of ids.slice(0, MAX_PLAYLIST_MATCHES)) {
      const match = await viewable(ctx, userId, id)
      if (match) rows.push(match)
    }
  } else {
    const page = { limit: MAX_PLAYLIST_MATCHES, offset: 0 }
    rows = (await listVisibleMatches(ctx.db, userId, ctx.config.now(), {}, page)).rows.map((r) => r.match)
  }
  const day = (d: Date) => d.toISOString().slice(0, 10)
  const chosen = rows
    .filter((m) => videoAnchorsOf(m.video).length > 0)
    .filter(
      (m) =>
        (filter.from === undefined || day(m.createdAt) >= filter.from) &&
        (filter.to === undefined || day(m.createdAt) <= filter.to),
    )
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
  return { rows: chosen, athletePlayers }
}

export interface PlaylistClips {
  clips: Clip[]
  truncated: boolean
  sources: { match_id: number; video: MatchVideo }[]
}

/** Milliseconds are the finest a video player seeks; rounding keeps sums of seconds free of float dust. */
const ms = (s: number) => Math.round(s * 1000) / 1000

/**
 * A playlist's clips, worked out now (ADR 0068): every point passing the filter in the chosen matches, at its video
 * time (the domain's videoTimes from the video's anchors), from `lead` seconds before to `lag` after, the start
 * clamped at 0; a point whose window ends at or before 0 gives none. At most MAX_PLAYLIST_CLIPS; `truncated` says
 * more matched. `sources` are the videos of the matches with a matching point. With `urlOnly` (a guest's read) a
 * video that is a file on the coach's device gives no clips, though it is listed.
 */
export async function playlistClips(
  ctx: AppContext,
  userId: number,
  playlist: { filter: PlaylistFilter; lead: number; lag: number },
  options: { urlOnly?: boolean } = {},
): Promise<PlaylistClips> {
  const clips: Clip[] = []
  const sources: PlaylistClips['sources'] = []
  const done = (truncated: boolean) => ({ clips, truncated, sources })
  const { rows, athletePlayers } = await playlistMatches(ctx, userId, playlist.filter)
  for (const match of rows) {
    const video = match.video as MatchVideo
    const skip = options.urlOnly === true && video.source !== 'url'
    // Up to a hundred replays in one request: give the other requests their turn between matches (a cached log
    // would otherwise keep the loop from ever yielding).
    await new Promise<void>((resolve) => setImmediate(resolve))
    const log = await findMatchLog(ctx.db, match)
    const times = videoTimes(log.balls, videoAnchorsOf(match.video))
    const passes = pointFilter(playlist.filter, log.players, athletePlayers.get(match.id))
    const names = new Map(log.players.map((p) => [p.id, p.name]))
    const side = (team: 0 | 1) =>
      log.players
        .filter((p) => p.team === team)
        .map((p) => p.name)
        .join(' & ')
    const teams: [string, string] = [side(0), side(1)]
    const scored = scoredBalls({
      rules: toDomainRules(match.rules),
      serverOrder: log.serverOrder,
      balls: log.balls,
      serverChanges: log.serverChanges,
    })
    for (const point of scored) {
      const at = times.get(point.ball.seq)
      // A point whose window ends before the video starts (filmed before the camera ran) has nothing to play.
      if (at === undefined || at + playlist.lag <= 0 || !passes(point)) continue
      if (sources.at(-1)?.match_id !== match.id) sources.push({ match_id: match.id, video })
      if (skip) continue
      if (clips.length === MAX_PLAYLIST_CLIPS) return done(true)
      const { ball, ctx: where } = point
      const start = ms(Math.max(0, at - playlist.lead))
      clips.push({
        match_id: match.id,
        seq: ball.seq,
        start,
        end: ms(at + playlist.lag),
        label: {
          match_title: match.title,
          set: where.set,
          game_in_set: where.gameInSet,
          score_before: where.before,
          winner_team: ball.winnerTeam,
          teams,
          point_type: ball.pointType,
          shot_type: ball.shotType ?? null,
          finisher_name: ball.finisherId ? (names.get(ball.finisherId) ?? null) : null,
          decisive: decisiveKinds(where) as DecisiveKind[],
        },
      })
    }
  }
  return done(false)
}
