import { useState } from 'react'
import { NativeSelect } from '@/components/ui/native-select'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { UserMinusIcon, UsersIcon } from 'lucide-react'
import {
  ORGANIZATION_ROLES,
  type OrganizationDetail,
  type OrganizationMember,
  type OrganizationRole,
} from '@courtside/contracts'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { errorText } from '@/lib/error-text'
import { useCurrentUser } from '@/lib/auth-session'
import { useChangeRole, useRemoveMember } from '../api/use-organization-mutations'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { RoleBadge, useFormatDate } from './organization-badges'

/**
 * The Users tab: name, email, added date, role. Admins change roles and remove members (ADR 0025): only a
 * superadmin touches the superadmin role, and the last superadmin is neither demoted nor removed. Only admins get
 * the members' e-mail addresses (ADR 0051): without them the column is left out.
 */
export function UsersPanel({ organization }: { organization: OrganizationDetail }) {
  const { t } = useTranslation()
  const me = useCurrentUser()
  const formatDate = useFormatDate()
  const changeRole = useChangeRole(organization.id)
  const remove = useRemoveMember(organization.id)
  const [removing, setRemoving] = useState<OrganizationMember | null>(null)
  const actorRole = organization.role
  const isAdmin = actorRole === 'admin' || actorRole === 'superadmin'
  const superadmins = organization.users.filter((u) => u.role === 'superadmin').length
  const showEmails = organization.users.some((u) => u.email !== null)

  const canManage = (member: OrganizationMember) =>
    isAdmin && (member.role !== 'superadmin' || actorRole === 'superadmin')
  const isLastSuperadmin = (member: OrganizationMember) => member.role === 'superadmin' && superadmins <= 1
  const roleOptions = ORGANIZATION_ROLES.filter((role) => role !== 'superadmin' || actorRole === 'superadmin')

  const onRole = async (member: OrganizationMember, role: OrganizationRole) => {
    try {
      await changeRole.mutateAsync({ userId: member.id, role })
      toast.success(t('organizations.users.roleChanged', { name: member.name, role: t(`organizations.roles.${role}`) }))
    } catch (error) {
      toast.error(errorText(t, error, 'messages.anErrorOccurred'))
    }
  }

  const onRemove = async () => {
    if (!removing) return
    try {
      await remove.mutateAsync(removing.id)
      toast.success(t('organizations.users.removed', { name: removing.name }))
    } catch (error) {
      toast.error(errorText(t, error, 'messages.anErrorOccurred'))
    }
    setRemoving(null)
  }

  if (organization.users.length === 0) {
    return (
      <EmptyState
        icon={UsersIcon}
        title={t('organizations.users.emptyTitle')}
        description={t('organizations.users.emptyBody')}
      />
    )
  }

  const roleControl = (member: OrganizationMember) =>
    canManage(member) && !isLastSuperadmin(member) ? (
      <NativeSelect
        className="min-w-36 md:h-9"
        value={member.role}
        aria-label={t('organizations.users.roleOf', { name: member.name })}
        disabled={changeRole.isPending}
        onChange={(event) => void onRole(member, event.target.value as OrganizationRole)}
        data-testid={`role-select-${member.id}`}
      >
        {roleOptions.map((role) => (
          <option key={role} value={role}>
            {t(`organizations.roles.${role}`)}
          </option>
        ))}
      </NativeSelect>
    ) : (
      <RoleBadge role={member.role} />
    )

  const removeControl = (member: OrganizationMember) =>
    canManage(member) && member.id !== me.id && !isLastSuperadmin(member) ? (
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={() => setRemoving(member)}
        aria-label={t('organizations.users.removeNamed', { name: member.name })}
        data-testid={`remove-${member.id}`}
      >
        <UserMinusIcon aria-hidden="true" />
        <span className="md:sr-only lg:not-sr-only">{t('organizations.users.remove')}</span>
      </Button>
    ) : null

  return (
    <>
      <ul className="grid gap-2 md:hidden" data-testid="users-cards">
        {organization.users.map((member) => (
          <li key={member.id} className="grid gap-3 rounded-xl border border-border bg-card p-4">
            <div className="grid min-w-0 gap-0.5">
              <span className="truncate font-medium">{member.name}</span>
              {member.email !== null && <span className="truncate text-sm text-muted-foreground">{member.email}</span>}
              <span className="text-xs text-muted-foreground">
                {t('organizations.columns.added')}: {formatDate(member.added_at)}
              </span>
            </div>
            <div className="flex items-center justify-between gap-2">
              {roleControl(member)}
              {removeControl(member)}
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-xl border border-border md:block">
        <table className="w-full text-sm" data-testid="users-table">
          <caption className="sr-only">{t('organizations.tabs.users')}</caption>
          <thead className="bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('organizations.columns.name')}
              </th>
              {showEmails && (
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('organizations.columns.email')}
                </th>
              )}
              <th scope="col" className="px-4 py-3 font-medium">
                {t('organizations.columns.added')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('organizations.columns.role')}
              </th>
              {isAdmin && (
                <th scope="col" className="px-4 py-3 font-medium">
                  <span className="sr-only">{t('organizations.columns.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {organization.users.map((member) => (
              <tr key={member.id} className="border-t border-border" data-testid={`user-row-${member.id}`}>
                <td className="px-4 py-3 font-medium">{member.name}</td>
                {showEmails && <td className="px-4 py-3 text-muted-foreground">{member.email ?? '—'}</td>}
                <td className="px-4 py-3 text-muted-foreground tabular-nums">{formatDate(member.added_at)}</td>
                <td className="px-4 py-2">{roleControl(member)}</td>
                {isAdmin && <td className="px-4 py-2 text-right">{removeControl(member)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('organizations.users.removeTitle', { name: removing?.name ?? '' })}
        description={t('organizations.users.removeBody')}
        confirmLabel={t('organizations.users.remove')}
        busy={remove.isPending}
        onConfirm={() => void onRemove()}
        testId="remove-dialog"
      />
    </>
  )
}
