import { Building2Icon } from 'lucide-react'
import { PlaceholderPage } from './placeholder-page'

export function OrganizationDetailPage() {
  return <PlaceholderPage section="organizationDetail" icon={Building2Icon} />
}
