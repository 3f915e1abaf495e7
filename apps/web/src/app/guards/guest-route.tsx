import { Navigate, Outlet, useLocation } from 'react-router'
import { LoadingScreen } from '@/components/loading-screen'
import { useSession } from '@/lib/auth-session'
import { returnPath } from '@/lib/return-path'

/**
 * Guest-only group: a signed-in coach has nothing to do on the sign-in screens, so they go where they were sent
 * away from (a court's QR start, a match link), else to the dashboard.
 */
export function GuestRoute() {
  const { status } = useSession()
  const location = useLocation()
  if (status === 'loading') return <LoadingScreen />
  if (status === 'authenticated') return <Navigate to={returnPath(location.state)} replace />
  return <Outlet />
}
