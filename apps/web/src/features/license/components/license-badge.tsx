import { useTranslation } from 'react-i18next'
import { CrownIcon } from 'lucide-react'
import type { LicenseType } from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'

/** "Free" or "Pro"; the word carries the meaning, the colour only decorates it. */
export function LicenseBadge({ type, className }: { type: LicenseType; className?: string }) {
  const { t } = useTranslation()
  return (
    <Badge
      variant={type === 'pro' ? 'pro' : 'secondary'}
      className={className}
      data-testid="license-badge"
      data-license={type}
    >
      {type === 'pro' && <CrownIcon aria-hidden="true" />}
      {t(`license.type.${type}`)}
    </Badge>
  )
}
