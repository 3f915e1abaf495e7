import { useMutation } from '@tanstack/react-query'
import { type UpdateMeInput, type User } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { useSession } from '@/lib/auth-session'
import { authKeys } from './auth-keys'

/** PATCH /api/v2/user/me → the bare user, which replaces the session's cached user. */
export function useUpdateMe() {
  const { setUser } = useSession()
  return useMutation<User, Error, UpdateMeInput>({
    mutationKey: authKeys.updateMe(),
    mutationFn: (input) => callEndpoint(endpoints.updateMe, { body: { user: input } }),
    onSuccess: (user) => setUser(user),
  })
}
