import { useMutation } from '@tanstack/react-query'
import { messageResponseSchema, type ForgotPasswordInput } from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'
import { authKeys } from './auth-keys'

/** POST /api/v2/auth/forgot_password → `{message}`, the same whether or not the address exists. */
export function useForgotPassword() {
  return useMutation<string, Error, ForgotPasswordInput>({
    mutationKey: authKeys.forgotPassword(),
    mutationFn: async (input) => {
      const { message } = await apiFetch('/api/v2/auth/forgot_password', {
        method: 'POST',
        body: { user: input },
        schema: messageResponseSchema,
      })
      return message
    },
  })
}
