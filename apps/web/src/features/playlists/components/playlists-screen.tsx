import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { ListVideoIcon } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { CardListSkeleton } from '@/components/card-list-skeleton'
import { PageHeader } from '@/components/page-header'
import { QueryErrorView } from '@/components/query-error-view'
import { playlistListQueryOptions } from '@/lib/queries/playlist-queries'
import { PlaylistRow } from './playlist-row'

/** /playlists: the coach's playlists, newest first (ADR 0068); they are made from the statistics. */
export function PlaylistsScreen() {
  const { t } = useTranslation()
  const query = useQuery(playlistListQueryOptions())
  const playlists = query.data ?? []
  return (
    <div className="grid gap-6">
      <PageHeader title={t('playlists.list.title')} subtitle={t('playlists.list.subtitle')} />
      {query.isPending ? (
        <CardListSkeleton />
      ) : query.isError ? (
        <QueryErrorView query={query} title={t('playlists.list.loadFailed')} />
      ) : playlists.length === 0 ? (
        <EmptyState
          icon={ListVideoIcon}
          title={t('playlists.list.emptyTitle')}
          description={t('playlists.list.emptyBody')}
        />
      ) : (
        <ul className="grid gap-3" data-testid="playlists-list">
          {playlists.map((playlist) => (
            <PlaylistRow key={playlist.id} playlist={playlist} />
          ))}
        </ul>
      )}
    </div>
  )
}
