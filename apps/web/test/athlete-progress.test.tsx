import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SHOT_GROUPS } from '@courtside/domain'
import type { TrendEntry } from '@courtside/contracts'
import { json } from './api-mock'
import { aPlayer, meta, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

// ADR 0037: an athlete's progress over their matches, with a range, a table behind the chart and a comparison.

const entry = (matchId: number, date: string, impact: number | null, serve = { played: 10, won: 6 }): TrendEntry => ({
  match_id: matchId,
  title: `Match ${matchId}`,
  date,
  games_played: 10,
  points_played: 40,
  impact,
  winners_per_game: 1.5,
  forced_errors_per_game: 0.5,
  unforced_errors_per_game: 1,
  on_serve: serve,
  on_return: { played: 20, won: 5 },
  by_shot_group: SHOT_GROUPS.map((shot_group) => ({
    shot_group,
    winners_per_game: shot_group === 'volleys' ? 0.75 : 0,
    forced_errors_per_game: 0,
    unforced_errors_per_game: 0,
  })),
})

const statsWith = (trends: TrendEntry[]) => ({
  stats: {
    total_matches: trends.length,
    finished_matches: 0,
    wins: 0,
    losses: 0,
    win_rate: null,
    last_five: [],
    recent_matches: [],
    recommendations: [],
    trends,
  },
})

const IIDA = Array.from({ length: 12 }, (_, i) =>
  entry(100 + i, `2026-0${Math.floor(i / 3) + 1}-1${i % 3}T10:00:00.000Z`, i - 2),
)

function setUp() {
  return signedIn({
    'GET /api/v2/players': () =>
      json({
        players: [aPlayer(), aPlayer({ id: 13, first_name: 'Lea', last_name: 'Virta' })],
        meta: meta(2),
      }),
    'GET /api/v2/players/12': () => json({ player: aPlayer() }),
    'GET /api/v2/players/12/stats': () => json(statsWith(IIDA)),
    // Lea played the last match with Iida, and one of her own.
    'GET /api/v2/players/13/stats': () =>
      json(statsWith([entry(111, IIDA[11]!.date, 3), entry(200, '2026-04-20T10:00:00.000Z', -1)])),
  })
}

const tableRows = () =>
  within(screen.getByTestId('progress-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .concat(within(row).getAllByRole('rowheader'))
        .map((c) => c.textContent),
    )

describe('athlete progress (ADR 0037)', () => {
  it('shows the last 10 matches by default, newest first in the table, with the evidence', async () => {
    setUp()
    renderApp('/users/12')
    const card = await screen.findByTestId('athlete-progress')
    expect(within(card).getByRole('radio', { name: 'Last 10' })).toHaveAttribute('aria-checked', 'true')
    const rows = tableRows()
    expect(rows).toHaveLength(10)
    // Date, value, then the match's name (the row header).
    expect(rows[0]).toEqual(['12/04/2026', '9', 'Match 111'])
    expect(rows[9]).toEqual(['12/01/2026', '0', 'Match 102'])
    expect(screen.getByTestId('progress-evidence')).toHaveTextContent('Based on 10 matches and 400 points.')
  })

  it("dates a match in the device's own time zone", async () => {
    // The runner is in UTC (vitest.config.ts); a coach fourteen hours ahead played Match 111 (10:00 UTC on 12 April)
    // on the 13th.
    process.env.TZ = 'Pacific/Kiritimati'
    try {
      setUp()
      renderApp('/users/12')
      await screen.findByTestId('athlete-progress')
      expect(tableRows()[0]).toEqual(['13/04/2026', '9', 'Match 111'])
    } finally {
      process.env.TZ = 'UTC'
    }
  })

  it('narrows by range and dates, follows another figure and shot group, and compares with another athlete', async () => {
    setUp()
    const user = userEvent.setup()
    renderApp('/users/12')
    const card = await screen.findByTestId('athlete-progress')
    await user.click(within(card).getByRole('radio', { name: 'Last 5' }))
    expect(tableRows()).toHaveLength(5)
    await user.click(within(card).getByRole('radio', { name: 'All' }))
    expect(tableRows()).toHaveLength(12)
    await user.type(within(card).getByLabelText('From'), '2026-03-01')
    await user.type(within(card).getByLabelText('To'), '2026-03-31')
    await waitFor(() => expect(tableRows()).toHaveLength(3))

    expect(within(card).getByLabelText('Shot group')).toBeDisabled()
    await user.selectOptions(within(card).getByLabelText('Figure'), 'Points won on own serve')
    expect(tableRows()[0]).toEqual(['12/03/2026', '60 %', 'Match 108'])
    await user.selectOptions(within(card).getByLabelText('Figure'), 'Winners per game')
    await user.selectOptions(within(card).getByLabelText('Shot group'), 'Volleys')
    expect(tableRows()[0]).toEqual(['12/03/2026', '0.75', 'Match 108'])
    expect(screen.getByRole('region', { name: 'Winners per game · Volleys' })).toBeInTheDocument()

    await user.clear(within(card).getByLabelText('From'))
    await user.clear(within(card).getByLabelText('To'))
    await user.selectOptions(within(card).getByLabelText('Figure'), 'Impact per game')
    await user.selectOptions(within(card).getByLabelText('Compare with'), 'Lea Virta')
    await waitFor(() => expect(within(card).getByRole('columnheader', { name: 'Lea Virta' })).toBeInTheDocument())
    const rows = tableRows()
    // Her own match is the newest; the match they both played is one row with both values.
    expect(rows[0]).toEqual(['20/04/2026', 'did not play', '-1', 'Match 200'])
    expect(rows[1]).toEqual(['12/04/2026', '9', '3', 'Match 111'])
    expect(rows[2]).toEqual(['11/04/2026', '8', 'did not play', 'Match 110'])
  })
})
