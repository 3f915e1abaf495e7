// The public-matches module's door: what a share link shows to guests (ADR 0033). Code outside the module imports
// only this file.
export { getPublicMatch, guestCourtMatch, openShareOf, type OpenShare } from './public-match-service.ts'
