import { useMutation } from '@tanstack/react-query'
import { z } from 'zod/mini'
import type { RegisterInput, User } from '@courtside/contracts'
import { apiRequest } from '@/lib/api-client'
import { useSession } from '@/lib/auth-session'
import { requireTokenFromHeaders } from '@/lib/auth-token'
import { setOrganizationScope } from '@/lib/organization-scope'
import { authKeys } from './auth-keys'

const registerResponseSchema = z.object({ user: z.looseObject({ email: z.string() }) })

/** POST /api/v2/auth/register → token header → current user. */
export function useSignup() {
  const { startSession } = useSession()
  return useMutation<User, Error, RegisterInput>({
    mutationKey: authKeys.signup(),
    mutationFn: async (input) => {
      const { headers } = await apiRequest('/api/v2/auth/register', {
        method: 'POST',
        body: { user: input },
        schema: registerResponseSchema,
      })
      const user = await startSession(requireTokenFromHeaders(headers))
      // A new account starts in its own space, not in an organization another user scoped this device to.
      setOrganizationScope(null)
      return user
    },
  })
}
