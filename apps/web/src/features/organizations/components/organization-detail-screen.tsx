import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { ArrowLeftIcon, Building2Icon, LogOutIcon, UsersRoundIcon } from 'lucide-react'
import type { OrganizationDetail } from '@courtside/contracts'
import { QueryErrorView } from '@/components/query-error-view'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { ApiError } from '@/lib/api-error'
import { errorText } from '@/lib/error-text'
import { organizationQueryOptions } from '../api/organization-queries'
import { useDisconnect } from '../api/use-organization-mutations'
import { ApiKeysPanel } from './api-keys-panel'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { CoachStatusBadge, RoleBadge, useFormatDate } from './organization-badges'
import { CourtsCard } from './courts-card'
import { PlayersPanel } from './players-panel'
import { RequestsPanel } from './requests-panel'
import { UsersPanel } from './users-panel'
import { Fact } from './fact'
import { LoadingBlock } from '@/components/loading-block'

const isAdminRole = (role: OrganizationDetail['role']) => role === 'admin' || role === 'superadmin'

/** /organizations/:id: the organization's facts; Users and Players tabs; Requests and API keys for admins. */
export function OrganizationDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation()
  const query = useQuery(organizationQueryOptions(id))

  if (query.isPending) {
    return (
      <LoadingBlock className="grid gap-4">
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </LoadingBlock>
    )
  }
  if (query.isError) {
    return (
      <QueryErrorView
        query={query}
        headingLevel={1}
        title={t('messages.failedToLoadOrganizations')}
        notFound={{
          icon: Building2Icon,
          title: t('messages.notFound'),
          description: t('organizations.detail.notFoundBody'),
          action: (
            <Button asChild variant="outline">
              <Link to="/organizations">{t('organizations.detail.back')}</Link>
            </Button>
          ),
        }}
      />
    )
  }
  return <OrganizationDetailView organization={query.data} />
}

function OrganizationDetailView({ organization }: { organization: OrganizationDetail }) {
  const { t } = useTranslation()
  const formatDate = useFormatDate()
  const admin = isAdminRole(organization.role)
  const [tab, setTab] = useState('users')

  return (
    <div className="grid gap-6">
      <Link
        to="/organizations"
        className="inline-flex min-h-11 items-center gap-1 self-start rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50 md:min-h-8"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t('organizations.detail.back')}
      </Link>
      <header className="grid gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h1
              className="text-2xl font-semibold tracking-tight break-words sm:text-3xl"
              data-testid="organization-name"
            >
              {organization.name}
            </h1>
            <p className="font-mono text-sm text-muted-foreground">{organization.subdomain}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <CoachStatusBadge status={organization.coach_status} />
            <RoleBadge role={organization.role} />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
          <Fact label={t('organizations.facts.players')} value={String(organization.player_count)} />
          <Fact label={t('organizations.facts.members')} value={String(organization.users.length)} />
          <Fact
            label={t('organizations.facts.license')}
            value={t(`organizations.license.${organization.license_status}`, {
              defaultValue: organization.license_status,
            })}
          />
          <Fact label={t('organizations.facts.created')} value={formatDate(organization.created_at)} />
        </dl>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={`/organizations/${organization.id}/social`} data-testid="social-evenings-link">
            <UsersRoundIcon aria-hidden="true" />
            {t('social.link')}
          </Link>
        </Button>
        <DisconnectAction organization={organization} />
      </header>

      <CourtsCard organizationId={organization.id} organizationName={organization.name} admin={admin} />

      <Tabs value={tab} onValueChange={setTab}>
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList aria-label={t('organizations.detail.sections')}>
            <TabsTrigger value="users" data-testid="tab-users">
              {t('organizations.tabs.users')}
            </TabsTrigger>
            <TabsTrigger value="players" data-testid="tab-players">
              {t('organizations.tabs.players')}
            </TabsTrigger>
            {admin && (
              <TabsTrigger value="requests" data-testid="tab-requests">
                {t('organizations.tabs.requests')}
              </TabsTrigger>
            )}
            {admin && (
              <TabsTrigger value="api-keys" data-testid="tab-api-keys">
                {t('organizations.tabs.apiKeys')}
              </TabsTrigger>
            )}
          </TabsList>
        </div>
        <TabsContent value="users">
          <UsersPanel organization={organization} />
        </TabsContent>
        <TabsContent value="players">
          <PlayersPanel organization={organization} />
        </TabsContent>
        {admin && (
          <TabsContent value="requests">
            <RequestsPanel organizationId={organization.id} />
          </TabsContent>
        )}
        {admin && (
          <TabsContent value="api-keys">
            <ApiKeysPanel organizationId={organization.id} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  )
}

/** Disconnect with a confirmation; the last superadmin is told why they cannot (the API refuses it too). */
function DisconnectAction({ organization }: { organization: OrganizationDetail }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const disconnect = useDisconnect()
  const [open, setOpen] = useState(false)
  const superadmins = organization.users.filter((u) => u.role === 'superadmin').length
  const lastSuperadmin = organization.role === 'superadmin' && superadmins <= 1

  const confirm = async () => {
    try {
      await disconnect.mutateAsync(organization.id)
      setOpen(false)
      toast.success(t('organizations.detail.disconnected', { name: organization.name }))
      void navigate('/organizations')
    } catch (error) {
      setOpen(false)
      const detail = error instanceof ApiError && error.status === 409 ? errorText(t, error) : undefined
      toast.error(t('messages.disconnectFailed'), detail ? { description: detail } : undefined)
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4">
      <p className="text-sm text-muted-foreground">
        {lastSuperadmin ? t('organizations.detail.onlySuperadmin') : t('organizations.detail.disconnectHint')}
      </p>
      <Button
        variant="outline"
        disabled={lastSuperadmin}
        onClick={() => setOpen(true)}
        data-testid="disconnect"
        className="text-destructive hover:text-destructive"
      >
        <LogOutIcon aria-hidden="true" />
        {t('organizations.detail.disconnect')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('organizations.detail.disconnectTitle', { name: organization.name })}
        description={t('organizations.detail.disconnectBody')}
        confirmLabel={t('organizations.detail.disconnect')}
        busy={disconnect.isPending}
        onConfirm={() => void confirm()}
        testId="disconnect-dialog"
      />
    </div>
  )
}
