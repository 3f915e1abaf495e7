import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { useSession } from '@/lib/auth-session'

/**
 * DELETE /api/v2/user/me with the typed address and the current password (ADR 0031, ADR 0051). On success the session ends here as on logout: every
 * cached query, the token and the socket go; the server has already refused the token everywhere else.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const { endSession } = useSession()
  return useMutation({
    mutationFn: async ({ confirmEmail, password }: { confirmEmail: string; password: string }) => {
      await callEndpoint(endpoints.deleteMe, { body: { confirm_email: confirmEmail, password } })
    },
    onSuccess: () => {
      queryClient.clear()
      endSession()
    },
  })
}
