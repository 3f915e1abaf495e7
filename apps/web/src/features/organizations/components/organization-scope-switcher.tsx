import { useEffect, useId } from 'react'
import { NativeSelect } from '@/components/ui/native-select'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { setOrganizationScope, useOrganizationScope } from '@/lib/organization-scope'
import { cn } from '@/lib/cn'
import { organizationListQueryOptions } from '../api/organization-queries'

/**
 * The visible switcher of the login organization scope: which organization the match list, the
 * dashboard and the wizard's default are narrowed to, or all of them. Only connected organizations are offered.
 */
export function OrganizationScopeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation()
  const id = useId()
  const scope = useOrganizationScope()
  const query = useQuery(organizationListQueryOptions())
  const connected = (query.data?.organizations ?? []).filter((o) => o.coach_status === 'connected')
  const current = scope
    ? connected.find((o) =>
        scope.id ? o.id === scope.id : o.subdomain.toLowerCase() === scope.subdomain.toLowerCase(),
      )
    : undefined

  // A scope remembered before ids were known (or from the login form) gets its id once the list arrives.
  useEffect(() => {
    if (scope && !scope.id && current) {
      setOrganizationScope({ subdomain: current.subdomain, name: current.name, id: current.id })
    }
  }, [scope, current])

  if (connected.length < 2 && !scope) return null

  return (
    <div className={cn('grid gap-1', className)} data-testid="organization-scope">
      <label htmlFor={id} className="px-1 text-xs font-medium text-muted-foreground">
        {t('organizations.scope.label')}
      </label>
      <NativeSelect
        id={id}
        className="truncate px-2 md:h-9"
        value={current ? String(current.id) : 'all'}
        onChange={(event) => {
          const chosen = connected.find((o) => String(o.id) === event.target.value)
          setOrganizationScope(chosen ? { subdomain: chosen.subdomain, name: chosen.name, id: chosen.id } : null)
        }}
        data-testid="organization-scope-select"
      >
        <option value="all">{t('organizations.scope.all')}</option>
        {connected.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
