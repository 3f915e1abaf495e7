// The social sessions module's door (Americano and Mexicano evenings of an organization, docs/social-sessions.md).
// Code outside the module imports only this file.
export { addSocialRound, setSocialResult } from './social-round-service.ts'
export {
  createSocialSession,
  deleteSocialSession,
  getSocialSession,
  listSocialSessions,
} from './social-session-service.ts'
export {
  findEveningOrganizationsOf,
  findEveningsChangedSince,
  findSocialSessionAudience,
} from './social-session-audience-repository.ts'
export { parseSocialSessionNotice, SOCIAL_SESSION_UPDATED_CHANNEL } from './social-session-notice-repository.ts'
