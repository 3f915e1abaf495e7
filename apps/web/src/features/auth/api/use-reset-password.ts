import { useMutation } from '@tanstack/react-query'
import { z } from 'zod/mini'
import type { ResetPasswordInput, User } from '@courtside/contracts'
import { apiRequest } from '@/lib/api-client'
import { useSession } from '@/lib/auth-session'
import { requireTokenFromHeaders } from '@/lib/auth-token'
import { authKeys } from './auth-keys'

const resetResponseSchema = z.object({ user: z.looseObject({ email: z.string() }) })

/** POST /api/v2/auth/reset_password → token header → current user: the reset also signs in. */
export function useResetPassword() {
  const { startSession } = useSession()
  return useMutation<User, Error, ResetPasswordInput>({
    mutationKey: authKeys.resetPassword(),
    mutationFn: async (input) => {
      const { headers } = await apiRequest('/api/v2/auth/reset_password', {
        method: 'POST',
        body: { user: input },
        schema: resetResponseSchema,
      })
      return startSession(requireTokenFromHeaders(headers))
    },
  })
}
