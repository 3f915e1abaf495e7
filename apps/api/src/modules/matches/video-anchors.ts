import type { MatchVideo, VideoSync } from '@courtside/contracts'

/**
 * A stored video's anchors by seq (ADR 0068). A video saved before there were several anchors holds only `sync`;
 * it reads as that one anchor.
 */
export function videoAnchorsOf(video: MatchVideo | null | undefined): VideoSync[] {
  if (!video) return []
  const syncs = Array.isArray(video.syncs) && video.syncs.length > 0 ? video.syncs : video.sync ? [video.sync] : []
  return [...syncs].sort((a, b) => a.seq - b.seq)
}

/** The video as answers show it: every anchor in `syncs`, the first of them as `sync`. */
export function presentVideo(video: MatchVideo | null | undefined): MatchVideo | null {
  if (!video) return null
  const syncs = videoAnchorsOf(video)
  return { source: video.source, url: video.url, file_name: video.file_name, sync: syncs[0] ?? null, syncs }
}
