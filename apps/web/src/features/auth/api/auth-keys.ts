import { queryRoots } from '@/lib/query-keys'

/** The auth feature's key factory: mutation keys (the current user itself lives in the session, lib/auth-session). */
export const authKeys = {
  all: queryRoots.auth,
  signup: () => [...authKeys.all, 'signup'] as const,
  forgotPassword: () => [...authKeys.all, 'forgot-password'] as const,
  resetPassword: () => [...authKeys.all, 'reset-password'] as const,
  logout: () => [...authKeys.all, 'logout'] as const,
  updateMe: () => [...authKeys.all, 'update-me'] as const,
}
