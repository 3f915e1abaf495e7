import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ArrowLeftIcon, DownloadIcon, FileTextIcon, LoaderCircleIcon } from 'lucide-react'
import { toast } from '@/lib/toast'
import {
  REPORT_PAPERS,
  setsLine,
  type Match,
  type MatchReportQuery,
  isLocale,
  DEFAULT_LOCALE,
} from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { errorText } from '@/lib/error-text'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { downloadMatchReport } from '../api/download-match-report'
import { downloadPointsCsv } from '../api/download-points-csv'
import { teamLabel } from './stats-format'

export function StatsHeader({ match }: { match: Match }) {
  const { t, i18n } = useTranslation()
  const [downloading, setDownloading] = useState<'csv' | 'report' | null>(null)
  const run = async (kind: 'csv' | 'report', download: () => Promise<void>, failedKey: string) => {
    setDownloading(kind)
    try {
      await download()
    } catch (error) {
      toast.error(errorText(t, error, failedKey))
    } finally {
      setDownloading(null)
    }
  }
  const csv = () =>
    run('csv', () => downloadPointsCsv(match.id, `${match.title}-points.csv`), 'stats.header.downloadFailed')
  const report = (paper: MatchReportQuery['paper']) =>
    run(
      'report',
      () =>
        downloadMatchReport(
          match.id,
          { lang: isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE, paper },
          `${match.title}-${t('report.title')}.pdf`,
        ),
      'report.downloadFailed',
    )
  const busyIcon = <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
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
                {setsLine(match.score)}
              </p>
            )}
            <Badge variant="outline">{t(`stats.header.status.${match.status}`)}</Badge>
            <Badge variant={match.license === 'pro' ? 'pro' : 'secondary'}>
              {t(`stats.header.license.${match.license}`)}
            </Badge>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" disabled={downloading !== null} data-testid="download-report">
                {downloading === 'report' ? busyIcon : <FileTextIcon aria-hidden="true" />}
                {t('report.download')}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>{t('report.paper')}</DropdownMenuLabel>
              {REPORT_PAPERS.map((paper) => (
                <DropdownMenuItem key={paper} onSelect={() => void report(paper)} data-testid={`report-${paper}`}>
                  {t(`report.${paper}`)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <Button
            variant="outline"
            onClick={() => void csv()}
            disabled={downloading !== null || match.points_count === 0}
          >
            {downloading === 'csv' ? busyIcon : <DownloadIcon aria-hidden="true" />}
            {t('stats.header.downloadCsv')}
          </Button>
        </div>
      </div>
    </header>
  )
}
