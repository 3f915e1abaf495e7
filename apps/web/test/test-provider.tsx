import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from '@/lib/query-client'
import { AppProvider as RealAppProvider } from '@/app/provider'

/** The app's providers with a fresh query client (the routes' QueryLayout), for rendering one component on its own. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <RealAppProvider>{children}</RealAppProvider>
    </QueryClientProvider>
  )
}
