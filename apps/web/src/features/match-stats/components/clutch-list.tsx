import { intlLocaleOf } from '@courtside/contracts'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { FigureHelp } from './figure-help'
import type { StatsView } from './stats-view'

/** Each player's clutch index (docs/win-probability.md) in percentage points, with the points it rests on. */
export const ClutchList = memo(function ClutchList({ view }: { view: StatsView }) {
  const { t, i18n } = useTranslation()
  const players = view.stats.pressure?.players ?? []
  if (players.length === 0) return null
  const points = new Intl.NumberFormat(intlLocaleOf(i18n.language), {
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  })
  return (
    <div className="grid gap-2 rounded-xl border border-border p-3" data-testid="clutch">
      <h3 className="text-sm font-semibold">
        <FigureHelp
          label={t('stats.pressure.clutchTitle')}
          helpLabel={t('stats.figures.helpLabel', { figure: t('stats.pressure.clutchTitle') })}
          help={t('stats.pressure.clutchHelp')}
        />
      </h3>
      <ul className="grid gap-1.5 text-sm lg:grid-cols-2 lg:gap-x-10">
        {players.map((p) => (
          <li
            key={p.player_id}
            className="flex flex-wrap items-baseline justify-between gap-x-3"
            data-testid="clutch-row"
          >
            <span className="font-medium">{view.playerName(p.player_id)}</span>
            <span className="text-muted-foreground">
              {p.clutch === null ? (
                t('stats.pressure.notEnough', { count: p.high_leverage_points })
              ) : (
                <>
                  <span className="font-semibold text-foreground tabular-nums">
                    {t('stats.pressure.clutchValue', { value: points.format(p.clutch * 100).replace('-', '−') })}
                  </span>{' '}
                  {t('stats.pressure.clutchBasis', {
                    count: p.high_leverage_points,
                    won: p.won,
                    other: p.other_points,
                    otherWon: p.other_won,
                  })}
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
})
