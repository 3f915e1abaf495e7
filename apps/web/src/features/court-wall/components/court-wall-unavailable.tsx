import { useTranslation } from 'react-i18next'
import { Link2Off, RotateCwIcon } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { QueryErrorView } from '@/components/query-error-view'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-error'

/**
 * Why the wall shows no courts: a link that opens nothing (replaced or ended by the club; a retry reads it once
 * more, for a screen left on through a network change), or a failure to load, with a retry.
 */
export function CourtWallUnavailable({
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
        title={t('courtWall.notFound')}
        description={t('courtWall.notFoundBody')}
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
      title={t('courtWall.loadFailed')}
    />
  )
}
