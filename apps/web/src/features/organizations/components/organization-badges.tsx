import { intlLocaleOf } from '@courtside/contracts'
import { useTranslation } from 'react-i18next'
import type { CoachStatus, OrganizationRole } from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'

/** The user's role in an organization (superadmin, admin, coach, viewer). */
export function RoleBadge({ role }: { role: OrganizationRole | null }) {
  const { t } = useTranslation()
  if (!role) return null
  return (
    <Badge variant={role === 'superadmin' || role === 'admin' ? 'secondary' : 'outline'} data-testid="role-badge">
      {t(`organizations.roles.${role}`)}
    </Badge>
  )
}

/** Coach status: connected, pending, none. */
export function CoachStatusBadge({ status }: { status: CoachStatus }) {
  const { t } = useTranslation()
  return (
    <Badge
      variant={status === 'pending' ? 'warning' : status === 'connected' ? 'default' : 'outline'}
      data-testid="coach-status"
    >
      {t(`organizations.status.${status}`)}
    </Badge>
  )
}

/** A date-time as a date in the reader's language. */
export function useFormatDate() {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(intlLocaleOf(i18n.language), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  })
  return (value: string) => {
    const date = new Date(value)
    return Number.isNaN(date.getTime()) ? value : format.format(date)
  }
}
