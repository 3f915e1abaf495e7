import * as endpoints from '@courtside/contracts/endpoints'

/** The match page's two endpoints with their schemas, a chunk of their own: see match-queries. */
export const getMatch = endpoints.getMatch
export const listBalls = endpoints.listBalls
