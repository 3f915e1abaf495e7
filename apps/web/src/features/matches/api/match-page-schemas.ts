/** The match page's answer schemas, a chunk of their own: see match-page-queries. */
export { ballListSchema, matchResponseSchema } from '@courtside/contracts'
