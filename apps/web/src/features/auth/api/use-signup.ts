import { useMutation } from '@tanstack/react-query'
import { type RegisterInput, type User } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { requestEndpoint } from '@/lib/api/call-endpoint'
import { useSession } from '@/lib/auth-session'
import { requireTokenFromHeaders } from '@/lib/auth-token'
import { setOrganizationScope } from '@/lib/organization-scope'
import { authKeys } from './auth-keys'

/** POST /api/v2/auth/register → token header → current user. */
export function useSignup() {
  const { startSession } = useSession()
  return useMutation<User, Error, RegisterInput>({
    mutationKey: authKeys.signup(),
    mutationFn: async (input) => {
      const { headers } = await requestEndpoint(endpoints.register, { body: { user: input } })
      const user = await startSession(requireTokenFromHeaders(headers))
      // A new account starts in its own space, not in an organization another user scoped this device to.
      setOrganizationScope(null)
      return user
    },
  })
}
