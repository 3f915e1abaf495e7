import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { AppUpdatePrompt } from '@/components/app-update-prompt'
import type { AppToaster } from '@/components/app-toaster'
import { afterLoad } from '@/lib/after-load'
import { SessionProvider } from '@/lib/auth-session'
import { onToasterWanted } from '@/lib/toast'
import { useTheme, watchSystemTheme } from '@/lib/theme'

// A chunk that cannot load (offline before the page was idle, with no copy on the device) must not take the whole
// app down with it: no error boundary sits above this, so a failed import would blank the recorder. No toasts then.
const Toaster = lazy(() =>
  import('@/components/app-toaster').then(
    (m) => ({ default: m.AppToaster }),
    (): { default: ComponentType<ComponentProps<typeof AppToaster>> } => ({ default: () => null }),
  ),
)

/** What every screen relies on: the session and themed toasts. Server state is the routes' (layouts/query-layout). */
export function AppProvider({ children }: { children: ReactNode }) {
  const { preference } = useTheme()
  useEffect(() => watchSystemTheme(), [])
  // sonner is not needed for the first paint: the Toaster mounts once the page is idle, or when a toast comes first.
  const [toaster, setToaster] = useState(false)
  useEffect(() => {
    const show = () => setToaster(true)
    const cancel = afterLoad(show)
    const unsubscribe = onToasterWanted(show)
    return () => {
      cancel()
      unsubscribe()
    }
  }, [])

  return (
    <SessionProvider>
      {children}
      <AppUpdatePrompt />
      {/* Toast defaults: 4 s, 3 visible, 14 px gap (356 px is sonner's own width). */}
      {toaster && (
        <Suspense>
          <Toaster theme={preference} duration={4000} visibleToasts={3} gap={14} richColors closeButton={false} />
        </Suspense>
      )}
    </SessionProvider>
  )
}
