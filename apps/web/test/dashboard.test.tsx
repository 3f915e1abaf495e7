import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { json } from './api-mock'
import { aMatch, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

const data = {
  counts: { active_athletes: 4, recent_matches: 7, organization_connections: 2 },
  finished_matches: [
    aMatch({
      id: 42,
      title: 'Semi',
      status: 'finished',
      score: { ...aMatch().score, current_game: null, winner_team: 0 },
    }),
  ],
  ongoing_matches: [aMatch()],
}

describe('dashboard', () => {
  it('shows the counts and the finished and ongoing matches, with view-all links to the filtered list', async () => {
    signedIn({ 'GET /api/v2/dashboard': () => json(data) })
    renderApp('/dashboard')
    expect(await screen.findByTestId('count-activeAthletes')).toHaveTextContent('4')
    expect(screen.getByTestId('count-recentMatches')).toHaveTextContent('7')
    expect(screen.getByTestId('count-organizations')).toHaveTextContent('2')
    expect(screen.getByTestId('dashboard-card-recentMatches')).toHaveTextContent('Matches, last 30 days')
    expect(within(screen.getByTestId('dashboard-card-activeAthletes')).getByRole('link')).toHaveAttribute(
      'href',
      '/users?filter=coached',
    )
    expect(within(screen.getByTestId('dashboard-finished-list')).getByRole('link', { name: /Semi/ })).toHaveAttribute(
      'href',
      '/matches/42',
    )
    expect(
      within(screen.getByTestId('dashboard-ongoing-list')).getByRole('link', { name: /Club final/ }),
    ).toHaveAttribute('href', '/matches/41')
    expect(screen.getByTestId('view-all-finished')).toHaveAttribute('href', '/matches?status=finished')
    expect(screen.getByTestId('view-all-ongoing')).toHaveAttribute('href', '/matches?status=ongoing')
    expect(screen.queryByTestId('first-steps')).not.toBeInTheDocument()
  })

  it('gives a coach viewer no link to the athletes page', async () => {
    signedIn({ 'GET /api/v2/dashboard': () => json(data) }, { coachViewer: true })
    renderApp('/dashboard')
    const card = await screen.findByTestId('dashboard-card-activeAthletes')
    expect(within(card).queryByRole('link')).not.toBeInTheDocument()
  })

  it('points a new coach to the first steps', async () => {
    signedIn()
    renderApp('/dashboard')
    expect(await screen.findByTestId('first-steps')).toBeInTheDocument()
  })
})
