import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { createQueryClient } from '@/lib/query-client'
import { AppProvider } from './provider'
import { createAppRouter } from './router'

export function App() {
  // One client for the screens and the router, so a route can start its page's requests with its code.
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createAppRouter(queryClient))
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
