import { useTranslation } from 'react-i18next'
import { deuceRuleName } from '@courtside/domain'
import type { Match } from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

export function RulesCard({ match }: { match: Match }) {
  const { t } = useTranslation()
  const r = match.rules
  const deuce = deuceRuleName(r.deciding_point_at_deuce)
  const items = [
    t('matches.rules.bestOf', { count: r.sets_to_win, total: r.sets_to_win * 2 - 1 }),
    t('matches.rules.summary.games', { count: r.games_to_win_set }),
    r.set_tie_break_at !== r.games_to_win_set
      ? t('matches.rules.summary.setTieBreakAt', { count: r.set_tie_break_at })
      : null,
    t('matches.rules.summary.tieBreak', { count: r.tie_break_points_to_win }),
    r.tie_break_sudden_death ? t('matches.rules.summary.suddenDeath') : null,
    t(`matches.rules.deuceModes.${deuce}.label`),
    r.super_tie_break ? t('matches.rules.summary.superTieBreak', { count: r.super_tie_break_points_to_win }) : null,
    r.timed_minutes !== null ? t('matches.rules.summary.timed', { count: r.timed_minutes }) : null,
    match.sport === 'tennis' && !r.super_tie_break
      ? r.final_set_tie_break
        ? t('matches.rules.summary.finalSetTieBreak', { count: r.final_set_tie_break_points_to_win })
        : t('matches.rules.summary.advantageFinalSet')
      : null,
  ].filter((item): item is string => Boolean(item))
  return (
    <Card data-testid="match-rules">
      <CardHeader>
        <CardTitle>{t('matches.detail.rules')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li key={item}>
              <Badge variant="outline" className="font-medium">
                {item}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
