import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeftIcon, FilmIcon, ListVideoIcon } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { LoadingBlock } from '@/components/loading-block'
import { PageHeader } from '@/components/page-header'
import { QueryErrorView } from '@/components/query-error-view'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { playlistQueryOptions } from '@/lib/queries/playlist-queries'
import { useClipSources } from '../hooks/use-clip-sources'
import { filterSummary } from '../lib/filter-summary'
import { DeviceFilePrompt } from './device-file-prompt'
import { NoteActions } from './note-actions'
import { NoteForm } from './note-form'
import { PlaylistPlayer } from './playlist-player'
import { SharePanel } from './share-panel'

const back = (label: string) => (
  <Button variant="ghost" asChild>
    <Link to="/playlists">
      <ArrowLeftIcon aria-hidden="true" />
      {label}
    </Link>
  </Button>
)

/** /playlists/:id: the coach plays a playlist, writes notes on its clips and shares it (ADR 0068). */
export function PlaylistScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation()
  const query = useQuery({ ...playlistQueryOptions(id), enabled: id > 0 })
  const playlist = query.data
  const sources = useClipSources(playlist?.clips ?? [], playlist?.sources ?? [])
  const loading = (
    <LoadingBlock className="grid gap-4">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="aspect-video w-full rounded-lg" />
    </LoadingBlock>
  )

  const notFound = {
    icon: ListVideoIcon,
    title: t('playlists.player.notFound'),
    description: t('playlists.player.notFoundBody'),
    action: back(t('playlists.player.back')),
  }
  if (id <= 0) return <EmptyState headingLevel={1} {...notFound} />
  if (!playlist) {
    return (
      <QueryErrorView
        query={query}
        pending={loading}
        headingLevel={1}
        title={t('playlists.player.loadFailed')}
        notFound={notFound}
      />
    )
  }
  return (
    <div className="grid gap-6">
      <div className="-mb-2">{back(t('playlists.player.back'))}</div>
      <PageHeader title={playlist.title} subtitle={filterSummary(t, playlist.filter, i18n.language)} />
      {playlist.truncated && (
        <p className="text-sm text-muted-foreground" data-testid="playlist-truncated">
          {t('playlists.player.truncated', { count: playlist.clips.length })}
        </p>
      )}
      <DeviceFilePrompt files={sources.missing} />
      {playlist.clips.length === 0 ? (
        <EmptyState
          icon={FilmIcon}
          title={t('playlists.player.noClips')}
          description={t('playlists.player.noClipsBody')}
        />
      ) : sources.playable.length === 0 ? (
        <EmptyState
          icon={FilmIcon}
          title={t('playlists.player.nothingPlayable')}
          description={t('playlists.player.nothingPlayableBody')}
        />
      ) : (
        <PlaylistPlayer
          title={playlist.title}
          clips={sources.playable}
          notes={playlist.notes}
          noteTools={{
            actions: (note) => <NoteActions playlistId={playlist.id} note={note} />,
            form: (clip, timeInClip, pause) => (
              <NoteForm playlistId={playlist.id} clip={clip} timeInClip={timeInClip} onWrite={pause} />
            ),
          }}
        />
      )}
      <SharePanel playlistId={playlist.id} sharedUrl={playlist.share?.url ?? null} />
    </div>
  )
}
