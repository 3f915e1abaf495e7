import { useTranslation } from 'react-i18next'
import { percent } from './stats-format'
import type { ChancePoint } from './pressure-view'
import { pointContext } from './point-context'

/** The chart's data as a table, behind a disclosure: every point's chance before and after it. */
export function WinProbabilityTable({ points, team }: { points: readonly ChancePoint[]; team: string }) {
  const { t, i18n } = useTranslation()
  const pct = (share: number) => percent(share, 1, i18n.language) ?? ''
  const caption = t('stats.pressure.tableCaption', { team })
  return (
    <details className="group rounded-xl border border-border">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium md:min-h-9">
        {t('stats.pressure.showTable')}
      </summary>
      <div className="max-h-80 overflow-auto border-t border-border" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full border-collapse text-sm tabular-nums" data-testid="win-probability-table">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t('stats.pressure.point')}
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t('stats.pressure.context')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('stats.pressure.before')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('stats.pressure.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.seq} className="border-t border-border">
                <th scope="row" className="px-3 py-1.5 text-left font-medium">
                  {p.seq}
                </th>
                <td className="px-3 py-1.5 text-left text-muted-foreground">{pointContext(t, p)}</td>
                <td className="px-3 py-1.5 text-right">{pct(p.before)}</td>
                <td className="px-3 py-1.5 text-right">{pct(p.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
