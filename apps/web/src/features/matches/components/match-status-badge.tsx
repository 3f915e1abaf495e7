import { useTranslation } from 'react-i18next'
import { CheckIcon, CircleDashedIcon } from 'lucide-react'
import type { MatchStatus } from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'

/** Status in words with an icon, so colour is never the only signal. */
export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  const { t } = useTranslation()
  switch (status) {
    case 'not_started':
      return (
        <Badge variant="outline" data-status={status}>
          <CircleDashedIcon aria-hidden="true" />
          {t('matches.status.not_started')}
        </Badge>
      )
    case 'in_progress':
      return (
        <Badge variant="warning" data-status={status}>
          <span className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" aria-hidden="true" />
          {t('matches.status.in_progress')}
        </Badge>
      )
    case 'finished':
      return (
        <Badge variant="secondary" data-status={status}>
          <CheckIcon aria-hidden="true" />
          {t('matches.status.finished')}
        </Badge>
      )
  }
}
