/**
 * The method and path of every HTTP endpoint the API registers, without zod (ADR 0055): the guest's first screen
 * and a page's early requests (ADRs 0042, 0044, 0045) import these; the schemas of each are attached under the same
 * name in this folder's area files (`endpoints.getMatch` has the method and path of `endpointPaths.getMatch`).
 * Not listed, as they are not the API's endpoints: the OpenAPI pages under /api/docs, the live socket's /socket
 * (an upgrade, not a route), the built web app's files and the SPA fallback (the not-found handler).
 */

// The routes the app's first download asks (the login, the session check, the match page's early requests) are in
// a module of their own, so that download carries only them (ADRs 0042, 0045).
export { getMatch, getMe, listBalls, login } from './first-screen-paths.ts'

// Auth: the session's token travels in the Authorization response header.
export const logout = { method: 'DELETE', path: '/logout.json' } as const
export const register = { method: 'POST', path: '/api/v2/auth/register' } as const
export const forgotPassword = { method: 'POST', path: '/api/v2/auth/forgot_password' } as const
export const resetPassword = { method: 'POST', path: '/api/v2/auth/reset_password' } as const

// The signed-in user.
export const updateMe = { method: 'PATCH', path: '/api/v2/user/me' } as const
export const deleteMe = { method: 'DELETE', path: '/api/v2/user/me' } as const
export const getSettings = { method: 'GET', path: '/api/v2/user/settings' } as const
export const updateSettings = { method: 'PATCH', path: '/api/v2/user/settings' } as const
export const exportAccount = { method: 'GET', path: '/api/v2/user/export' } as const
export const exportAccountPoints = { method: 'GET', path: '/api/v2/user/export/points.csv' } as const

// Licence and billing.
export const getCurrentLicense = { method: 'GET', path: '/api/v2/user_license/current' } as const
export const createCheckoutSession = { method: 'POST', path: '/api/v2/user_license/create_checkout_session' } as const
export const cancelCheckoutSession = { method: 'POST', path: '/api/v2/user_license/cancel_checkout_session' } as const
export const getBillingPortal = { method: 'GET', path: '/api/v2/user_license/billing_portal' } as const
export const stripeWebhook = { method: 'POST', path: '/api/v2/stripe/webhook' } as const
// The built-in test checkout and portal pages (BILLING_TEST_MODE only, ADR 0047).
export const testCheckoutPage = { method: 'GET', path: '/billing/test/checkout/:token' } as const
export const testCheckoutPay = { method: 'POST', path: '/billing/test/checkout/:token/pay' } as const
export const testCheckoutCancel = { method: 'POST', path: '/billing/test/checkout/:token/cancel' } as const
export const testPortalPage = { method: 'GET', path: '/billing/test/portal/:token' } as const
export const testPortalAction = { method: 'POST', path: '/billing/test/portal/:token/:action' } as const

// Organizations (ADR 0025).
export const listOrganizations = { method: 'GET', path: '/api/v2/organizations' } as const
export const createOrganization = { method: 'POST', path: '/api/v2/organizations' } as const
export const getOrganization = { method: 'GET', path: '/api/v2/organizations/:id' } as const
export const createConnectRequest = { method: 'POST', path: '/api/v2/organizations/connect_requests' } as const
export const listConnectRequests = { method: 'GET', path: '/api/v2/organizations/:id/connect_requests' } as const
export const approveConnectRequest = {
  method: 'POST',
  path: '/api/v2/organizations/:id/connect_requests/:request_id/approve',
} as const
export const declineConnectRequest = {
  method: 'POST',
  path: '/api/v2/organizations/:id/connect_requests/:request_id/decline',
} as const
export const leaveOrganization = { method: 'DELETE', path: '/api/v2/organizations/:id/membership' } as const
export const changeMemberRole = { method: 'PATCH', path: '/api/v2/organizations/:id/members/:user_id' } as const
export const removeMember = { method: 'DELETE', path: '/api/v2/organizations/:id/members/:user_id' } as const
export const shareOrganizationPlayer = { method: 'POST', path: '/api/v2/organizations/:id/players' } as const
export const unshareOrganizationPlayer = {
  method: 'DELETE',
  path: '/api/v2/organizations/:id/players/:player_id',
} as const
export const listApiKeys = { method: 'GET', path: '/api/v2/organizations/:id/api_keys' } as const
export const createApiKey = { method: 'POST', path: '/api/v2/organizations/:id/api_keys' } as const
export const revokeApiKey = { method: 'DELETE', path: '/api/v2/organizations/:id/api_keys/:key_id' } as const

// Social sessions of an organization: Americano and Mexicano (docs/social-sessions.md).
export const listSocialSessions = { method: 'GET', path: '/api/v2/organizations/:id/social_sessions' } as const
export const createSocialSession = { method: 'POST', path: '/api/v2/organizations/:id/social_sessions' } as const
export const getSocialSession = {
  method: 'GET',
  path: '/api/v2/organizations/:id/social_sessions/:session_id',
} as const
export const deleteSocialSession = {
  method: 'DELETE',
  path: '/api/v2/organizations/:id/social_sessions/:session_id',
} as const
export const createSocialRound = {
  method: 'POST',
  path: '/api/v2/organizations/:id/social_sessions/:session_id/rounds',
} as const
export const setSocialResult = {
  method: 'PUT',
  path: '/api/v2/organizations/:id/social_sessions/:session_id/rounds/:number/matches/:court',
} as const

// Club courts and the court wall, a guest link showing every court (packages/contracts/src/court.ts).
export const listCourts = { method: 'GET', path: '/api/v2/organizations/:id/courts' } as const
export const createCourt = { method: 'POST', path: '/api/v2/organizations/:id/courts' } as const
export const updateCourt = { method: 'PATCH', path: '/api/v2/organizations/:id/courts/:court_id' } as const
export const deleteCourt = { method: 'DELETE', path: '/api/v2/organizations/:id/courts/:court_id' } as const
export const getCourtWallLink = { method: 'GET', path: '/api/v2/organizations/:id/wall' } as const
export const createCourtWallLink = { method: 'POST', path: '/api/v2/organizations/:id/wall' } as const
export const revokeCourtWallLink = { method: 'DELETE', path: '/api/v2/organizations/:id/wall' } as const
export const getCourtWall = { method: 'GET', path: '/api/v2/walls/:token' } as const
export const getCourt = { method: 'GET', path: '/api/v2/courts/:court_id' } as const

// Athletes.
export const listPlayers = { method: 'GET', path: '/api/v2/players' } as const
export const createPlayer = { method: 'POST', path: '/api/v2/players' } as const
export const getPlayer = { method: 'GET', path: '/api/v2/players/:id' } as const
export const updatePlayer = { method: 'PATCH', path: '/api/v2/players/:id' } as const
export const deletePlayer = { method: 'DELETE', path: '/api/v2/players/:id' } as const
export const getPlayerStats = { method: 'GET', path: '/api/v2/players/:id/stats' } as const
export const listFocuses = { method: 'GET', path: '/api/v2/players/:id/focuses' } as const
export const createFocus = { method: 'POST', path: '/api/v2/players/:id/focuses' } as const
export const updateFocus = { method: 'PATCH', path: '/api/v2/players/:id/focuses/:focus_id' } as const
export const deleteFocus = { method: 'DELETE', path: '/api/v2/players/:id/focuses/:focus_id' } as const

// A coach's playlists of video clips (packages/contracts/src/playlist.ts, ADR 0068).
export const listPlaylists = { method: 'GET', path: '/api/v2/playlists' } as const
export const createPlaylist = { method: 'POST', path: '/api/v2/playlists' } as const
export const getPlaylist = { method: 'GET', path: '/api/v2/playlists/:id' } as const
export const updatePlaylist = { method: 'PATCH', path: '/api/v2/playlists/:id' } as const
export const deletePlaylist = { method: 'DELETE', path: '/api/v2/playlists/:id' } as const
export const sharePlaylist = { method: 'POST', path: '/api/v2/playlists/:id/share' } as const
export const unsharePlaylist = { method: 'DELETE', path: '/api/v2/playlists/:id/share' } as const
export const createPlaylistNote = { method: 'POST', path: '/api/v2/playlists/:id/notes' } as const
export const updatePlaylistNote = { method: 'PATCH', path: '/api/v2/playlists/:id/notes/:note_id' } as const
export const deletePlaylistNote = { method: 'DELETE', path: '/api/v2/playlists/:id/notes/:note_id' } as const
export const getSharedPlaylist = { method: 'GET', path: '/api/v2/clips/:token' } as const

// Matches, their share link (ADR 0033) and video (ADR 0037).
export const listMatches = { method: 'GET', path: '/api/v2/matches' } as const
export const createMatch = { method: 'POST', path: '/api/v2/matches' } as const
export const updateMatch = { method: 'PATCH', path: '/api/v2/matches/:id' } as const
export const deleteMatch = { method: 'DELETE', path: '/api/v2/matches/:id' } as const
export const changeServer = { method: 'PUT', path: '/api/v2/matches/:id/server' } as const
export const createMatchShare = { method: 'POST', path: '/api/v2/matches/:id/share' } as const
export const getMatchShare = { method: 'GET', path: '/api/v2/matches/:id/share' } as const
export const revokeMatchShare = { method: 'DELETE', path: '/api/v2/matches/:id/share' } as const
export const setMatchVideo = { method: 'PUT', path: '/api/v2/matches/:id/video' } as const
export const removeMatchVideo = { method: 'DELETE', path: '/api/v2/matches/:id/video' } as const
export const getPublicMatch = { method: 'GET', path: '/api/v2/live/:token' } as const

// Points.
export const recordBall = { method: 'POST', path: '/api/v2/matches/:id/balls' } as const
export const editBall = { method: 'PATCH', path: '/api/v2/matches/:id/balls/:ball_id' } as const
export const undoLastBall = { method: 'DELETE', path: '/api/v2/matches/:id/balls/last' } as const

// Statistics and downloads (ADRs 0020, 0049).
export const getMatchStats = { method: 'GET', path: '/api/v2/matches/:id/stats' } as const
export const getMatchPointsCsv = { method: 'GET', path: '/api/v2/matches/:id/balls.csv' } as const
export const getMatchReport = { method: 'GET', path: '/api/v2/matches/:id/report.pdf' } as const
export const getDashboard = { method: 'GET', path: '/api/v2/dashboard' } as const

// Operations: health for load balancers, the analytics proxy.
export const health = { method: 'GET', path: '/healthz' } as const
export const ingest = { method: 'ALL', path: '/ingest/*' } as const
