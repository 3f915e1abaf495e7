import { useParams } from 'react-router'
import { SocialSessionsScreen } from '@/features/social-sessions/components/social-sessions-screen'

export function SocialSessionsPage() {
  const { id } = useParams()
  const organizationId = Number(id)
  return <SocialSessionsScreen key={organizationId} organizationId={organizationId} />
}
