import { useTranslation } from 'react-i18next'
import { CheckIcon, MinusIcon } from 'lucide-react'
import type { Player } from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'

/** Consent and coaching as text badges (never colour alone). */
export function AthleteBadges({ player }: { player: Pick<Player, 'can_save_games' | 'is_coached'> }) {
  const { t } = useTranslation()
  return (
    <span className="flex flex-wrap gap-1.5">
      {player.can_save_games ? (
        <Badge variant="secondary">
          <CheckIcon aria-hidden="true" />
          {t('athletes.badges.agreement')}
        </Badge>
      ) : (
        <Badge variant="outline" className="text-muted-foreground">
          <MinusIcon aria-hidden="true" />
          {t('athletes.badges.noAgreement')}
        </Badge>
      )}
      {player.is_coached && <Badge variant="default">{t('athletes.badges.coached')}</Badge>}
    </span>
  )
}
