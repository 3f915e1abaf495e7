/**
 * Every HTTP endpoint of the API with its schemas (ADR 0055), by the name it has in endpoint-paths.ts. The API
 * registers each from here (apps/api/src/lib/route-from-contract.ts) and the web app calls each through its one
 * client (apps/web/src/lib/api). Exported as the namespace `endpoints`, so a bundle keeps only the ones it uses.
 */
export * from './session.ts'
export * from './auth.ts'
export * from './users.ts'
export * from './billing.ts'
export {
  testCheckoutCancel,
  testCheckoutPage,
  testCheckoutPay,
  testPortalAction,
  testPortalPage,
} from './test-billing.ts'
export * from './organizations.ts'
export * from './social-sessions.ts'
export * from './focuses.ts'
export * from './playlists.ts'
export * from './courts.ts'
export * from './players.ts'
export * from './match-page.ts'
export * from './matches.ts'
export * from './balls.ts'
export * from './stats.ts'
export * from './operations.ts'
