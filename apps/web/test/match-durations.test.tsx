import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { initI18n } from '@/lib/i18n'
import { aStatsMatch, serveStats, statsOf } from './match-stats-fixtures'
import { renderApp } from './render-app'

// ADR 0034: how long the match and each game took, from the points' tap times, on the statistics page.

const match = aStatsMatch()
const timed = () => {
  const stats = statsOf(match)
  const first = stats.story[0]!
  return {
    ...stats,
    durations: {
      timed_points: stats.points_played,
      total_ms: 65 * 60_000 + 12_000,
      sets: [{ set: 1, ms: 42 * 60_000 }],
      games: [{ set: first.set, game: first.game, game_in_set: first.game_in_set, ms: 150_000 }],
      between_points: { median_ms: 28_400, longest_ms: 300_000 },
    },
  }
}

describe('playing time on the statistics page (ADR 0034)', () => {
  afterEach(() => {
    initI18n('en')
  })

  it('shows the playing time with the median between points, and how long each game took', async () => {
    serveStats(match, timed)
    renderApp('/matches/41/scores')
    const time = (await screen.findByText('Playing time')).closest('div') as HTMLElement
    expect(time).toHaveTextContent('1 h 5 min · 28 s between points (median)')
    const story = await screen.findByRole('region', { name: 'Set 1' })
    expect(within(story).getAllByText('Game to Iida Koski & Ana Ortiz: 1–0 · 2 min 30 s')).toHaveLength(1)
    expect(within(story).getByTestId('story-set-time')).toHaveTextContent('Set 1 took 42 min 0 s.')
  })

  it('says so in Finnish', async () => {
    initI18n('fi')
    serveStats(match, timed)
    renderApp('/matches/41/scores')
    const time = (await screen.findByText('Peliaika')).closest('div') as HTMLElement
    expect(time).toHaveTextContent('1 t 5 min · pisteiden välillä 28 s (mediaani)')
    expect(await screen.findByTestId('story-set-time')).toHaveTextContent('Erä 1 kesti 42 min 0 s.')
  })

  it('has nothing to say without tap times', async () => {
    serveStats(match)
    renderApp('/matches/41/scores')
    const untimed = (await screen.findByText('Playing time')).closest('div') as HTMLElement
    expect(untimed).toHaveTextContent('Not enough points yet')
    await screen.findByRole('region', { name: 'Set 1' })
    expect(screen.queryByTestId('story-set-time')).not.toBeInTheDocument()
  })
})
