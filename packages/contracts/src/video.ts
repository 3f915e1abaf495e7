import { z } from 'zod'
import { MATCH_POINT_LIMIT } from './bounds.ts'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'

/**
 * Video review (ADR 0037): a match linked to a video the browser plays, a web address or a file opened
 * from the coach's device (never uploaded: only its name is kept, to ask for the same file again), and one sync:
 * the video's time at the tap of one recorded point. Every other point's moment follows from the tap times.
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

export const videoSyncSchema = z.object({
  /** The point synced to (its seq). */
  seq: z.number().int().min(1).max(MATCH_POINT_LIMIT),
  /** The video's time at that point's tap, in seconds. */
  time: z.number().min(0).max(MAX_VIDEO_TIME_SECONDS),
})
export type VideoSync = z.infer<typeof videoSyncSchema>

const webAddress = z
  .string()
  .trim()
  .max(MAX_VIDEO_URL, { error: messages.videoUrlInvalid })
  .pipe(z.url({ protocol: /^https?$/, error: messages.videoUrlInvalid }))

export const matchVideoSchema = z.object({
  source: z.enum(VIDEO_SOURCES),
  url: z.string().nullable(),
  file_name: z.string().nullable(),
  sync: videoSyncSchema.nullable(),
})
export type MatchVideo = z.infer<typeof matchVideoSchema>

/** PUT /api/v2/matches/:id/video: a web address, or the name of a file on the device; the sync when made. */
export const updateMatchVideoSchema = z.discriminatedUnion('source', [
  z
    .object({ source: z.literal('url'), url: webAddress, sync: videoSyncSchema.nullable().optional().default(null) })
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
    })
    .strict(),
])
export type UpdateMatchVideoInput = z.input<typeof updateMatchVideoSchema>
export const updateMatchVideoRequestSchema = wrapped('video', updateMatchVideoSchema)

/**
 * Where a point's rally is in the video: the synced point's video time plus the time between the two taps, from
 * REVIEW_LEAD_SECONDS before to REVIEW_TAIL_SECONDS after. Null without a sync or when the synced point is gone.
 */
export function rallyWindow(
  balls: readonly { seq: number; tapped_at: string }[],
  sync: VideoSync | null,
  seq: number,
): { start: number; end: number; at: number } | null {
  if (!sync) return null
  const anchor = balls.find((b) => b.seq === sync.seq)
  const ball = balls.find((b) => b.seq === seq)
  if (!anchor || !ball) return null
  const at = sync.time + (Date.parse(ball.tapped_at) - Date.parse(anchor.tapped_at)) / 1000
  return { start: Math.max(0, at - REVIEW_LEAD_SECONDS), end: at + REVIEW_TAIL_SECONDS, at }
}
