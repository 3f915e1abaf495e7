import * as firstScreenPaths from '@courtside/contracts/first-screen-paths'
import { loadSessionSchemas } from '../api-client'
import { lazyEndpoint } from './call-endpoint'

// The guest's first screen asks these before zod has arrived (ADR 0042): their schemas are in lib/session-schemas.

/** GET /api/v2/user/me.json: the session's check of a stored token. */
export const currentUserEndpoint = lazyEndpoint(firstScreenPaths.getMe, () => loadSessionSchemas().then((m) => m.getMe))

/** POST /login.json: the token comes back in the Authorization header. */
export const loginEndpoint = lazyEndpoint(firstScreenPaths.login, () => loadSessionSchemas().then((m) => m.login))
