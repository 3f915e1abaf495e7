import { useTranslation } from 'react-i18next'
import { TrophyIcon } from 'lucide-react'
import type { SocialSession } from '@courtside/contracts'
import { cn } from '@/lib/cn'

/** "+16", "−4", "0": the difference with its sign written out. */
export const signed = (value: number): string => (value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0')

const COLUMNS = ['points', 'difference', 'wins', 'played'] as const

/**
 * The table, best first, as the API ranks it (points, difference, wins). The headers are short on a phone and in the
 * narrow side column of a wide screen; each keeps its full name for screen readers. The leader is marked with an icon and a word, not a colour.
 */
export function StandingsTable({ session }: { session: SocialSession }) {
  const { t } = useTranslation()
  const started = session.standings.some((standing) => standing.played > 0)
  return (
    <section aria-labelledby="standings-title" className="grid gap-3" data-testid="standings">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="standings-title" className="text-xl font-semibold tracking-tight 2xl:text-2xl">
          {t('social.standings.title')}
        </h2>
        <p className="text-xs text-muted-foreground">{t('social.standings.live')}</p>
      </div>
      <div className="overflow-x-auto rounded-2xl border border-border bg-card shadow-sm">
        <table className="w-full text-sm tabular-nums 2xl:text-base">
          <thead className="border-b border-border text-xs text-muted-foreground 2xl:text-sm">
            <tr>
              <th scope="col" className="w-10 px-3 py-2.5 text-left font-medium">
                <abbr title={t('social.standings.rank')} className="no-underline">
                  {t('social.standings.rankShort')}
                </abbr>
              </th>
              <th scope="col" className="px-2 py-2.5 text-left font-medium">
                {t('social.standings.player')}
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2.5 text-right font-medium last:pr-3">
                  <span aria-hidden="true" className="sm:hidden 2xl:inline">
                    {t(`social.standings.${column}Short`)}
                  </span>
                  <span className="max-sm:sr-only 2xl:sr-only">{t(`social.standings.${column}`)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {session.standings.map((standing) => {
              const leads = started && standing.rank === 1
              return (
                <tr
                  key={standing.player}
                  className={cn('border-b border-border last:border-0', leads && 'bg-primary/5')}
                  data-testid={`standing-${standing.player}`}
                >
                  <td className="px-3 py-2.5 font-semibold">{standing.rank}</td>
                  <th scope="row" className="px-2 py-2.5 text-left font-medium">
                    <span className="inline-flex items-center gap-1.5">
                      <span data-testid="name">{standing.name}</span>
                      {leads && (
                        <>
                          <TrophyIcon className="size-4 text-primary" aria-hidden="true" />
                          <span className="sr-only">{t('social.standings.leader')}</span>
                        </>
                      )}
                    </span>
                  </th>
                  <td className="px-2 py-2.5 text-right font-semibold" data-testid="points">
                    {standing.points}
                  </td>
                  <td className="px-2 py-2.5 text-right" data-testid="difference">
                    {signed(standing.difference)}
                  </td>
                  <td className="px-2 py-2.5 text-right" data-testid="wins">
                    {standing.wins}
                  </td>
                  <td className="px-2 py-2.5 pr-3 text-right" data-testid="played">
                    {standing.played}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}
