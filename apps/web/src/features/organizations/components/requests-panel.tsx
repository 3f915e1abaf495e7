import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { CheckIcon, InboxIcon, XIcon } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { QueryErrorView } from '@/components/query-error-view'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { errorText } from '@/lib/error-text'
import { connectRequestsQueryOptions } from '../api/organization-queries'
import { useDecideRequest } from '../api/use-organization-mutations'
import { useFormatDate } from './organization-badges'

/** The Requests tab (admins): pending connect requests to approve (member as coach) or decline. */
export function RequestsPanel({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation()
  const formatDate = useFormatDate()
  const query = useQuery(connectRequestsQueryOptions(organizationId))
  const decide = useDecideRequest(organizationId)

  const onDecide = async (requestId: number, name: string, decision: 'approve' | 'decline') => {
    try {
      await decide.mutateAsync({ requestId, decision })
      toast.success(t(`organizations.requests.${decision}d`, { name }))
    } catch (error) {
      toast.error(errorText(t, error, 'messages.anErrorOccurred'))
    }
  }

  if (query.isPending) return <Skeleton className="h-24 w-full rounded-xl" />
  if (query.isError) return <QueryErrorView query={query} title={t('messages.failedToLoadOrganizations')} />
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={InboxIcon}
        title={t('organizations.requests.emptyTitle')}
        description={t('organizations.requests.emptyBody')}
      />
    )
  }
  return (
    <ul className="grid gap-2" data-testid="requests-list">
      {query.data.map((request) => (
        <li
          key={request.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3"
          data-testid={`request-${request.id}`}
        >
          <div className="grid min-w-0 gap-0.5">
            <span className="truncate font-medium">{request.user.name}</span>
            <span className="truncate text-sm text-muted-foreground">{request.user.email}</span>
            <span className="text-xs text-muted-foreground">
              {t('organizations.requests.askedOn', { date: formatDate(request.created_at) })}
            </span>
          </div>
          <div className="flex w-full gap-2 sm:w-auto">
            <Button
              variant="outline"
              className="flex-1 sm:flex-none"
              disabled={decide.isPending}
              onClick={() => void onDecide(request.id, request.user.name, 'decline')}
              aria-label={t('organizations.requests.declineNamed', { name: request.user.name })}
              data-testid="decline-request"
            >
              <XIcon aria-hidden="true" />
              {t('organizations.requests.decline')}
            </Button>
            <Button
              className="flex-1 sm:flex-none"
              disabled={decide.isPending}
              onClick={() => void onDecide(request.id, request.user.name, 'approve')}
              aria-label={t('organizations.requests.approveNamed', { name: request.user.name })}
              data-testid="approve-request"
            >
              <CheckIcon aria-hidden="true" />
              {t('organizations.requests.approve')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
