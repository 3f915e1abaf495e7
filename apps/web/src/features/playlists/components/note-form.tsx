import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_NOTE_AT_SECONDS, PLAYLIST_NOTE_MAX_LENGTH } from '@courtside/contracts'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { errorText } from '@/lib/error-text'
import type { PlayableClip } from '../hooks/use-clip-playback'
import { usePlaylistNotes } from '../api/use-playlist-mutations'
import { TextForm } from './text-form'

/** The second of the clip now, to a tenth, within what a note may name. */
const secondOf = (seconds: number) => Math.min(MAX_NOTE_AT_SECONDS, Math.max(0, Math.round(seconds * 10) / 10))

/**
 * Adds a note to the playing clip: for the whole clip, or "at this moment" (the video's second within the clip when
 * the note is saved, so the coach can pause on the moment and write).
 */
export function NoteForm({
  playlistId,
  clip,
  timeInClip,
  onWrite,
}: {
  playlistId: number
  clip: PlayableClip
  timeInClip: () => number
  /** Called when the coach starts writing (the player pauses on the clip). */
  onWrite: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [atMoment, setAtMoment] = useState(false)
  const [round, setRound] = useState(0)
  const { create } = usePlaylistNotes(playlistId)
  return (
    <div onFocusCapture={(e) => e.target instanceof HTMLTextAreaElement && onWrite()}>
      <TextForm
        key={round}
        label={t('playlists.notes.add')}
        maxLength={PLAYLIST_NOTE_MAX_LENGTH}
        multiline
        submitLabel={t('playlists.notes.save')}
        busy={create.isPending}
        error={create.isError ? errorText(t, create.error, 'playlists.notes.saveFailed') : null}
        testId="note-form"
        extra={
          <div className="flex items-center gap-2">
            <Checkbox id={id} checked={atMoment} onChange={(e) => setAtMoment(e.target.checked)} />
            <Label htmlFor={id} className="font-normal">
              {t('playlists.notes.atThisMoment')}
            </Label>
          </div>
        }
        onSubmit={(text) =>
          create.mutate(
            { match_id: clip.match_id, seq: clip.seq, at_seconds: atMoment ? secondOf(timeInClip()) : null, text },
            { onSuccess: () => setRound((r) => r + 1) },
          )
        }
      />
    </div>
  )
}
