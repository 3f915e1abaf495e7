import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeftIcon, ChevronRightIcon, PlusIcon, UsersRoundIcon } from 'lucide-react'
import type { SocialSessionSummary } from '@courtside/contracts'
import { EmptyState } from '@/components/empty-state'
import { CardListSkeleton } from '@/components/card-list-skeleton'
import { PageHeader } from '@/components/page-header'
import { Pagination } from '@/components/pagination'
import { QueryErrorView } from '@/components/query-error-view'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/lib/auth-session'
import { SOCIAL_SESSIONS_PER_PAGE, socialSessionListQueryOptions } from '@/lib/queries/social-session-queries'
import { useFormatDate } from '../lib/use-format-date'
import { NewEveningDialog } from './new-evening-dialog'

const linkClass =
  'inline-flex min-h-11 items-center gap-1 self-start rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50 md:min-h-8'

/** /organizations/:id/social: the organization's social evenings, newest first, and "New evening". */
export function SocialSessionsScreen({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const [page, setPage] = useState(1)
  const [creating, setCreating] = useState(false)
  const query = useQuery(socialSessionListQueryOptions(organizationId, page))
  // A coach viewer account may follow an evening and enter results, but not start one.
  const canStart = !user.coach_viewer
  const open = () => setCreating(true)
  const newButton = canStart && (
    <Button onClick={open} data-testid="new-evening">
      <PlusIcon aria-hidden="true" />
      {t('social.list.new')}
    </Button>
  )

  return (
    <div className="grid gap-6">
      <Link to={`/organizations/${organizationId}`} className={linkClass}>
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t('social.list.back')}
      </Link>
      <PageHeader title={t('social.list.title')} subtitle={t('social.list.subtitle')} action={newButton} />
      {query.isPending ? (
        <CardListSkeleton />
      ) : query.isError ? (
        <QueryErrorView
          query={query}
          title={t('social.list.loadFailed')}
          notFound={{
            icon: UsersRoundIcon,
            title: t('messages.notFound'),
            description: t('social.list.notFoundBody'),
          }}
        />
      ) : query.data.social_sessions.length === 0 ? (
        <EmptyState
          icon={UsersRoundIcon}
          title={t('social.list.emptyTitle')}
          description={t('social.list.emptyBody')}
          action={newButton}
        />
      ) : (
        <>
          <ul className="grid gap-3 lg:grid-cols-2" data-testid="social-sessions-list">
            {query.data.social_sessions.map((session) => (
              <SessionItem key={session.id} organizationId={organizationId} session={session} />
            ))}
          </ul>
          <Pagination
            page={page}
            perPage={SOCIAL_SESSIONS_PER_PAGE}
            total={query.data.meta.total}
            onPageChange={setPage}
            label={t('social.list.pages')}
          />
        </>
      )}
      <NewEveningDialog organizationId={organizationId} open={creating} onOpenChange={setCreating} />
    </div>
  )
}

function SessionItem({ organizationId, session }: { organizationId: number; session: SocialSessionSummary }) {
  const { t } = useTranslation()
  const formatDate = useFormatDate()
  return (
    <li className="relative flex items-center gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm transition-colors focus-within:ring-3 focus-within:ring-ring/50 hover:bg-accent/40 sm:p-5">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 truncate text-lg font-semibold tracking-tight">
            {/* The whole card is the link's target; the name is its text. */}
            <Link
              to={`/organizations/${organizationId}/social/${session.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl"
            >
              {session.name}
            </Link>
          </h2>
          <Badge variant="secondary">{t(`social.format.${session.format}`)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {[
            formatDate(session.created_at),
            t('social.list.players', { count: session.players_count }),
            t('social.list.rounds', { count: session.rounds_count }),
          ].join(' · ')}
        </p>
      </div>
      <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
    </li>
  )
}
