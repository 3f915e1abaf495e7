import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PencilIcon, PlayIcon, Trash2Icon } from 'lucide-react'
import { PLAYLIST_TITLE_MAX_LENGTH, type PlaylistSummary } from '@courtside/contracts'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { FormDialog } from '@/components/form-dialog'
import { Button } from '@/components/ui/button'
import { errorText } from '@/lib/error-text'
import { toast } from '@/lib/toast'
import { useDeletePlaylist, useRenamePlaylist } from '../api/use-playlist-mutations'
import { filterSummary } from '../lib/filter-summary'
import { TextForm } from './text-form'

/** One playlist in the list: its title and filter in words, with open, rename and delete. */
export function PlaylistRow({ playlist }: { playlist: PlaylistSummary }) {
  const { t, i18n } = useTranslation()
  const [renaming, setRenaming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const rename = useRenamePlaylist()
  const remove = useDeletePlaylist()
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-card p-4"
      data-testid="playlist-row"
    >
      <div className="grid min-w-0 flex-1 basis-60 gap-1">
        <Link
          to={`/playlists/${playlist.id}`}
          className="truncate rounded-sm text-base font-semibold hover:underline focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {playlist.title}
        </Link>
        <p className="text-sm text-muted-foreground">{filterSummary(t, playlist.filter, i18n.language)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/playlists/${playlist.id}`} aria-label={t('playlists.list.openNamed', { title: playlist.title })}>
            <PlayIcon aria-hidden="true" />
            {t('playlists.list.open')}
          </Link>
        </Button>
        <Button
          variant="outline"
          onClick={() => setRenaming(true)}
          aria-label={t('playlists.list.renameNamed', { title: playlist.title })}
        >
          <PencilIcon aria-hidden="true" />
          {t('playlists.list.rename')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => setDeleting(true)}
          aria-label={t('playlists.list.deleteNamed', { title: playlist.title })}
        >
          <Trash2Icon aria-hidden="true" />
          {t('playlists.list.delete')}
        </Button>
      </div>
      <FormDialog
        open={renaming}
        onOpenChange={setRenaming}
        title={t('playlists.list.renameTitle')}
        description={t('playlists.list.renameBody')}
      >
        {(done) => (
          <TextForm
            label={t('playlists.list.titleLabel')}
            initial={playlist.title}
            maxLength={PLAYLIST_TITLE_MAX_LENGTH}
            submitLabel={t('playlists.list.save')}
            busy={rename.isPending}
            error={rename.isError ? errorText(t, rename.error, 'playlists.list.renameFailed') : null}
            onCancel={done}
            onSubmit={(title) => rename.mutate({ id: playlist.id, title }, { onSuccess: done })}
            testId="rename-form"
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('playlists.list.deleteTitle', { title: playlist.title })}
        description={t('playlists.list.deleteBody')}
        confirmLabel={t('playlists.list.delete')}
        busy={remove.isPending}
        testId="delete-playlist"
        onConfirm={() =>
          remove.mutate(playlist.id, {
            onSuccess: () => {
              setDeleting(false)
              toast.success(t('playlists.list.deleted', { title: playlist.title }))
            },
            onError: (error) => toast.error(errorText(t, error, 'playlists.list.deleteFailed')),
          })
        }
      />
    </li>
  )
}
