import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PencilIcon, Trash2Icon } from 'lucide-react'
import { PLAYLIST_NOTE_MAX_LENGTH, type PlaylistNote } from '@courtside/contracts'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { FormDialog } from '@/components/form-dialog'
import { Button } from '@/components/ui/button'
import { errorText } from '@/lib/error-text'
import { toast } from '@/lib/toast'
import { usePlaylistNotes } from '../api/use-playlist-mutations'
import { TextForm } from './text-form'

/** Edit and delete beside one of the coach's notes. */
export function NoteActions({ playlistId, note }: { playlistId: number; note: PlaylistNote }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const { update, remove } = usePlaylistNotes(playlistId)
  return (
    <div className="flex shrink-0 gap-1">
      <Button variant="ghost" size="icon" onClick={() => setEditing(true)} aria-label={t('playlists.notes.edit')}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" onClick={() => setDeleting(true)} aria-label={t('playlists.notes.delete')}>
        <Trash2Icon aria-hidden="true" />
      </Button>
      <FormDialog
        open={editing}
        onOpenChange={setEditing}
        title={t('playlists.notes.editTitle')}
        description={t('playlists.notes.editBody')}
      >
        {(done) => (
          <TextForm
            label={t('playlists.notes.text')}
            initial={note.text}
            maxLength={PLAYLIST_NOTE_MAX_LENGTH}
            multiline
            submitLabel={t('playlists.notes.save')}
            busy={update.isPending}
            error={update.isError ? errorText(t, update.error, 'playlists.notes.saveFailed') : null}
            onCancel={done}
            onSubmit={(text) => update.mutate({ noteId: note.id, note: { text } }, { onSuccess: done })}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('playlists.notes.deleteTitle')}
        description={t('playlists.notes.deleteBody')}
        confirmLabel={t('playlists.notes.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(note.id, {
            onSuccess: () => setDeleting(false),
            onError: (error) => toast.error(errorText(t, error, 'playlists.notes.deleteFailed')),
          })
        }
      />
    </div>
  )
}
