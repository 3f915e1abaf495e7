import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/** How long a test checkout or portal link works after it was handed out (Stripe's own portal links: minutes). */
export const TEST_LINK_TTL_SECONDS = 60 * 60

export type TestLinkPurpose = 'checkout' | 'portal'

/** What a link proves: who asked for it, for which checkout session or customer, until when. */
export interface TestLinkClaims {
  purpose: TestLinkPurpose
  userId: number
  /** The checkout session id (checkout) or the customer id (portal). */
  subject: string
  /** Seconds since the epoch. */
  expiresAt: number
}

/**
 * One key per purpose, derived from the JWT secret: a leaked or forged link MAC says nothing about session tokens,
 * and a checkout link cannot be replayed as a portal link.
 */
function keyFor(secret: string, purpose: TestLinkPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'courtside', `courtside test billing link: ${purpose}`, 32))
}

// HMAC-SHA256 cut to 128 bits (22 base64url characters): plenty against forgery, and it keeps the whole link under
// the router's 100-character limit for one path segment.
const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url')

/** Provider ids are made of these (cs_test_…, cus_test_…); the dot separates the link's parts. */
const SUBJECT = /^[A-Za-z0-9_]{1,40}$/
const DIGITS = /^[1-9][0-9]{0,14}$/

/** `userId.subject.expiresAt.MAC`: nothing secret in the claims, and nothing is looked up before the MAC holds. */
export function signTestLink(secret: string, claims: TestLinkClaims): string {
  if (!SUBJECT.test(claims.subject)) throw new Error(`not a provider id: ${claims.subject}`)
  const payload = `${claims.userId}.${claims.subject}.${claims.expiresAt}`
  return `${payload}.${mac(keyFor(secret, claims.purpose), payload)}`
}

export type TestLinkCheck =
  | { ok: true; claims: TestLinkClaims }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; claims: TestLinkClaims }

/** The link's claims when its MAC holds for `purpose`; 'expired' only for a genuine link past its time. */
export function verifyTestLink(secret: string, purpose: TestLinkPurpose, token: string, now: Date): TestLinkCheck {
  const parts = token.split('.')
  if (parts.length !== 4) return { ok: false, reason: 'invalid' }
  const [userId, subject, expiresAt, given] = parts as [string, string, string, string]
  if (!DIGITS.test(userId) || !SUBJECT.test(subject) || !DIGITS.test(expiresAt)) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(mac(keyFor(secret, purpose), `${userId}.${subject}.${expiresAt}`))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'invalid' }
  const claims = { purpose, userId: Number(userId), subject, expiresAt: Number(expiresAt) }
  if (claims.expiresAt * 1000 <= now.getTime()) return { ok: false, reason: 'expired', claims }
  return { ok: true, claims }
}

/** Seconds since the epoch at which a link made at `now` stops working. */
export const testLinkExpiry = (now: Date): number => Math.floor(now.getTime() / 1000) + TEST_LINK_TTL_SECONDS
