import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ArrowLeftIcon, DownloadIcon, LoaderCircleIcon } from 'lucide-react'
import { toast } from '@/lib/toast'
import type { Match } from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-error'
import { translateMessage } from '@/lib/i18n'
import { downloadPointsCsv } from '../api/download-points-csv'
import { teamLabel } from './stats-format'

/** Sets as "6–4  3–6  [10–7]", the set in play included. */
function setsLine(match: Match): string {
  return match.score.sets
    .map((s) => {
      if (s.super_tie_break && s.tie_break) return `[${s.tie_break[0]}–${s.tie_break[1]}]`
      const games = `${s.games[0]}–${s.games[1]}`
      return s.tie_break ? `${games} (${s.tie_break[0]}–${s.tie_break[1]})` : games
    })
    .join('  ')
}

export function StatsHeader({ match }: { match: Match }) {
  const { t } = useTranslation()
  const [downloading, setDownloading] = useState(false)
  const download = async () => {
    setDownloading(true)
    try {
      await downloadPointsCsv(match.id, `${match.title}-points.csv`)
    } catch (error) {
      toast.error(translateMessage(t, errorMessage(error, t('stats.header.downloadFailed'))))
    } finally {
      setDownloading(false)
    }
  }
  const winner = match.score.winner_team
  return (
    <header className="grid gap-3">
      <Link
        to={`/matches/${match.id}`}
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t('stats.header.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-medium text-muted-foreground">{t('stats.header.eyebrow')}</p>
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{match.title}</h1>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className={winner === 0 ? 'font-semibold' : undefined}>{teamLabel(match, 0)}</span>
            <span className="text-muted-foreground">{t('stats.header.versus')}</span>
            <span className={winner === 1 ? 'font-semibold' : undefined}>{teamLabel(match, 1)}</span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {match.score.sets.length > 0 && (
              <p className="font-mono text-lg font-semibold whitespace-pre tabular-nums">
                <span className="sr-only">{t('stats.header.scoreLabel')} </span>
                {setsLine(match)}
              </p>
            )}
            <Badge variant="outline">{t(`stats.header.status.${match.status}`)}</Badge>
            <Badge variant={match.license === 'pro' ? 'pro' : 'secondary'}>
              {t(`stats.header.license.${match.license}`)}
            </Badge>
          </div>
        </div>
        <Button variant="outline" onClick={() => void download()} disabled={downloading || match.points_count === 0}>
          {downloading ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <DownloadIcon aria-hidden="true" />
          )}
          {t('stats.header.downloadCsv')}
        </Button>
      </div>
    </header>
  )
}
