import { useMutation } from '@tanstack/react-query'
import { type ForgotPasswordInput } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { authKeys } from './auth-keys'

/** POST /api/v2/auth/forgot_password → `{message}`, the same whether or not the address exists. */
export function useForgotPassword() {
  return useMutation<string, Error, ForgotPasswordInput>({
    mutationKey: authKeys.forgotPassword(),
    mutationFn: async (input) => {
      const { message } = await callEndpoint(endpoints.forgotPassword, { body: { user: input } })
      return message
    },
  })
}
