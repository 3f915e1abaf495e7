import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { CalendarClock, CircleOff, Link2Off } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { QueryErrorView } from '@/components/query-error-view'
import { ApiError } from '@/lib/api-error'

/** setTimeout's longest delay: a start further away is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * Why a share link shows no match: not shown yet (with its start, and the page opens it by itself then), no
 * longer shown, a link that opens nothing, or a failure to load (with a retry).
 */
export function ScoreboardUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation()
  const code = error instanceof ApiError ? error.code : undefined
  const startsAt =
    error instanceof ApiError && typeof error.details.starts_at === 'string' ? error.details.starts_at : null

  useEffect(() => {
    if (code !== 'matchNotShownYet' || !startsAt) return
    const delay = Math.min(Math.max(0, Date.parse(startsAt) - Date.now()) + 500, MAX_TIMER_MS)
    const timer = setTimeout(onRetry, delay)
    return () => clearTimeout(timer)
  }, [code, startsAt, onRetry])

  if (code === 'matchNotShownYet') {
    const time = startsAt
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(startsAt))
      : ''
    return (
      <EmptyState
        icon={CalendarClock}
        headingLevel={1}
        title={t('scoreboard.notShownYet')}
        description={time ? t('scoreboard.startsAt', { time }) : null}
      />
    )
  }
  if (code === 'matchNoLongerShown') {
    return (
      <EmptyState
        icon={CircleOff}
        headingLevel={1}
        title={t('scoreboard.noLongerShown')}
        description={t('scoreboard.noLongerShownBody')}
      />
    )
  }
  return (
    <QueryErrorView
      query={{ error, refetch: onRetry }}
      headingLevel={1}
      title={t('scoreboard.loadFailed')}
      notFound={{ icon: Link2Off, title: t('scoreboard.notFound'), description: t('scoreboard.notFoundBody') }}
    />
  )
}
