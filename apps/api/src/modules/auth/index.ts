// The auth module's public door: sign-in, sessions and credentials. Other code imports only this file.
export { login, logout, requestPasswordReset, resetPassword } from './auth-service.ts'
export { notifySessionEnded, parseSessionEndedNotice, SESSION_ENDED_CHANNEL } from './session-notice-repository.ts'
export { hashPassword, verifyPassword } from './password-hasher.ts'
export { purgeOldResetTokens } from './password-reset-repository.ts'
export { purgeExpiredRevocations, revokeToken } from './revoked-token-repository.ts'
export { findSessionUser } from './session-user-repository.ts'
export { createTokenSigner } from './token-service.ts'
