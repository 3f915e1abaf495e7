import { useTranslation } from 'react-i18next'
import { percent } from './stats-format'
import { biggestSwings, type ChancePoint } from './pressure-view'
import { pointContext } from './point-context'

/** The five points that moved the chance most, in words, largest first. */
export function BiggestSwings({ points, team }: { points: readonly ChancePoint[]; team: string }) {
  const { t, i18n } = useTranslation()
  const swings = biggestSwings(points)
  if (swings.length === 0) return null
  const pct = (share: number) => percent(share, 1, i18n.language) ?? ''
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{t('stats.pressure.swingsTitle')}</h3>
      <ol className="grid list-decimal gap-1.5 pl-5 text-sm" data-testid="biggest-swings">
        {swings.map((p) => {
          const context = pointContext(t, p)
          return (
            <li key={p.seq} data-testid="swing">
              {t(context ? 'stats.pressure.swing' : 'stats.pressure.swingNoContext', {
                n: p.seq,
                context,
                team,
                from: pct(p.before),
                to: pct(p.after),
              })}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
