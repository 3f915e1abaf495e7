import { z } from './zod.ts'
import { videoTimeOf } from '@courtside/domain'
import { MATCH_POINT_LIMIT } from './bounds.ts'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'

/**
 * Video review (ADR 0037): a match linked to a video the browser plays, a web address or a file opened
 * from the coach's device (never uploaded: only its name is kept, to ask for the same file again), and its syncs:
 * the video's time at the tap of recorded points. Every other point's moment follows from the nearest sync at or
 * before it and the tap times (the domain's videoTimeOf, ADR 0068).
 */
export const VIDEO_SOURCES = ['url', 'file'] as const
export type VideoSource = (typeof VIDEO_SOURCES)[number]

/** A rally plays from this many seconds before its tap to a moment after it. */
export const REVIEW_LEAD_SECONDS = 8
export const REVIEW_TAIL_SECONDS = 1
export const MAX_VIDEO_URL = 2048
export const MAX_VIDEO_FILE_NAME = 255
/** A day of video: far beyond any match, it bounds the stored time. */
export const MAX_VIDEO_TIME_SECONDS = 24 * 3600
/** Sync anchors per video: one per restart or break is a handful; the bound keeps the row small (ADR 0068). */
export const MAX_VIDEO_SYNCS = 50

export const videoSyncSchema = z.object({
  /** The point synced to (its seq). */
  seq: z.number().int().min(1).max(MATCH_POINT_LIMIT),
  /** The video's time at that point's tap, in seconds. */
  time: z.number().min(0).max(MAX_VIDEO_TIME_SECONDS),
})
export type VideoSync = z.infer<typeof videoSyncSchema>

/** Any number of anchors up to MAX_VIDEO_SYNCS, each point at most once (422 `videoSyncDuplicate`). */
const videoSyncsSchema = z
  .array(videoSyncSchema.strict())
  .max(MAX_VIDEO_SYNCS, { error: messages.videoSyncsTooMany })
  .refine((syncs) => new Set(syncs.map((s) => s.seq)).size === syncs.length, { error: messages.videoSyncDuplicate })

const webAddress = z
  .string()
  .trim()
  .max(MAX_VIDEO_URL, { error: messages.videoUrlInvalid })
  .pipe(z.url({ protocol: /^https?$/, error: messages.videoUrlInvalid }))

export const matchVideoSchema = z.object({
  source: z.enum(VIDEO_SOURCES),
  url: z.string().nullable(),
  file_name: z.string().nullable(),
  /** The first anchor (the earliest point), kept for readers of one sync; null when none. */
  sync: videoSyncSchema.nullable(),
  /** Every anchor by seq; a video saved before there were several reads as its one sync. */
  syncs: z.array(videoSyncSchema).max(MAX_VIDEO_SYNCS).default([]),
})
export type MatchVideo = z.infer<typeof matchVideoSchema>

/**
 * PUT /api/v2/matches/:id/video: a web address, or the name of a file on the device; its anchors as `syncs`, or one
 * as `sync` (both together are merged, a point at most once). The API checks that each names a recorded point.
 */
export const updateMatchVideoSchema = z.discriminatedUnion('source', [
  z
    .object({
      source: z.literal('url'),
      url: webAddress,
      sync: videoSyncSchema.nullable().optional().default(null),
      syncs: videoSyncsSchema.optional().default([]),
    })
    .strict(),
  z
    .object({
      source: z.literal('file'),
      file_name: z
        .string()
        .trim()
        .min(1, { error: messages.fieldRequired })
        .max(MAX_VIDEO_FILE_NAME, { error: messages.textTooLong }),
      sync: videoSyncSchema.nullable().optional().default(null),
      syncs: videoSyncsSchema.optional().default([]),
    })
    .strict(),
])
export type UpdateMatchVideoInput = z.input<typeof updateMatchVideoSchema>
export const updateMatchVideoRequestSchema = wrapped('video', updateMatchVideoSchema)

/**
 * Where a point's rally is in the video: its video time (the domain's videoTimeOf: the nearest anchor at or before
 * it plus the time between the taps), from REVIEW_LEAD_SECONDS before to REVIEW_TAIL_SECONDS after. `sync` is one
 * anchor or every anchor. Null without an anchor, or when the point or every anchor's point is gone.
 */
export function rallyWindow(
  balls: readonly { seq: number; tapped_at: string }[],
  sync: VideoSync | readonly VideoSync[] | null,
  seq: number,
): { start: number; end: number; at: number } | null {
  const anchors = sync === null ? [] : 'seq' in sync ? [sync] : sync
  const taps = balls.map((b) => ({ seq: b.seq, tappedAt: Date.parse(b.tapped_at) }))
  const at = videoTimeOf(taps, anchors, seq)
  if (at === null) return null
  return { start: Math.max(0, at - REVIEW_LEAD_SECONDS), end: at + REVIEW_TAIL_SECONDS, at }
}
