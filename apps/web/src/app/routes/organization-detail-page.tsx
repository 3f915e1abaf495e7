import { useParams } from 'react-router'
import { OrganizationDetailScreen } from '@/features/organizations/components/organization-detail-screen'

export function OrganizationDetailPage() {
  const { id } = useParams()
  const organizationId = Number(id)
  return <OrganizationDetailScreen key={organizationId} id={organizationId} />
}
