import { z } from './zod.ts'
import { POINT_TYPES, SHOT_TYPES } from '@courtside/domain'
import { isoDate } from './date-range.ts'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'
import { DECISIVE_KINDS } from './match-stats.ts'
import { pathIdSchema } from './organization.ts'
import { playlistNoteSchema } from './playlist-note.ts'

/**
 * Playlists (docs/decisions/0068-video-syncs-and-playlists.md): a coach's saved filter over the points of the
 * matches they may see, played as clips of the matches' videos. Only the filter is stored; the clips are worked out
 * at each read from the points and the videos' anchors as they are then (an edited point or a new anchor moves them).
 *
 * Who may: a playlist is its coach's alone; anyone else gets 404, as if it did not exist.
 *
 * The filter (every key optional, all of them must hold; an empty filter takes every point):
 * - `match_ids`: only these matches; `athlete_id`: every match of that athlete of the coach's (else no match);
 * - `athlete_points` (with `athlete_id`): only the points the athlete `finished`, or was `involved` in (finished, set
 *   up or served: the statistics' player rule), in each match by the match player the athlete was there;
 * - `player_id`: points a match player finished, set up or served (the statistics' player filter);
 * - `won_by`: `{ team: 0 | 1 }` or `{ player_id }` (the point went to that player's team);
 * - `finisher_id`: the match player who finished the point; `point_types`, `shot_types` (the finishing shot);
 * - `sets` (1-based); `decisive`: any of the statistics' decisive kinds (`decisive_points[].kinds`);
 * - `from` / `to`: days (YYYY-MM-DD, UTC, both included) on which the match was created.
 * Only matches with a video and at least one anchor give clips; a point with no tap time gives none.
 */
export const MAX_PLAYLISTS_PER_COACH = 100
export const MAX_PLAYLIST_CLIPS = 500
/** The newest matches a playlist reads without `match_ids` (or an athlete's): bounds the replay per read. */
export const MAX_PLAYLIST_MATCHES = 100
export const PLAYLIST_TITLE_MAX_LENGTH = 100
export const MAX_PLAYLIST_FILTER_ITEMS = 50
/** Lead and lag of a clip: a rally and its build-up, never minutes. */
export const MAX_CLIP_PADDING_SECONDS = 60
export const DEFAULT_CLIP_LEAD_SECONDS = 8
export const DEFAULT_CLIP_LAG_SECONDS = 2

/** Which of an athlete's points a playlist picks: those they finished, or those they took part in. */
export const ATHLETE_POINTS = ['finished', 'involved'] as const

const id = z.number().int().min(1).max(2_147_483_647)
const list = <T extends z.core.$ZodType>(item: T, max = MAX_PLAYLIST_FILTER_ITEMS) =>
  z.array(item).max(max, { error: messages.playlistFilterTooLong })

export const playlistFilterSchema = z
  .object({
    match_ids: list(id, MAX_PLAYLIST_MATCHES).optional(),
    athlete_id: id.optional(),
    athlete_points: z.enum(ATHLETE_POINTS).optional(),
    player_id: id.optional(),
    won_by: z
      .union([z.object({ team: z.union([z.literal(0), z.literal(1)]) }).strict(), z.object({ player_id: id }).strict()])
      .optional(),
    finisher_id: id.optional(),
    point_types: list(z.enum(POINT_TYPES)).optional(),
    shot_types: list(z.enum(SHOT_TYPES)).optional(),
    sets: list(z.number().int().min(1).max(5)).optional(),
    decisive: list(z.enum(DECISIVE_KINDS)).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .strict()
  .refine((f) => f.from === undefined || f.to === undefined || f.from <= f.to, {
    error: messages.playlistDateOrder,
    path: ['to'],
  })
  .refine((f) => f.athlete_points === undefined || f.athlete_id !== undefined, {
    error: messages.playlistAthletePointsNeedAthlete,
    path: ['athlete_points'],
  })
export type PlaylistFilter = z.output<typeof playlistFilterSchema>

const title = z
  .string({ error: messages.titleRequired })
  .trim()
  .min(1, { error: messages.titleRequired })
  .max(PLAYLIST_TITLE_MAX_LENGTH, { error: messages.textTooLong })
const seconds = z.number().min(0).max(MAX_CLIP_PADDING_SECONDS)

/** POST /api/v2/playlists body's `playlist`. At most MAX_PLAYLISTS_PER_COACH (422 `playlistLimit`). */
export const createPlaylistSchema = z
  .object({
    title,
    filter: playlistFilterSchema.optional().default({}),
    lead_seconds: seconds.optional().default(DEFAULT_CLIP_LEAD_SECONDS),
    lag_seconds: seconds.optional().default(DEFAULT_CLIP_LAG_SECONDS),
  })
  .strict()
export type CreatePlaylistInput = z.input<typeof createPlaylistSchema>
export const createPlaylistRequestSchema = wrapped('playlist', createPlaylistSchema)

/** PATCH /api/v2/playlists/:id body's `playlist`: any of the fields; a new filter replaces the old one whole. */
export const updatePlaylistSchema = z
  .object({
    title: title.optional(),
    filter: playlistFilterSchema.optional(),
    lead_seconds: seconds.optional(),
    lag_seconds: seconds.optional(),
  })
  .strict()
  .refine((p) => Object.values(p).some((v) => v !== undefined), { error: messages.nothingToChange })
export type UpdatePlaylistInput = z.input<typeof updatePlaylistSchema>
export const updatePlaylistRequestSchema = wrapped('playlist', updatePlaylistSchema)

const int = z.number().int()
const scoreDisplaySchema = z.object({ sets: z.string(), games: z.string(), points: z.string() })

/**
 * What happened in a clip, as data the web puts into words in the reader's language: the match's title, where the
 * point stood (set, game within it, score before it as the statistics show it), who won it, how (the point type and the
 * finishing shot's type, the keys the statistics already translate), the finisher's name, and its decisive kinds.
 */
export const clipLabelSchema = z.object({
  match_title: z.string(),
  set: int,
  /** The game within the set (a tie-break is one game). */
  game_in_set: int,
  score_before: scoreDisplaySchema,
  winner_team: z.union([z.literal(0), z.literal(1)]),
  /** Each side's players by name ("Iida Koski & Ana Ortiz"), as a public scoreboard shows them. */
  teams: z.tuple([z.string(), z.string()]),
  point_type: z.enum(POINT_TYPES),
  shot_type: z.enum(SHOT_TYPES).nullable(),
  finisher_name: z.string().nullable(),
  decisive: z.array(z.enum(DECISIVE_KINDS)),
})
export type ClipLabel = z.infer<typeof clipLabelSchema>

/**
 * One clip: seconds of the match's video, [video time − lead, video time + lag], the start clamped at 0. A point
 * whose window ends at or before 0 (played before the camera ran) gives no clip.
 */
export const clipSchema = z.object({
  match_id: int,
  seq: int,
  start: z.number(),
  end: z.number(),
  label: clipLabelSchema,
})
export type Clip = z.infer<typeof clipSchema>

export const PLAYLIST_SHARE_TOKEN_LENGTH = 32
export const playlistShareSchema = z.object({ token: z.string(), url: z.string() })
export type PlaylistShare = z.infer<typeof playlistShareSchema>

/** A match's video as its coach plays it: a web address, or the name of the file to open on this device. */
export const playlistSourceSchema = z.discriminatedUnion('source', [
  z.object({ match_id: int, source: z.literal('url'), url: z.string() }),
  z.object({ match_id: int, source: z.literal('file'), file_name: z.string() }),
])
export type PlaylistSource = z.infer<typeof playlistSourceSchema>

export const playlistSchema = z.object({
  id: int,
  title: z.string(),
  filter: playlistFilterSchema,
  lead_seconds: z.number(),
  lag_seconds: z.number(),
  /** Oldest match first, each match's points in order; at most MAX_PLAYLIST_CLIPS. */
  clips: z.array(clipSchema),
  /** More points matched than MAX_PLAYLIST_CLIPS: the list stops there. */
  truncated: z.boolean(),
  /** Every note of the playlist, oldest first, also those whose point is not a clip now. */
  notes: z.array(playlistNoteSchema),
  /** The guests' link while there is one (its coach may copy it again), else null. */
  share: playlistShareSchema.nullable(),
  /** The video of each match with a clip, so the player needs no read of each match. */
  sources: z.array(playlistSourceSchema),
})
export type Playlist = z.infer<typeof playlistSchema>
export const playlistResponseSchema = z.object({ playlist: playlistSchema })

/** GET /api/v2/playlists: the coach's playlists, newest first, without their clips (read one to play it). */
export const playlistSummarySchema = playlistSchema.omit({
  clips: true,
  truncated: true,
  notes: true,
  share: true,
  sources: true,
})
export type PlaylistSummary = z.infer<typeof playlistSummarySchema>
export const playlistListSchema = z.object({ playlists: z.array(playlistSummarySchema) })

export const playlistParamsSchema = z.object({ id: pathIdSchema })

/**
 * Sharing (ADR 0068): `POST /api/v2/playlists/:id/share` makes a guests' link (a new one replaces the old), `DELETE`
 * ends it. `GET /api/v2/clips/:token` answers anyone holding the token, without signing in, limited per address.
 */
export const playlistShareResponseSchema = z.object({ share: playlistShareSchema })
export const clipsTokenParamsSchema = z.object({ token: z.string().max(64) })

/**
 * A match's video as a guest may play it: a web address, or a file that is only on the coach's device (never
 * uploaded), whose clips a guest cannot play and so does not get.
 */
export const clipSourceSchema = z.discriminatedUnion('source', [
  z.object({ match_id: int, source: z.literal('url'), url: z.string() }),
  z.object({ match_id: int, source: z.literal('file'), on_coach_device: z.literal(true) }),
])
export type ClipSource = z.infer<typeof clipSourceSchema>

/**
 * The shared playlist as a guest reads it: its title, padding, clips and their sources. Never its filter (it names
 * athletes and players by id), nor any e-mail or id of a person: the labels carry names only, as a public
 * scoreboard does.
 */
export const sharedPlaylistSchema = z.object({
  title: z.string(),
  lead_seconds: z.number(),
  lag_seconds: z.number(),
  clips: z.array(clipSchema),
  truncated: z.boolean(),
  sources: z.array(clipSourceSchema),
  /** The notes of the clips given, oldest first. */
  notes: z.array(playlistNoteSchema),
})
export type SharedPlaylist = z.infer<typeof sharedPlaylistSchema>
export const sharedPlaylistResponseSchema = z.object({ playlist: sharedPlaylistSchema })
