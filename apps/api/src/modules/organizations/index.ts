// The organizations module's public door: clubs, memberships, shared athletes and API keys. Other code imports only
// this file.
export {
  checkApiKeyRequest,
  createApiKey,
  isApiKey,
  listOrganizationApiKeys,
  revokeApiKey,
  verifyApiKey,
  type ApiKeyIdentity,
} from './api-key-service.ts'
export { requireOrganizationAdmin } from './organization-access.ts'
export { localeOf } from './organization-mail.ts'
export { sharePlayer, unsharePlayer } from './organization-player-service.ts'
export {
  findMembership,
  findOrganizationBySubdomain,
  insertMembership,
  insertOrganizationWithFreeSubdomain,
  type MemberLocale,
} from './organization-repository.ts'
export {
  changeMemberRole,
  createOrganization,
  decideConnectRequest,
  disconnect,
  getOrganizationDetail,
  listConnectRequests,
  listOrganizationsOf,
  removeMember,
  requestToConnect,
} from './organization-service.ts'
export { subdomainSlug } from './subdomain-slug.ts'
export { countConnectedMemberships } from './user-organization-repository.ts'
