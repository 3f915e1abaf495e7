import { useMutation } from '@tanstack/react-query'
import { type ResetPasswordInput, type User } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { requestEndpoint } from '@/lib/api/call-endpoint'
import { useSession } from '@/lib/auth-session'
import { requireTokenFromHeaders } from '@/lib/auth-token'
import { authKeys } from './auth-keys'

/** POST /api/v2/auth/reset_password → token header → current user: the reset also signs in. */
export function useResetPassword() {
  const { startSession } = useSession()
  return useMutation<User, Error, ResetPasswordInput>({
    mutationKey: authKeys.resetPassword(),
    mutationFn: async (input) => {
      const { headers } = await requestEndpoint(endpoints.resetPassword, { body: { user: input } })
      return startSession(requireTokenFromHeaders(headers))
    },
  })
}
