import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { createQueryClient } from '@/lib/query-client'

let appClient: QueryClient | undefined

/** The app's one query client, made when the first screen that needs one loads (never for the login alone). */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient()
  return appClient
}

/**
 * Server state for the screens under it: every route but the guest's first screen and the static pages, so
 * TanStack Query is not in the first download (ADR 0042). Every instance holds the same client.
 */
export function QueryLayout({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  )
}
