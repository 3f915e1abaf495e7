import { Navigate, Outlet, useLocation } from 'react-router'
import { LoadingScreen } from '@/components/loading-screen'
import { useSession } from '@/lib/auth-session'

/** Protected group: a loading screen while the session is checked, guests go to /login. */
export function ProtectedRoute() {
  const { status } = useSession()
  const location = useLocation()
  if (status === 'loading') return <LoadingScreen />
  if (status === 'guest') return <Navigate to="/login" replace state={{ from: location.pathname }} />
  return <Outlet />
}
