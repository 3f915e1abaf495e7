import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token'
import { ORGANIZATION_STORAGE_KEY } from '@/lib/organization-scope'
import { aLicense, aUser, json, mockApi, TOKEN } from './api-mock'
import { renderApp } from './render-app'

function signedInAs(coachViewer: boolean, license = aLicense()) {
  localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
  mockApi({
    'GET /api/v2/user/me.json': () => json(aUser({ coach_viewer: coachViewer })),
    'GET /api/v2/user_license/current': () => json(license),
    'GET /api/v2/players': () => json({ players: [], meta: { page: 1, per_page: 20, total: 0 } }),
  })
}

describe('sidebar', () => {
  it('shows Dashboard, Matches and the Athletes management group to a full coach', async () => {
    signedInAs(false)
    renderApp('/dashboard')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Matches' })).toBeInTheDocument()
    expect(within(nav).getByText('Athletes management')).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'My athletes' })).toHaveAttribute('href', '/users')
    expect(within(nav).getByRole('link', { name: 'Organizations' })).toHaveAttribute('href', '/organizations')
  })

  it('hides the Athletes management group from a coach viewer', async () => {
    signedInAs(true)
    renderApp('/dashboard')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Matches' })).toBeInTheDocument()
    expect(within(nav).queryByText('Athletes management')).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'My athletes' })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Organizations' })).not.toBeInTheDocument()
  })

  it.each(['/users', '/users/3', '/organizations', '/organizations/7'])(
    'sends a coach viewer from %s to /dashboard',
    async (path) => {
      signedInAs(true)
      const { router } = renderApp(path)
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    },
  )

  it('lets a full coach open the athletes screen', async () => {
    signedInAs(false)
    const { router } = renderApp('/users')
    expect(await screen.findByRole('heading', { name: 'No athletes yet' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/users')
  })

  it('shows the user card: initials, full name, email, licence badge and meters', async () => {
    signedInAs(false)
    renderApp('/dashboard')
    const card = await screen.findByTestId('sidebar-user-card')
    expect(within(card).getByTestId('user-initials')).toHaveTextContent('IK')
    expect(within(card).getByTestId('user-name')).toHaveTextContent('Iida Koski')
    expect(within(card).getByTestId('user-email')).toHaveTextContent('iida@example.com')
    expect(await within(card).findByTestId('license-badge')).toHaveTextContent('Free')
    expect(within(card).getByTestId('usage-meter-pro')).toHaveTextContent('1 / 3')
    expect(within(card).getByRole('link', { name: /Iida Koski/ })).toHaveAttribute('href', '/profile')
  })

  it('falls back to the email when the user has no name', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    mockApi({
      'GET /api/v2/user/me.json': () => json(aUser({ first_name: '', last_name: '' })),
      'GET /api/v2/user_license/current': () => json(aLicense()),
    })
    renderApp('/dashboard')
    expect(await screen.findByTestId('user-name')).toHaveTextContent('iida@example.com')
    expect(screen.getByTestId('user-initials')).toHaveTextContent('I')
  })

  it('shows the scoped organization in the header', async () => {
    localStorage.setItem(
      ORGANIZATION_STORAGE_KEY,
      JSON.stringify({ subdomain: 'helsinki-padel', name: 'Helsinki Padel' }),
    )
    signedInAs(false)
    renderApp('/dashboard')
    expect(await screen.findByTestId('sidebar-organization')).toHaveTextContent('Helsinki Padel')
  })

  it('toggles with ctrl+B and keeps the state in the sidebar_state cookie', async () => {
    signedInAs(false)
    renderApp('/dashboard')
    const trigger = await screen.findByTestId('sidebar-trigger')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(document.cookie).toContain('sidebar_state=false')
    fireEvent.keyDown(window, { key: 'b', metaKey: true })
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(document.cookie).toContain('sidebar_state=true')
  })

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar_state=false; path=/'
    signedInAs(false)
    renderApp('/dashboard')
    expect(await screen.findByTestId('sidebar-trigger')).toHaveAttribute('aria-expanded', 'false')
  })
})
