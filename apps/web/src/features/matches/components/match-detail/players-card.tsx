import { useTranslation } from 'react-i18next'
import type { Match } from '@courtside/contracts'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { PlayerFocuses } from './player-focuses'

export function PlayersCard({ match }: { match: Match }) {
  const { t } = useTranslation()
  const order = new Map(match.server_order.map((id, index) => [id, index + 1]))
  // The athletes' focuses, as a reminder before the first point only.
  const beforeStart = match.points_count === 0 && match.status !== 'finished'
  return (
    <Card data-testid="match-players">
      <CardHeader>
        <CardTitle>{t('matches.detail.players')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {match.pairs.map((pair) => (
          <div key={pair.team} className="grid gap-1.5">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t('matches.wizard.pair', { pair: pair.team === 0 ? 'A' : 'B' })}
            </p>
            <ul className="grid gap-1">
              {pair.players.map((player) => (
                <li key={player.id} className="grid gap-1.5">
                  <div className="flex items-center justify-between gap-2 text-sm">
                    <span className="font-medium">{player.name}</span>
                    {order.has(player.id) && (
                      <span className="text-xs text-muted-foreground">
                        {t('matches.detail.servesNth', { n: order.get(player.id) })}
                      </span>
                    )}
                  </div>
                  {beforeStart && player.player_id !== null && (
                    <PlayerFocuses athleteId={player.player_id} name={player.name} />
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </CardContent>
    </Card>
  )
}
