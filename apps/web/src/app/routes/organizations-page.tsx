import { Building2Icon } from 'lucide-react'
import { PlaceholderPage } from './placeholder-page'

export function OrganizationsPage() {
  return <PlaceholderPage section="organizations" icon={Building2Icon} />
}
