/**
 * The calendar day (YYYY-MM-DD) an instant falls on in an IANA time zone: a coach's "from 8 December" means their
 * own 8 December, not UTC's (docs/decisions/0084-dates-in-the-coachs-time-zone.md).
 */
export function calendarDayIn(instant: string | number | Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`
}

/** The zone's canonical name, or null when the runtime knows no such zone. */
export function knownTimeZone(timeZone: string): string | null {
  try {
    return formatterFor(timeZone).resolvedOptions().timeZone
  } catch {
    return null
  }
}

// One formatter per zone: building one costs far more than using it, and a request names one or two zones.
const formatters = new Map<string, Intl.DateTimeFormat>()
const MAX_FORMATTERS = 64

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    })
    if (formatters.size >= MAX_FORMATTERS) formatters.clear()
    formatters.set(timeZone, formatter)
  }
  return formatter
}
