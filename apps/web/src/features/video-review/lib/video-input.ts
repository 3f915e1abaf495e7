import type { MatchVideo, UpdateMatchVideoInput, VideoSync } from '@courtside/contracts'

/**
 * The PUT body that keeps the linked video and sets its anchors to `syncs`, the whole list (the API replaces the
 * stored anchors with it). Null when nothing is linked.
 */
export function videoInputWith(
  linked: MatchVideo | null | undefined,
  syncs: readonly VideoSync[],
): UpdateMatchVideoInput | null {
  if (linked?.source === 'url' && linked.url) return { source: 'url', url: linked.url, syncs: [...syncs] }
  if (linked?.source === 'file' && linked.file_name)
    return { source: 'file', file_name: linked.file_name, syncs: [...syncs] }
  return null
}
