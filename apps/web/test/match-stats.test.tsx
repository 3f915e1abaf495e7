import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@/lib/i18n'
import { aStatsMatch, serveStats, statsOf, statsRequests } from './match-stats-fixtures'
import { renderApp } from './render-app'

const overview = () => screen.getByRole('table', { name: /^(Counts and impact|Luvut ja vaikuttavuus)/ })
const rowOf = (name: string) => within(overview()).getByRole('rowheader', { name }).closest('tr') as HTMLElement
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)

describe('match statistics screen (ADR 0020)', () => {
  afterEach(() => {
    initI18n('en')
  })

  it('shows the header, and the counts and impact per player and team from the stats response', async () => {
    serveStats(aStatsMatch())
    renderApp('/matches/41/scores')
    expect(await screen.findByRole('heading', { level: 1, name: 'Club final' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to match' })).toHaveAttribute('href', '/matches/41')
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && /^Score: 6–0\s+0–1$/.test(el.textContent ?? '')),
    ).toBeInTheDocument()

    const table = await screen.findByRole('table', { name: 'Counts and impact per player and team (All sets)' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim()),
    ).toEqual([
      'Player / team',
      'PtsPoints won',
      'WWinners',
      'AceAces',
      'FTEErrors forced',
      'FEForced errors',
      'UEUnforced errors',
      'REReturn errors',
      'DFDouble faults',
      'WGWinners given',
      'ImpactImpact per game',
    ])
    // Iida: 15 winners over 7 completed games. Lea: 9 unforced errors and the lob Iida smashed away: −10 / 7.
    expect(cells(rowOf('Iida Koski'))).toEqual(['24', '15', '0', '0', '0', '0', '0', '0', '0', '+2.1'])
    expect(cells(rowOf('Lea Virta'))).toEqual(['4', '0', '0', '0', '0', '9', '0', '0', '1', '−1.4'])
    expect(cells(rowOf('Mia Salo'))).toEqual(['4', '4', '0', '0', '0', '0', '0', '0', '0', '+0.6'])
    expect(cells(rowOf('Team: Lea Virta & Mia Salo'))).toEqual(['4', '4', '0', '0', '0', '9', '0', '0', '1', '−0.9'])
    expect(screen.getByText('All sets · 7 games completed · 28 points')).toBeInTheDocument()
  })

  it('explains a figure on tap and from the keyboard', async () => {
    serveStats(aStatsMatch())
    renderApp('/matches/41/scores')
    const help = await screen.findByRole('button', { name: 'What is “Unforced errors”?' })
    await userEvent.click(help)
    expect(await screen.findByText(/Errors this player made without real pressure/)).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByText(/Errors this player made without real pressure/)).not.toBeInTheDocument(),
    )
    const impact = screen.getByRole('button', { name: 'What is “Impact per game”?' })
    impact.focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByText(/Above zero: the player won more points than they gave away/)).toBeInTheDocument()
  })

  it('puts the set and player filters in the URL and asks the API for them', async () => {
    const api = serveStats(aStatsMatch())
    const { router } = renderApp('/matches/41/scores')
    await screen.findByRole('table', { name: /^Counts and impact.*\(All sets\)/ })
    expect(statsRequests(api)).toEqual(['/api/v2/matches/41/stats'])

    const filters = screen.getByRole('region', { name: 'Filters' })
    await userEvent.click(within(filters).getByRole('radio', { name: 'Set 2' }))
    await waitFor(() => expect(router.state.location.search).toBe('?set=2'))
    await screen.findByRole('table', { name: /^Counts and impact.*\(Set 2\)/ })
    expect(statsRequests(api).at(-1)).toBe('/api/v2/matches/41/stats?set=2')
    // Set 2 alone: one game, Mia's four winners.
    expect(screen.getByText('Set 2 · 1 games completed · 4 points')).toBeInTheDocument()
    expect(cells(rowOf('Mia Salo')).at(-1)).toBe('+4.0')

    await userEvent.selectOptions(within(filters).getByLabelText('Player'), 'Lea Virta')
    await waitFor(() => expect(router.state.location.search).toBe('?set=2&player=103'))
    await screen.findByRole('table', { name: /^Counts and impact.*\(Set 2, Lea Virta\)/ })
    expect(statsRequests(api).at(-1)).toBe('/api/v2/matches/41/stats?set=2&player=103')
    expect(within(overview()).queryByRole('rowheader', { name: 'Iida Koski' })).not.toBeInTheDocument()

    await userEvent.click(within(filters).getByRole('radio', { name: 'All sets' }))
    await waitFor(() => expect(router.state.location.search).toBe('?player=103'))
  })

  it('keeps both of two filter changes made before the page re-rendered (a quick tap, a slow phone)', async () => {
    serveStats(aStatsMatch())
    const { router } = renderApp('/matches/41/scores?set=1')
    await screen.findByRole('table', { name: /^Counts and impact.*\(Set 1\)/ })
    const filters = screen.getByRole('region', { name: 'Filters' })
    // Both events in one act: the second handler still holds the render that saw ?set=1.
    act(() => {
      fireEvent.click(within(filters).getByRole('radio', { name: 'All sets' }))
      fireEvent.change(within(filters).getByLabelText('Player'), { target: { value: '103' } })
    })
    await waitFor(() => expect(router.state.location.search).toBe('?player=103'))
  })

  it('reads the filter from the URL, ignoring values the match cannot have', async () => {
    const api = serveStats(aStatsMatch())
    renderApp('/matches/41/scores?set=1&player=104')
    await screen.findByRole('table', { name: /^Counts and impact.*\(Set 1, Mia Salo\)/ })
    expect(statsRequests(api)).toEqual(['/api/v2/matches/41/stats?set=1&player=104'])

    const other = serveStats(aStatsMatch())
    renderApp('/matches/41/scores?set=9&player=999')
    await screen.findByRole('table', { name: /^Counts and impact.*\(All sets\)/ })
    expect(statsRequests(other)).toEqual(['/api/v2/matches/41/stats'])
  })

  it('tells the story point by point in English, grouped by game with the score after each', async () => {
    serveStats(aStatsMatch())
    renderApp('/matches/41/scores')
    const story = await screen.findByRole('region', { name: 'Set 1' })
    const sentences = within(story).getAllByTestId('story-sentence')
    expect(sentences).toHaveLength(24)
    expect(sentences[0]).toHaveTextContent("Game 1, 0–0: Iida Koski, smash winner (fast), after Lea Virta's lob")
    expect(sentences[1]).toHaveTextContent('Game 1, 15–0: Lea Virta, unforced error on the backhand after the glass')
    expect(within(story).getByRole('heading', { name: 'Game 2 · Lea Virta serving' })).toBeInTheDocument()
    expect(within(story).getAllByText('Game to Iida Koski & Ana Ortiz: 1–0')[0]).toBeInTheDocument()
    expect(sentences[0]!.closest('li')).toHaveTextContent('Point to Iida Koski & Ana Ortiz. Score after: 15–0')

    // One set at a time: the second set's story is a click away.
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Set of the story' })).getByRole('radio', { name: 'Set 2' }),
    )
    const second = await screen.findByRole('region', { name: 'Set 2' })
    expect(within(second).getAllByTestId('story-sentence')[0]).toHaveTextContent(
      'Game 1, 0–0: Mia Salo, bandeja winner',
    )
  })

  it('tells the story and the findings in Finnish', async () => {
    initI18n('fi')
    serveStats(aStatsMatch())
    renderApp('/matches/41/scores')
    const story = await screen.findByRole('region', { name: 'Erä 1' })
    const sentences = within(story).getAllByTestId('story-sentence')
    expect(sentences[0]).toHaveTextContent(
      'Peli 1, 0–0: Iida Koski, voittolyönti: smassi (nopea) – edellinen lyönti: Lea Virta, lobbi',
    )
    expect(sentences[1]).toHaveTextContent('Peli 1, 15–0: Lea Virta, oma virhe: rysty lasin jälkeen')
    expect(
      screen.getByText('Lea Virta teki 9 omaa virhettä, joista 7 lyönnillä ”rysty lasin jälkeen”.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Lataa CSV' })).toBeInTheDocument()
    expect(cells(rowOf('Lea Virta')).at(-1)).toBe('−1,4')
  })

  it('shows the findings the domain emitted, with their numbers', async () => {
    serveStats(aStatsMatch())
    renderApp('/matches/41/scores')
    const findings = await screen.findAllByTestId('finding')
    // The domain's order: players as listed (Iida, then Lea), each player's shot findings first.
    expect(findings.map((f) => f.textContent)).toEqual([
      "14 of Iida Koski's 15 winners and aces came with the volley.",
      "7 of Lea Virta's 9 unforced errors came on the backhand after the glass.",
      'Lea Virta made 7 unforced errors on the backhand after the glass and not a single winner with it.',
    ])
  })

  it('hides findings when the domain emits none, and says why', async () => {
    const match = aStatsMatch()
    serveStats(match, (filter) => ({ ...statsOf(match, filter), findings: [] }))
    renderApp('/matches/41/scores')
    expect(await screen.findByTestId('findings-empty')).toHaveTextContent(
      'No finding yet: with 28 points in this view no pattern is strong enough',
    )
    expect(screen.queryByTestId('finding')).not.toBeInTheDocument()
  })

  it('explains what a pro match would add on a free match, and still shows its counts', async () => {
    serveStats(aStatsMatch({ license: 'free' }))
    renderApp('/matches/41/scores')
    expect(await screen.findByRole('heading', { name: 'A free match: the essentials' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See the pro plan' })).toHaveAttribute('href', '/profile')
    await screen.findByRole('heading', { name: 'Ball by ball' })
    // No positions on a free match: no court map, the note above says what it would show.
    expect(screen.queryByRole('heading', { name: 'Court map' })).not.toBeInTheDocument()
    expect(cells(rowOf('Lea Virta'))).toEqual(['4', '0', '0', '0', '0', '9', '0', '0', '0', '−1.3'])
    expect(screen.queryByRole('heading', { name: 'By shot' })).not.toBeInTheDocument()
    const story = screen.getByRole('region', { name: 'Set 1' })
    expect(within(story).getAllByTestId('story-sentence')[0]).toHaveTextContent('Game 1, 0–0: Iida Koski, winner')
    expect(screen.getByTestId('findings-empty')).toHaveTextContent('Free matches record no shots or speeds')
  })

  it('draws the court map with marks and paths, filterable by point type', async () => {
    serveStats(aStatsMatch())
    renderApp('/matches/41/scores')
    const drawing = await screen.findByRole('img', { name: 'Court map with 8 points' })
    expect(within(drawing.closest('figure')!).getAllByTestId('court-mark')).toHaveLength(8)
    expect(within(drawing.closest('figure')!).getAllByTestId('court-path')).toHaveLength(1)
    await userEvent.selectOptions(screen.getByLabelText('Point type'), 'winner')
    expect(await screen.findByRole('img', { name: 'Court map with 1 point' })).toBeInTheDocument()
    expect(screen.getByText('1 point shown: winners 1, errors 0, other 0.')).toBeInTheDocument()
  })

  it("lists each shot group's total with its own shots under it, and a game's impact as a whole count", async () => {
    serveStats(aStatsMatch())
    renderApp('/matches/41/scores')
    // Iida: 14 volley winners and the smash.
    const shots = await screen.findByRole('table', { name: 'Shot groups and shots of Iida Koski' })
    const names = within(shots)
      .getAllByRole('rowheader')
      .map((h) => h.textContent)
    expect(names).toEqual(['Volleys (all)', 'volley', 'Offensive (all)', 'smash'])
    // Four volley winners in one game: +4, not +4.0.
    expect(screen.getByText(/^Iida Koski: impact \+4 in set 1, game \d$/)).toBeInTheDocument()
  })

  it('summarises the momentum in words (the chart itself loads lazily)', async () => {
    serveStats(aStatsMatch())
    renderApp('/matches/41/scores')
    expect(await screen.findByTestId('momentum-summary')).toHaveTextContent(
      'After 28 points Iida Koski & Ana Ortiz ahead by 20 points. Largest lead of Iida Koski & Ana Ortiz: 24 points (point 24).',
    )
  })

  it('downloads the points as CSV with the token', async () => {
    const api = serveStats(aStatsMatch())
    const original = api.fetchMock.getMockImplementation()!
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/balls.csv')) {
        return new Response('seq,set\r\n0,1\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="Club final-points.csv"; filename*=UTF-8''Club%20final-points.csv`,
          },
        })
      }
      return original(input, init)
    })
    const createObjectURL = vi.fn(() => 'blob:csv')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const clicks: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this)
    })
    renderApp('/matches/41/scores')
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(clicks).toHaveLength(1))
    const call = api.fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/v2/matches/41/balls.csv'))!
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer header.payload.signature')
    expect(createObjectURL).toHaveBeenCalledTimes(1)
    expect(clicks[0]!.download).toBe('Club final-points.csv')
    expect(clicks[0]!.href).toBe('blob:csv')
  })

  it('shows an honest empty state before any point, and a missing match as not found', async () => {
    serveStats(
      aStatsMatch({ points_count: 0, score: { sets: [], current_game: null, server_id: 101, winner_team: null } }),
    )
    renderApp('/matches/41/scores')
    expect(await screen.findByRole('heading', { name: 'No points recorded yet' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled()

    serveStats(aStatsMatch())
    renderApp('/matches/999/scores')
    expect(await screen.findByRole('heading', { level: 1, name: 'Match not found' })).toBeInTheDocument()
  })
})
