import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { Building2Icon, ChevronRightIcon, LinkIcon, PlusIcon } from 'lucide-react'
import type { OrganizationSummary } from '@courtside/contracts'
import { EmptyState } from '@/components/empty-state'
import { QueryErrorView } from '@/components/query-error-view'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { organizationListQueryOptions } from '../api/organization-queries'
import { useDisconnect } from '../api/use-organization-mutations'
import { ConnectOrganizationDialog } from './connect-organization-dialog'
import { CreateOrganizationDialog } from './create-organization-dialog'
import { CoachStatusBadge, RoleBadge, useFormatDate } from './organization-badges'
import { Fact } from './fact'
import { CardListSkeleton } from '@/components/card-list-skeleton'

/** /organizations: the user's organizations and requests, creating one, and asking to join one. */
export function OrganizationsScreen() {
  const { t } = useTranslation()
  const query = useQuery(organizationListQueryOptions())
  const [createOpen, setCreateOpen] = useState(false)
  const [connectOpen, setConnectOpen] = useState(false)
  const organizations = query.data?.organizations ?? []

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('organizations.list.title')}
        subtitle={t('organizations.list.subtitle')}
        action={
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <Button
              variant="outline"
              className="flex-1 sm:flex-none"
              onClick={() => setConnectOpen(true)}
              data-testid="open-connect"
            >
              <LinkIcon aria-hidden="true" />
              {t('organizations.connect.open')}
            </Button>
            <Button className="flex-1 sm:flex-none" onClick={() => setCreateOpen(true)} data-testid="open-create">
              <PlusIcon aria-hidden="true" />
              {t('organizations.create.open')}
            </Button>
          </div>
        }
      />

      {query.isPending ? (
        <CardListSkeleton cardClassName="h-28" />
      ) : query.isError ? (
        <QueryErrorView query={query} title={t('messages.failedToLoadOrganizations')} />
      ) : organizations.length === 0 ? (
        <EmptyState
          icon={Building2Icon}
          title={t('organizations.list.emptyTitle')}
          description={t('organizations.list.emptyBody')}
          action={
            <Button onClick={() => setConnectOpen(true)}>
              <LinkIcon aria-hidden="true" />
              {t('organizations.connect.open')}
            </Button>
          }
        />
      ) : (
        <>
          <ul className="grid gap-3 lg:grid-cols-2" data-testid="organizations-list">
            {organizations.map((organization) => (
              <OrganizationCard key={organization.id} organization={organization} />
            ))}
          </ul>
          {organizations.length === 1 && organizations[0]!.coach_status === 'connected' && (
            <p className="text-sm text-muted-foreground" data-testid="organizations-hint">
              {t('organizations.list.onlyPersonalHint')}
            </p>
          )}
        </>
      )}

      <CreateOrganizationDialog open={createOpen} onOpenChange={setCreateOpen} />
      <ConnectOrganizationDialog open={connectOpen} onOpenChange={setConnectOpen} />
    </div>
  )
}

function OrganizationCard({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation()
  const formatDate = useFormatDate()
  const disconnect = useDisconnect()
  const pending = organization.coach_status === 'pending'

  const cancel = async () => {
    try {
      await disconnect.mutateAsync(organization.id)
      toast.success(t('organizations.list.cancelled', { name: organization.name }))
    } catch {
      toast.error(t('messages.disconnectFailed'))
    }
  }

  const facts = (
    <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-sm">
      <Fact label={t('organizations.facts.players')} value={String(organization.player_count)} />
      <Fact
        label={t('organizations.facts.license')}
        value={t(`organizations.license.${organization.license_status}`, { defaultValue: organization.license_status })}
      />
      <Fact label={t('organizations.facts.created')} value={formatDate(organization.created_at)} />
    </dl>
  )

  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm"
      data-testid={`organization-${organization.subdomain}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 className="truncate text-lg font-semibold tracking-tight">
            {pending ? (
              organization.name
            ) : (
              <Link
                to={`/organizations/${organization.id}`}
                className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50"
              >
                {organization.name}
              </Link>
            )}
          </h2>
          <p className="truncate font-mono text-sm text-muted-foreground">{organization.subdomain}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <CoachStatusBadge status={organization.coach_status} />
          {!pending && <RoleBadge role={organization.role} />}
        </div>
      </div>
      {facts}
      {pending ? (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          <p className="text-sm text-muted-foreground">{t('organizations.list.pendingHint')}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={disconnect.isPending}
            onClick={() => void cancel()}
            data-testid="cancel-request"
          >
            {t('organizations.list.cancelRequest')}
          </Button>
        </div>
      ) : (
        <Link
          to={`/organizations/${organization.id}`}
          className="-mb-1 inline-flex min-h-11 items-center gap-1 self-start rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50 md:min-h-8"
          aria-label={t('organizations.list.openNamed', { name: organization.name })}
        >
          {t('organizations.list.open')}
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </Link>
      )}
    </li>
  )
}
