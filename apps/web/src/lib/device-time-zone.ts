import { DEFAULT_TIME_ZONE } from '@courtside/contracts'

/**
 * The IANA zone this device's calendar is in ("Europe/Helsinki"): sent with a date a coach picks, so the server
 * reads it as the coach's day (docs/decisions/0084-dates-in-the-coachs-time-zone.md). UTC when the browser names none.
 */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE
}
