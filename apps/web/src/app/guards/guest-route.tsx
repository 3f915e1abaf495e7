import { Navigate, Outlet } from 'react-router'
import { LoadingScreen } from '@/components/loading-screen'
import { useSession } from '@/lib/auth-session'

/** Guest-only group: a signed-in coach has nothing to do on the sign-in screens, so they go to the dashboard. */
export function GuestRoute() {
  const { status } = useSession()
  if (status === 'loading') return <LoadingScreen />
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />
  return <Outlet />
}
