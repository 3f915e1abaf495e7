import { useTranslation } from 'react-i18next'
import { Link2Off, RotateCwIcon } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { QueryErrorView } from '@/components/query-error-view'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-error'

export interface GuestLinkUnavailableProps {
  error: unknown
  retrying: boolean
  onRetry: () => void
  /** The screen's own words: the link opens nothing (404), and anything else went wrong. */
  notFound: string
  notFoundBody: string
  loadFailed: string
}

/**
 * Why a guest's link (a court wall, a shared playlist) shows nothing: a link that was ended or replaced (404; a
 * retry reads it once more, for a screen left on through a network change), or a failure to load, with a retry.
 */
export function GuestLinkUnavailable({
  error,
  retrying,
  onRetry,
  notFound,
  notFoundBody,
  loadFailed,
}: GuestLinkUnavailableProps) {
  const { t } = useTranslation()
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon={Link2Off}
        headingLevel={1}
        title={notFound}
        description={notFoundBody}
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
    <QueryErrorView query={{ error, refetch: onRetry, isFetching: retrying }} headingLevel={1} title={loadFailed} />
  )
}
