import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { FocusStatus } from '@/components/focus-status'
import { focusesQueryOptions } from '@/lib/queries/focus-queries'
import { focusTitle } from '@courtside/contracts'

/**
 * Before the first point: what this athlete is working on (docs/focuses.md). Only the athlete's coach may read the
 * focuses; for anyone else the API answers 404 and nothing shows.
 */
export function PlayerFocuses({ athleteId, name }: { athleteId: number; name: string }) {
  const { t, i18n } = useTranslation()
  const focuses = useQuery({ ...focusesQueryOptions(athleteId), retry: false })
  if (!focuses.data || focuses.data.length === 0) return null
  return (
    <div className="grid gap-1 pl-1" data-testid="player-focuses">
      <p className="text-xs text-muted-foreground">{t('focuses.preMatch', { name })}</p>
      <ul className="grid gap-1.5">
        {focuses.data.map((focus) => (
          <li key={focus.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span>{focusTitle(t, focus, i18n.language)}</span>
            <FocusStatus status={focus.progress.status} />
          </li>
        ))}
      </ul>
    </div>
  )
}
