import { z } from 'zod/mini'
import { messages } from './messages.ts'

/**
 * Bounds every text input shares (ADR 0021), so no value reaches the database that it would refuse with a 500:
 * an e-mail longer than an address can be (RFC 5321) would overflow the unique index's row size on PostgreSQL.
 */
export const EMAIL_MAX_LENGTH = 254
export const NAME_MAX_LENGTH = 80
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 256

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
