import { useCallback } from 'react'
import type { LoginInput, User } from '@courtside/contracts'
import { requestEndpoint } from '@/lib/api/call-endpoint'
import { loginEndpoint } from '@/lib/api/session-endpoints'
import { useSession } from '@/lib/auth-session'
import { requireTokenFromHeaders } from '@/lib/auth-token'
import { setOrganizationScope } from '@/lib/organization-scope'

/**
 * POST /login.json → token from the Authorization header → current user. A plain call, not a query
 * mutation: the login is the guest's first screen and TanStack Query is not in its download (ADR 0042).
 */
export function useLogin(): (input: LoginInput) => Promise<User> {
  const { startSession } = useSession()
  return useCallback(
    async ({ email, password, organization }) => {
      const subdomain = organization?.trim() || undefined
      const { data, headers } = await requestEndpoint(loginEndpoint, {
        body: { user: subdomain ? { email, password, organization: subdomain } : { email, password } },
      })
      const user = await startSession(requireTokenFromHeaders(headers))
      setOrganizationScope(subdomain ? { subdomain, name: data.organization?.name, id: data.organization?.id } : null)
      return user
    },
    [startSession],
  )
}
