import { LoadingBlock } from '@/components/loading-block'
import { Skeleton } from '@/components/ui/skeleton'
import { UpgradeButton } from '@/components/upgrade-button'
import { canUpgrade, providedByServer } from '../lib/billing-state'
import { useCurrentLicense } from '../hooks/use-current-license'
import { LicenseBadge } from './license-badge'
import { LicenseUsage } from './license-usage'
import { ProvidedByServer } from './provided-by-server'

/** The sidebar footer's licence badge and compact meters; silent when the licence cannot be loaded. */
export function SidebarLicenseBadge() {
  const { data: license } = useCurrentLicense()
  if (!license) return null
  return <LicenseBadge type={license.license_type} />
}

export function SidebarLicenseMeters() {
  const { data: license, isPending } = useCurrentLicense()
  if (isPending) {
    return (
      <LoadingBlock className="grid gap-2">
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-1.5 w-full" />
      </LoadingBlock>
    )
  }
  if (!license) return null
  return (
    <div className="grid gap-2">
      <LicenseUsage license={license} compact />
      {providedByServer(license) && <ProvidedByServer compact />}
      {canUpgrade(license) && <UpgradeButton size="sm" variant="outline" className="w-full" />}
    </div>
  )
}
