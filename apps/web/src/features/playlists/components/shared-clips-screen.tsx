import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { FilmIcon, HardDriveIcon } from 'lucide-react'
import type { SharedPlaylist } from '@courtside/contracts'
import { EmptyState } from '@/components/empty-state'
import { GuestLinkUnavailable } from '@/components/guest-link-unavailable'
import { GuestPage } from '@/components/guest-page'
import { LoadingSpinner } from '@/components/loading-spinner'
import { sharedPlaylistQueryOptions } from '../api/playlist-api'
import type { PlayableClip } from '../hooks/use-clip-playback'
import { PlaylistPlayer } from './playlist-player'

/** The clips a guest can play: those whose match's video is a web address (the API sends no others). */
function playableOf(playlist: SharedPlaylist): PlayableClip[] {
  const urls = new Map(playlist.sources.flatMap((s) => (s.source === 'url' ? [[s.match_id, s.url] as const] : [])))
  return playlist.clips.flatMap((clip) => {
    const src = urls.get(clip.match_id)
    return src ? [{ ...clip, src }] : []
  })
}

/**
 * /clips/:token (ADR 0068): a coach's shared playlist for anyone with the link, no account and no app chrome: the
 * same player as the coach's, its notes to read, nothing to edit. Clips of a video that is a file on the coach's
 * device are not sent; the page says how many matches' clips that leaves out.
 */
export function SharedClipsScreen({ token }: { token: string }) {
  const { t } = useTranslation()
  const query = useQuery(sharedPlaylistQueryOptions(token))
  const playlist = query.error ? undefined : query.data
  const onDevice = playlist?.sources.filter((s) => s.source === 'file').length ?? 0
  const clips = playlist ? playableOf(playlist) : []

  return (
    <GuestPage width="wide" mainClassName="grid content-start gap-6 py-6" footnote={t('playlists.guest.sharedWith')}>
      {query.error ? (
        <GuestLinkUnavailable
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
          notFound={t('playlists.guest.notFound')}
          notFoundBody={t('playlists.guest.notFoundBody')}
          loadFailed={t('playlists.guest.loadFailed')}
        />
      ) : !playlist ? (
        <LoadingSpinner />
      ) : (
        <>
          <header className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{playlist.title}</h1>
            <p className="text-muted-foreground">{t('playlists.guest.subtitle', { count: clips.length })}</p>
          </header>
          {onDevice > 0 && (
            <p
              className="flex items-start gap-2 rounded-lg border border-border bg-card px-3 py-2 text-sm"
              data-testid="on-coach-device"
            >
              <HardDriveIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {t('playlists.guest.onCoachDevice', { count: onDevice })}
            </p>
          )}
          {playlist.truncated && (
            <p className="text-sm text-muted-foreground">
              {t('playlists.player.truncated', { count: playlist.clips.length })}
            </p>
          )}
          {clips.length === 0 ? (
            <EmptyState
              icon={FilmIcon}
              title={t('playlists.guest.noClips')}
              description={t('playlists.guest.noClipsBody')}
            />
          ) : (
            <PlaylistPlayer title={playlist.title} clips={clips} notes={playlist.notes} />
          )}
        </>
      )}
    </GuestPage>
  )
}
