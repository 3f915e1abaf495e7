import { OrganizationsScreen } from '@/features/organizations/components/organizations-screen'

export function OrganizationsPage() {
  return <OrganizationsScreen />
}
