import { useQueries } from '@tanstack/react-query'
import type { Clip, Match } from '@courtside/contracts'
import { matchQueryOptions } from '@/lib/queries/match-queries'
import { teamName } from '@/lib/match-teams'
import type { MissingFile } from '../components/device-file-prompt'
import { useDeviceFiles } from '../lib/device-files'
import type { PlayableClip } from './use-clip-playback'

export interface ClipSources {
  /** Still reading the matches' videos. */
  pending: boolean
  playable: PlayableClip[]
  missing: MissingFile[]
  teamName: (matchId: number, team: 0 | 1) => string | undefined
}

/**
 * Where the coach's clips play from (ADR 0068): the playlist's read names no source, so each match's video comes
 * from the match itself: a web address plays at once; a file plays once opened on this device (by its name), and
 * until then its clips are skipped and the file is asked for. A match that cannot be read gives no clips.
 */
export function useClipSources(clips: readonly Clip[]): ClipSources {
  const ids = [...new Set(clips.map((c) => c.match_id))]
  const queries = useQueries({ queries: ids.map((id) => matchQueryOptions(id)) })
  const files = useDeviceFiles()
  const matches = new Map<number, Match>()
  queries.forEach((q, i) => q.data && matches.set(ids[i]!, q.data))

  const srcOf = (match: Match | undefined): string | null => {
    const video = match?.video
    if (video?.source === 'url') return video.url
    if (video?.source === 'file' && video.file_name) return files.get(video.file_name) ?? null
    return null
  }
  const playable: PlayableClip[] = []
  const missing = new Map<string, MissingFile>()
  for (const clip of clips) {
    const match = matches.get(clip.match_id)
    const src = srcOf(match)
    if (src) playable.push({ ...clip, src })
    else if (match?.video?.source === 'file' && match.video.file_name) {
      const name = match.video.file_name
      const entry = missing.get(name) ?? { fileName: name, matchTitles: [], clips: 0 }
      if (!entry.matchTitles.includes(match.title)) entry.matchTitles.push(match.title)
      entry.clips += 1
      missing.set(name, entry)
    }
  }
  return {
    pending: queries.some((q) => q.isPending),
    playable,
    missing: [...missing.values()],
    teamName: (matchId, team) => {
      const match = matches.get(matchId)
      return match ? teamName(match, team) || undefined : undefined
    },
  }
}
