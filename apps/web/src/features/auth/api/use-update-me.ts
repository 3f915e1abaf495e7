import { useMutation } from '@tanstack/react-query'
import { userSchema, type UpdateMeInput, type User } from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'
import { useSession } from '@/lib/auth-session'
import { authKeys } from './auth-keys'

/** PATCH /api/v2/user/me → the bare user, which replaces the session's cached user. */
export function useUpdateMe() {
  const { setUser } = useSession()
  return useMutation<User, Error, UpdateMeInput>({
    mutationKey: authKeys.updateMe(),
    mutationFn: (input) => apiFetch('/api/v2/user/me', { method: 'PATCH', body: { user: input }, schema: userSchema }),
    onSuccess: (user) => setUser(user),
  })
}
