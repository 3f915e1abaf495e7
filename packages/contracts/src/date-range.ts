import { knownTimeZone } from '@courtside/domain'
import { z } from './zod.ts'
import { messages } from './messages.ts'

/**
 * The dates a request may carry (ADR 0048). PostgreSQL holds 4713 BC to 294276 AD but has no year 0, and past the
 * year 9999 a JS Date's ISO text becomes "+010000-…", which PostgreSQL refuses: both used to answer 500 (an offset
 * can move a date written as 9999-12-31 or 0001-01-01 across). No date of the product (a showing window, a
 * coaching start, a tap) is before 1900 or after 9999, so those are refused as a field error instead.
 */
export const EARLIEST_YEAR = 1900
export const LATEST_YEAR = 9999
const EARLIEST_MS = Date.UTC(EARLIEST_YEAR, 0, 1)
const LATEST_MS = Date.UTC(LATEST_YEAR + 1, 0, 1) - 1

/** Whether an ISO date or date-time (its UTC instant) falls within EARLIEST_YEAR..LATEST_YEAR. */
export function isWithinDateRange(text: string): boolean {
  const ms = Date.parse(text)
  return ms >= EARLIEST_MS && ms <= LATEST_MS
}

/** A date-time with its offset (`2025-05-01T18:00:00+03:00`) within the range. */
export const isoDateTime = z.iso
  .datetime({ offset: true })
  .refine(isWithinDateRange, { error: messages.dateOutOfRange })
/** A calendar date (`2025-05-01`) within the range. */
export const isoDate = z.iso.date().refine(isWithinDateRange, { error: messages.dateOutOfRange })

/** Longer than any IANA zone name ("America/Argentina/ComodRivadavia" is 32). */
export const TIME_ZONE_MAX_LENGTH = 64
/**
 * The IANA time zone a coach's calendar dates mean ("Europe/Helsinki"), in its canonical spelling; one the runtime
 * does not know is a field error (docs/decisions/0084-dates-in-the-coachs-time-zone.md).
 */
export const timeZoneName = z
  .string({ error: messages.timeZoneUnknown })
  .max(TIME_ZONE_MAX_LENGTH, { error: messages.timeZoneUnknown })
  .transform((zone, context) => {
    const known = knownTimeZone(zone)
    if (known === null) context.addIssue({ code: 'custom', message: messages.timeZoneUnknown })
    return known ?? zone
  })
/** The zone of requests that name none: what the API did before zones were asked for. */
export const DEFAULT_TIME_ZONE = 'UTC'
