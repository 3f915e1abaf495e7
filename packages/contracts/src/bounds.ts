import { z } from './zod-mini.ts'
import { messages } from './messages.ts'

/**
 * Bounds every text input shares (ADR 0021), so no value reaches the database that it would refuse with a 500:
 * an e-mail longer than an address can be (RFC 5321) would overflow the unique index's row size on PostgreSQL.
 */
export const EMAIL_MAX_LENGTH = 254
export const NAME_MAX_LENGTH = 80
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 256

/**
 * Every other text a request carries has its bound here (ADR 0048): far beyond what a coach types, short enough that
 * no stored text makes a page, a report or an export grow without end. The columns are `text`, so the database agrees
 * with any bound; the contracts are where a length is refused (422 `textTooLong`).
 */
/** A match player added by name: an athlete's first and last name with a space between. */
export const MATCH_PLAYER_NAME_MAX_LENGTH = 2 * NAME_MAX_LENGTH + 1
export const TITLE_MAX_LENGTH = 120
export const DESCRIPTION_MAX_LENGTH = 2000
export const ORGANIZATION_NAME_MAX_LENGTH = 100
/** A DNS label. */
export const SUBDOMAIN_MAX_LENGTH = 63
export const API_KEY_NAME_MAX_LENGTH = 100
export const SEARCH_MAX_LENGTH = 100
/** A reset token is 43 characters (32 random bytes, base64url); anything much longer is not one. */
export const RESET_TOKEN_MAX_LENGTH = 256

/** An e-mail address as every form and request takes it: trimmed, at most 254 characters, well formed. */
export const emailAddressSchema = z.pipe(
  z
    .string({ error: messages.invalidEmail })
    .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, { error: messages.invalidEmail })),
  z.email({ error: messages.invalidEmail }),
)

/**
 * The most points one match can hold (ADR 0021). Far beyond any real match (a five-set tennis marathon is about
 * 1000), it bounds the replay and the statistics of a match, so no client can grow one without end.
 */
export const MATCH_POINT_LIMIT = 1500
