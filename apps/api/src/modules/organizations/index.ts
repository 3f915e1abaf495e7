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
// Every export of the service is a use case the routes call: the service is public as a whole.
export * from './organization-service.ts'
export { subdomainSlug } from './subdomain-slug.ts'
export { countConnectedMemberships } from './user-organization-repository.ts'
