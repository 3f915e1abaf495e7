import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { AppUpdatePrompt } from '@/components/app-update-prompt'
import { SessionProvider } from '@/lib/auth-session'
import { createQueryClient } from '@/lib/query-client'
import { useTheme, watchSystemTheme } from '@/lib/theme'

const Toaster = lazy(() => import('@/components/app-toaster').then((m) => ({ default: m.AppToaster })))

/** Everything a screen relies on: server state, the session and themed toasts. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const { preference } = useTheme()
  useEffect(() => watchSystemTheme(), [])

  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {children}
        <AppUpdatePrompt />
        {/* SPEC §9 toast defaults: 4 s, 3 visible, 14 px gap (356 px is sonner's own width). */}
        <Suspense>
          <Toaster theme={preference} duration={4000} visibleToasts={3} gap={14} richColors closeButton={false} />
        </Suspense>
      </SessionProvider>
    </QueryClientProvider>
  )
}
