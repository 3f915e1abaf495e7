import { useMutation } from '@tanstack/react-query'
import { loginResponseSchema, type LoginInput, type User } from '@courtside/contracts'
import { apiRequest } from '@/lib/api-client'
import { useSession } from '@/lib/auth-session'
import { requireTokenFromHeaders } from '@/lib/auth-token'
import { setOrganizationScope } from '@/lib/organization-scope'
import { authKeys } from './auth-keys'

/** POST /login.json → token from the Authorization header → current user (SPEC §4, §7). */
export function useLogin() {
  const { startSession } = useSession()
  return useMutation<User, Error, LoginInput>({
    mutationKey: authKeys.login(),
    mutationFn: async ({ email, password, organization }) => {
      const subdomain = organization?.trim() || undefined
      const { data, headers } = await apiRequest('/login.json', {
        method: 'POST',
        body: { user: subdomain ? { email, password, organization: subdomain } : { email, password } },
        schema: loginResponseSchema,
      })
      const user = await startSession(requireTokenFromHeaders(headers))
      setOrganizationScope(subdomain ? { subdomain, name: data.organization?.name, id: data.organization?.id } : null)
      return user
    },
  })
}
