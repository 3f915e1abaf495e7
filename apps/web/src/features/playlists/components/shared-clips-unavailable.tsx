import { useTranslation } from 'react-i18next'
import { Link2Off, RotateCwIcon } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { QueryErrorView } from '@/components/query-error-view'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-error'

/** Why a shared playlist does not open: a link that was ended or replaced by the coach, or a failure to load. */
export function SharedClipsUnavailable({
  error,
  retrying,
  onRetry,
}: {
  error: unknown
  retrying: boolean
  onRetry: () => void
}) {
  const { t } = useTranslation()
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon={Link2Off}
        headingLevel={1}
        title={t('playlists.guest.notFound')}
        description={t('playlists.guest.notFoundBody')}
        action={
          <Button variant="outline" onClick={onRetry} disabled={retrying}>
            {retrying ? <Spinner /> : <RotateCwIcon aria-hidden="true" />}
            {t('queryError.retry')}
          </Button>
        }
      />
    )
  }
  return (
    <QueryErrorView
      query={{ error, refetch: onRetry, isFetching: retrying }}
      headingLevel={1}
      title={t('playlists.guest.loadFailed')}
    />
  )
}
