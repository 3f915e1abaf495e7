import { Navigate, Outlet } from 'react-router'
import { useCurrentUser } from '@/lib/auth-session'

/** A coach viewer sees only Dashboard and Matches, so athlete and organization screens send them home. */
export function CoachOnlyRoute() {
  const user = useCurrentUser()
  if (user.coach_viewer) return <Navigate to="/dashboard" replace />
  return <Outlet />
}
