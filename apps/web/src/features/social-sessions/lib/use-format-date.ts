import { useTranslation } from 'react-i18next'
import { intlLocaleOf } from '@courtside/contracts'

/** A date in the user's language ("20.11.2026" in Finnish, "20/11/2026" in English). */
export function useFormatDate(): (value: string) => string {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(intlLocaleOf(i18n.language), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  })
  return (value) => {
    const date = new Date(value)
    return Number.isNaN(date.getTime()) ? value : format.format(date)
  }
}
