import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MatchStatsBody } from '@courtside/contracts'
import { initI18n } from '@/lib/i18n'
import { aStatsMatch, serveStats, statsOf } from './match-stats-fixtures'
import { renderApp } from './render-app'

// docs/win-probability.md: pair A's chance over the points, the biggest swings and each player's clutch index.

/** 28 points at 50 % → 51 %, but for six with hand-picked swings (|after − before| in brackets). */
const SWINGS: Record<number, [number, number]> = {
  5: [0.4, 0.6], // 0.20
  9: [0.7, 0.55], // 0.15
  12: [0.5, 0.62], // 0.12
  20: [0.6, 0.3], // 0.30
  24: [0.8, 0.9], // 0.10
  25: [0.9, 0.8], // 0.10, the same as point 24: the earlier point goes first
}

const PRESSURE: NonNullable<MatchStatsBody['pressure']> = {
  high_leverage_threshold: 0.2,
  points: Array.from({ length: 28 }, (_, i) => {
    const seq = i + 1
    const [before, after] = SWINGS[seq] ?? [0.5, 0.51]
    return { seq, before, after, leverage: seq === 20 ? 0.3 : 0.05, high_leverage: seq === 20 }
  }),
  players: [
    // 6/8 − 12/20 = 0.75 − 0.60 = +15 percentage points.
    { player_id: 101, high_leverage_points: 8, won: 6, other_points: 20, other_won: 12, clutch: 0.15 },
    { player_id: 103, high_leverage_points: 3, won: 1, other_points: 25, other_won: 4, clutch: null },
  ],
}

function serve() {
  const match = aStatsMatch()
  return serveStats(match, (filter) => ({ ...statsOf(match, filter), pressure: PRESSURE }))
}

describe('win probability on the statistics page', () => {
  afterEach(() => {
    initI18n('en')
  })

  it("lists every point's chance in the chart's table", async () => {
    serve()
    const user = userEvent.setup()
    renderApp('/matches/41/scores')
    const card = await screen.findByTestId('win-probability')
    await user.click(within(card).getByText('Show the chance point by point'))
    const table = within(card).getByRole('table', {
      name: 'Chance of Iida Koski & Ana Ortiz to win, before and after each point',
    })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(28)
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('1')
    // Point 1 opens the match: game 1 at 0–0, 50 % before and 51 % after.
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Game 1, 0–0', '50%', '51%'])
    const row20 = within(rows[19]!)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(row20[0]).toMatch(/High leverage/)
    expect(row20.slice(1)).toEqual(['60%', '30%'])
    expect(within(card).getByTestId('decisive-legend')).toHaveTextContent(/^Decisive points \(\d+\)/)
  })

  it('names the five biggest swings, largest first', async () => {
    serve()
    renderApp('/matches/41/scores')
    const swings = await screen.findAllByTestId('swing')
    expect(swings.map((s) => s.textContent?.match(/^Point (\d+)/)?.[1])).toEqual(['20', '5', '9', '12', '24'])
    expect(swings[0]).toHaveTextContent(
      /^Point 20 \(Game \d+, .+ · High leverage\): the chance of Iida Koski & Ana Ortiz went from 60% to 30%\.$/,
    )
    expect(swings[1]).toHaveTextContent(/went from 40% to 60%\.$/)
    expect(swings[4]).toHaveTextContent(/went from 80% to 90%\.$/)
  })

  it('shows the clutch index with the points it rests on, and "not enough points" without enough', async () => {
    serve()
    renderApp('/matches/41/scores')
    const clutch = await screen.findByTestId('clutch')
    const rows = within(clutch).getAllByTestId('clutch-row')
    expect(rows[0]).toHaveTextContent('Iida Koski+15 pp (6 of 8 high-leverage points won; 12 of 20 others)')
    expect(rows[1]).toHaveTextContent('Lea VirtaNot enough points (3 high-leverage points)')
  })

  it('speaks Finnish', async () => {
    initI18n('fi')
    serve()
    renderApp('/matches/41/scores')
    const swings = await screen.findAllByTestId('swing')
    expect(swings[0]).toHaveTextContent(
      /^Piste 20 \(.+\): parin Iida Koski & Ana Ortiz mahdollisuus muuttui 60 % → 30 %\.$/,
    )
    expect(screen.getAllByTestId('clutch-row')[0]).toHaveTextContent('+15 %-yks.')
  })

  it('shows no chart or clutch when the stats carry no pressure', async () => {
    const match = aStatsMatch()
    serveStats(match, (filter) => ({ ...statsOf(match, filter), pressure: null }))
    renderApp('/matches/41/scores')
    await screen.findByTestId('stats-overview')
    expect(screen.queryByTestId('win-probability')).not.toBeInTheDocument()
    expect(screen.queryByTestId('clutch')).not.toBeInTheDocument()
  })
})
