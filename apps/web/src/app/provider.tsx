import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { AppUpdatePrompt } from '@/components/app-update-prompt'
import { SessionProvider } from '@/lib/auth-session'
import { useTheme, watchSystemTheme } from '@/lib/theme'

const Toaster = lazy(() => import('@/components/app-toaster').then((m) => ({ default: m.AppToaster })))

/** What every screen relies on: the session and themed toasts. Server state is the routes' (layouts/query-layout). */
export function AppProvider({ children }: { children: ReactNode }) {
  const { preference } = useTheme()
  useEffect(() => watchSystemTheme(), [])

  return (
    <SessionProvider>
      {children}
      <AppUpdatePrompt />
      {/* SPEC §9 toast defaults: 4 s, 3 visible, 14 px gap (356 px is sonner's own width). */}
      <Suspense>
        <Toaster theme={preference} duration={4000} visibleToasts={3} gap={14} richColors closeButton={false} />
      </Suspense>
    </SessionProvider>
  )
}
