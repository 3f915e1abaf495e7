/**
 * Where to go after signing in: the page a guest was sent away from (the protected routes put it in the location's
 * state as `from`), if it is a path of this app, else the dashboard. Only a path starting with one `/` is taken, so
 * a crafted state cannot send anyone to another site (`//evil.example`) or back to the sign-in screens.
 */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\'))
    return '/dashboard'
  if (/^\/(login|signup|forgot-password|reset-password)(\/|$|\?)/.test(from)) return '/dashboard'
  return from
}
