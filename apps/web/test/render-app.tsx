import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { createQueryClient } from '@/lib/query-client'
// Tests drive the real route table through its public surface, like the browser does.
import { AppProvider } from '@/app/provider'
import { createRoutes } from '@/app/router'

/** Renders the whole app (providers, guards, layouts) at `path`, with retries off so failures show at once. */
export function renderApp(path: string) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] })
  const utils = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { ...utils, router, queryClient }
}
