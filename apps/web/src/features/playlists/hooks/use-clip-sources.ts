import type { Clip, PlaylistSource } from '@courtside/contracts'
import type { MissingFile } from '../components/device-file-prompt'
import { useDeviceFiles } from '../lib/device-files'
import type { PlayableClip } from './use-clip-playback'

export interface ClipSources {
  playable: PlayableClip[]
  missing: MissingFile[]
}

/**
 * Where the coach's clips play from (ADR 0068), as the playlist's read names each match's video: a web address plays
 * at once; a file plays once opened on this device (by its name), and until then its clips are skipped and the file
 * is asked for.
 */
export function useClipSources(clips: readonly Clip[], sources: readonly PlaylistSource[]): ClipSources {
  const files = useDeviceFiles()
  const byMatch = new Map(sources.map((s) => [s.match_id, s]))
  const playable: PlayableClip[] = []
  const missing = new Map<string, MissingFile>()
  for (const clip of clips) {
    const source = byMatch.get(clip.match_id)
    const src = source?.source === 'url' ? source.url : source ? (files.get(source.file_name) ?? null) : null
    if (src) playable.push({ ...clip, src })
    else if (source?.source === 'file' && source.file_name) {
      const entry = missing.get(source.file_name) ?? { fileName: source.file_name, matchTitles: [], clips: 0 }
      if (!entry.matchTitles.includes(clip.label.match_title)) entry.matchTitles.push(clip.label.match_title)
      entry.clips += 1
      missing.set(source.file_name, entry)
    }
  }
  return { playable, missing: [...missing.values()] }
}
