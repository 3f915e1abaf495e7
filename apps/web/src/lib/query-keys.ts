/**
 * The root of every entity's query keys, written once. Each feature's key factory extends its root;
 * a feature that makes another's cache stale invalidates that root from here, since features never import each
 * other. Keys two features read (a match and its balls) are defined here too.
 */
export const queryRoots = {
  auth: ['auth'],
  athletes: ['athletes'],
  courtWall: ['court-wall'],
  dashboard: ['dashboard'],
  license: ['license'],
  matches: ['matches'],
  matchStats: ['match-stats'],
  organizations: ['organizations'],
  playlists: ['playlists'],
  publicMatch: ['public-match'],
  scoring: ['scoring'],
  settings: ['settings'],
  socialSessions: ['social-sessions'],
} as const

/** GET /api/v2/matches/:id: the match. The live socket invalidates it and matchBallsKey. */
export const matchDetailKey = (id: number) => [...queryRoots.matches, 'detail', id] as const
/** GET /api/v2/matches/:id/balls. */
export const matchBallsKey = (id: number) => [...queryRoots.matches, 'balls', id] as const
/** Every match list, whatever its filters. */
export const matchListsKey = () => [...queryRoots.matches, 'list'] as const
/** The new-match wizard's player suggestions: an athlete saved anywhere makes them stale. */
