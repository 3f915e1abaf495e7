import { useTranslation } from 'react-i18next'
import { CircleDotIcon, RepeatIcon, TrophyIcon } from 'lucide-react'
import type { Match } from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDateTime, teamName } from '../match-format'

export function ScoreCard({ match, onEditServer }: { match: Match; onEditServer: (() => void) | undefined }) {
  const { t, i18n } = useTranslation()
  const { score } = match
  const points = score.current_game?.points
  const serverTeam = match.pairs.find((p) => p.players.some((pl) => pl.id === score.server_id))?.team
  const serverName = match.pairs.flatMap((p) => p.players).find((p) => p.id === score.server_id)?.name
  return (
    <Card data-testid="match-score">
      <CardHeader>
        <CardTitle>{t('matches.detail.score')}</CardTitle>
        <p className="text-xs text-muted-foreground">
          {t('matches.detail.created', { date: formatDateTime(match.created_at, i18n.language) })}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {match.points_count > 0 && (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('matches.detail.score')}</caption>
            <thead>
              <tr className="text-xs text-muted-foreground">
                <th scope="col" className="pb-2 text-left font-medium">
                  {t('matches.columns.players')}
                </th>
                {score.sets.map((_, i) => (
                  <th key={i} scope="col" className="w-9 pb-2 text-center font-medium">
                    {t('matches.detail.setShort', { number: i + 1 })}
                  </th>
                ))}
                {points && (
                  <th scope="col" className="w-12 pb-2 text-center font-medium">
                    {score.current_game?.tie_break
                      ? t('matches.detail.tieBreakShort')
                      : t('matches.detail.pointsShort')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {([0, 1] as const).map((team) => (
                <tr key={team} className="border-t border-border">
                  <th scope="row" className="py-2.5 pr-2 text-left font-medium">
                    <span className="flex items-center gap-2">
                      {serverTeam === team && match.status !== 'finished' ? (
                        <CircleDotIcon
                          className="size-4 shrink-0 text-primary"
                          aria-label={t('matches.detail.serving')}
                        />
                      ) : (
                        <span className="size-4 shrink-0" />
                      )}
                      <span className="min-w-0">{teamName(match, team)}</span>
                      {score.winner_team === team && (
                        <Badge variant="secondary">
                          <TrophyIcon aria-hidden="true" />
                          {t('matches.detail.winner')}
                        </Badge>
                      )}
                    </span>
                  </th>
                  {score.sets.map((set, i) => (
                    <td key={i} className="text-center text-base font-semibold tabular-nums">
                      {set.games[team]}
                      {set.tie_break && (
                        <sup className="ml-0.5 text-[10px] text-muted-foreground">{set.tie_break[team]}</sup>
                      )}
                    </td>
                  ))}
                  {points && (
                    <td className="text-center">
                      <span className="inline-block min-w-9 rounded-md bg-primary/10 px-1.5 py-0.5 font-bold tabular-nums">
                        {points[team]}
                      </span>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {match.points_count === 0 && <p className="text-sm text-muted-foreground">{t('matches.detail.notStarted')}</p>}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          <p className="text-sm text-muted-foreground" data-testid="current-server">
            {match.status === 'finished'
              ? t('matches.detail.finished')
              : serverName
                ? t('matches.detail.nextServer', { name: serverName })
                : t('matches.detail.noServer')}
          </p>
          {onEditServer && (
            <Button variant="outline" size="sm" onClick={onEditServer} data-testid="edit-server">
              <RepeatIcon aria-hidden="true" />
              {t('matches.detail.editServer')}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
