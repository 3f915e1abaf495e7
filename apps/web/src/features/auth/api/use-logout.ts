import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { useSession } from '@/lib/auth-session'
import { authKeys } from './auth-keys'

/** DELETE /logout.json; whatever it answers, every cached query, the token and the user are dropped. */
export function useLogout() {
  const queryClient = useQueryClient()
  const { endSession } = useSession()
  return useMutation<void, Error, void>({
    mutationKey: authKeys.logout(),
    mutationFn: async () => {
      await callEndpoint(endpoints.logout)
    },
    onSettled: () => {
      queryClient.clear()
      endSession()
    },
  })
}
