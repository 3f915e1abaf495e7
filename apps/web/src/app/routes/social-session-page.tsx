import { useParams } from 'react-router'
import { SocialSessionScreen } from '@/features/social-sessions/components/social-session-screen'

export function SocialSessionPage() {
  const { id, sessionId } = useParams()
  const organizationId = Number(id)
  const session = Number(sessionId)
  return (
    <SocialSessionScreen key={`${organizationId}-${session}`} organizationId={organizationId} sessionId={session} />
  )
}
