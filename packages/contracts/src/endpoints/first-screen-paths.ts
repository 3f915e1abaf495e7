/**
 * The routes of the app's first download (ADRs 0042, 0044, 0045): the login, the session check, and the match
 * page's two requests sent from its route's loader. Part of endpoint-paths.ts (which re-exports them), in a module of
 * their own so the entry chunk carries these four and not every path. No zod, no imports.
 */
export const login = { method: 'POST', path: '/login.json' } as const
export const getMe = { method: 'GET', path: '/api/v2/user/me.json' } as const
export const getMatch = { method: 'GET', path: '/api/v2/matches/:id' } as const
export const listBalls = { method: 'GET', path: '/api/v2/matches/:id/balls' } as const
