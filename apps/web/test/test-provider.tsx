import type { ReactNode } from 'react'
import { createQueryClient } from '@/lib/query-client'
import { AppProvider as RealAppProvider } from '@/app/provider'

/** The app's providers with a fresh query client, for rendering one component on its own. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <RealAppProvider queryClient={createQueryClient()}>{children}</RealAppProvider>
}
