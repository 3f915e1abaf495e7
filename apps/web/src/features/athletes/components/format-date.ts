import { intlLocaleOf } from '@courtside/contracts'
/** Today as YYYY-MM-DD in the device's time zone. */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A date (YYYY-MM-DD or ISO date-time) in the reader's language, e.g. 22/11/2026 or 22.11.2026. */
export function formatDate(value: string, language: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).format(date)
}
