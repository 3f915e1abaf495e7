/**
 * The schemas the first screen checks answers and the login form with, in a chunk of their own so zod is not in
 * the guest's first download (ADR 0042): the login page paints without them and fetches them after it has
 * rendered. Loaded through `loadSessionSchemas` (lib/api-client); every other screen has zod already.
 */
import * as endpoints from '@courtside/contracts/endpoints'

export { errorResponseSchema, loginResponseSchema, loginSchema, userSchema } from '@courtside/contracts'
/** The session's endpoints (lib/api/session-endpoints), their schemas here. */
export const getMe = endpoints.getMe
export const login = endpoints.login
