import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { json } from './api-mock'
import { anOrganization, meta, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

const detail = (overrides: Record<string, unknown> = {}) => ({
  ...anOrganization({ id: 9, name: 'Tampere Padel', subdomain: 'tampere-padel', role: 'admin' }),
  users: [
    { id: 1, name: 'Iida Koski', email: 'iida@example.com', role: 'admin', added_at: '2026-02-01T10:00:00.000Z' },
    {
      id: 2,
      name: 'Olli Omistaja',
      email: 'olli@example.com',
      role: 'superadmin',
      added_at: '2026-01-01T10:00:00.000Z',
    },
    {
      id: 3,
      name: 'Ville Valmentaja',
      email: 'ville@example.com',
      role: 'coach',
      added_at: '2026-03-01T10:00:00.000Z',
    },
  ],
  players: [
    {
      id: 12,
      name: 'Aino Aalto',
      email: 'aino@example.com',
      added_at: '2026-03-02T10:00:00.000Z',
      coach: { id: 3, name: 'Ville Valmentaja' },
    },
  ],
  ...overrides,
})

describe('organizations list (/organizations)', () => {
  it('shows each organization with its facts, role and coach status; a pending one can be cancelled', async () => {
    const { requests } = signedIn({
      'GET /api/v2/organizations': () =>
        json({
          organizations: [
            anOrganization(),
            anOrganization({
              id: 9,
              name: 'Tampere Padel',
              subdomain: 'tampere-padel',
              coach_status: 'pending',
              role: 'coach',
            }),
          ],
          meta: meta(2),
        }),
      'DELETE /api/v2/organizations/9/membership': () => new Response(null, { status: 204 }),
    })
    const user = userEvent.setup()
    renderApp('/organizations')
    const mine = await screen.findByTestId('organization-iida-koski', {}, { timeout: 5000 })
    expect(within(mine).getByText("Iida's team")).toBeInTheDocument()
    expect(within(mine).getByText('Superadmin')).toBeInTheDocument()
    expect(within(mine).getByText('Connected')).toBeInTheDocument()
    expect(within(mine).getByText('4')).toBeInTheDocument()
    const pending = screen.getByTestId('organization-tampere-padel')
    expect(within(pending).getByText('Pending')).toBeInTheDocument()
    await user.click(within(pending).getByTestId('cancel-request'))
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/v2/organizations/9/membership')).toBe(true),
    )
  })

  it('a load error shows the text with a retry that reloads', async () => {
    let healthy = false
    signedIn({
      'GET /api/v2/organizations': () =>
        healthy
          ? json({ organizations: [anOrganization()], meta: meta(1) })
          : json({ message: 'An error occurred' }, { status: 500 }),
    })
    const user = userEvent.setup()
    renderApp('/organizations')
    expect(await screen.findByText('Failed to load organizations', {}, { timeout: 5000 })).toBeInTheDocument()
    healthy = true
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('organization-iida-koski', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it("connect dialog: 'No organization found' beside the field for an unknown subdomain", async () => {
    const { requests } = signedIn({
      'POST /api/v2/organizations/connect_requests': () =>
        json({ message: 'No organization found', code: 'noOrganization' }, { status: 404 }),
    })
    const user = userEvent.setup()
    renderApp('/organizations')
    await user.click(await screen.findByTestId('open-connect', {}, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect to an organization' })
    await user.type(within(dialog).getByTestId('connect-subdomain'), 'No-Such-Club')
    await user.click(within(dialog).getByTestId('connect-submit'))
    expect(await within(dialog).findByText('No organization found')).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ subdomain: 'no-such-club' })
  })

  it('connect dialog: any other failure is the connect failure toast', async () => {
    signedIn({
      'POST /api/v2/organizations/connect_requests': () => json({ message: 'An error occurred' }, { status: 500 }),
    })
    const user = userEvent.setup()
    renderApp('/organizations')
    await user.click(await screen.findByTestId('open-connect', {}, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect to an organization' })
    await user.type(within(dialog).getByTestId('connect-subdomain'), 'tampere-padel')
    await user.click(within(dialog).getByTestId('connect-submit'))
    expect(
      await screen.findByText('An error occurred while submitting your request. Please try again.'),
    ).toBeInTheDocument()
  })

  it('create dialog: checks the subdomain before sending, and shows a taken one from the API', async () => {
    const { requests } = signedIn({
      'POST /api/v2/organizations': () =>
        json(
          { message: 'Validation failed', errors: { subdomain: ['This subdomain is already taken'] } },
          { status: 422 },
        ),
    })
    const user = userEvent.setup()
    renderApp('/organizations')
    await user.click(await screen.findByTestId('open-create', {}, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Create an organization' })
    await user.type(within(dialog).getByLabelText('Name'), 'Tampere Padel')
    await user.type(within(dialog).getByLabelText('Subdomain'), 'Tampere Padel')
    await user.click(within(dialog).getByTestId('create-organization-submit'))
    expect(
      await within(dialog).findByText(
        'Use 2 to 63 lower-case letters, digits and dashes, starting and ending with a letter or digit',
      ),
    ).toBeInTheDocument()
    expect(requests.some((r) => r.method === 'POST')).toBe(false)
    await user.clear(within(dialog).getByLabelText('Subdomain'))
    await user.type(within(dialog).getByLabelText('Subdomain'), 'tampere-padel')
    await user.click(within(dialog).getByTestId('create-organization-submit'))
    expect(await within(dialog).findByText('This subdomain is already taken')).toBeInTheDocument()
  })
})

describe('organization detail (/organizations/:id)', () => {
  it('shows users and players; an admin approves a request and changes a coach to viewer', async () => {
    const { requests } = signedIn({
      'GET /api/v2/organizations/9': () => json({ organization: detail() }),
      'GET /api/v2/organizations/9/connect_requests': () =>
        json({
          connect_requests: [
            {
              id: 50,
              status: 'pending',
              created_at: '2026-04-01T10:00:00.000Z',
              user: { id: 4, name: 'Jaana Jäsen', email: 'jaana@example.com' },
              organization: { id: 9, name: 'Tampere Padel', subdomain: 'tampere-padel' },
            },
          ],
        }),
      'POST /api/v2/organizations/9/connect_requests/50/approve': () => new Response(null, { status: 204 }),
      'PATCH /api/v2/organizations/9/members/3': () =>
        json({
          member: {
            id: 3,
            name: 'Ville Valmentaja',
            email: 'ville@example.com',
            role: 'viewer',
            added_at: '2026-03-01T10:00:00.000Z',
          },
        }),
    })
    const user = userEvent.setup()
    renderApp('/organizations/9')
    expect(await screen.findByTestId('organization-name', {}, { timeout: 5000 })).toHaveTextContent('Tampere Padel')
    const table = screen.getByTestId('users-table')
    expect(within(table).getByText('ville@example.com')).toBeInTheDocument()
    // An admin cannot touch the superadmin, nor offer the superadmin role.
    expect(within(table).queryByTestId('role-select-2')).not.toBeInTheDocument()
    const select = within(table).getByTestId('role-select-3')
    expect(within(select).queryByRole('option', { name: 'Superadmin' })).not.toBeInTheDocument()
    await user.selectOptions(select, 'viewer')
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ member: { role: 'viewer' } }),
    )

    await user.click(screen.getByTestId('tab-players'))
    expect(await screen.findByText('Aino Aalto')).toBeInTheDocument()

    await user.click(screen.getByTestId('tab-requests'))
    const request = await screen.findByTestId('request-50')
    await user.click(within(request).getByTestId('approve-request'))
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/v2/organizations/9/connect_requests/50/approve')).toBe(true),
    )
  })

  it('a coach gets no member e-mail addresses (ADR 0051): no Email column, the names and dates still shown', async () => {
    signedIn({
      'GET /api/v2/organizations/9': () =>
        json({ organization: detail({ role: 'coach', users: detail().users.map((u) => ({ ...u, email: null })) }) }),
    })
    renderApp('/organizations/9')
    const table = await screen.findByTestId('users-table', {}, { timeout: 5000 })
    expect(within(table).queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument()
    expect(within(table).getByText('Ville Valmentaja')).toBeInTheDocument()
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3)
    expect(within(table).getByTestId('user-row-3').querySelectorAll('td')).toHaveLength(3)
    expect(screen.getByTestId('users-cards')).not.toHaveTextContent(/null|@/)
  })

  it("shows a requester's name as text, never as markup", async () => {
    const name = '<img src=x data-testid=injected><a href="https://x.example">Claim</a>'
    signedIn({
      'GET /api/v2/organizations/9': () => json({ organization: detail() }),
      'GET /api/v2/organizations/9/connect_requests': () =>
        json({
          connect_requests: [
            {
              id: 51,
              status: 'pending',
              created_at: '2026-04-01T10:00:00.000Z',
              user: { id: 5, name, email: 'spam@example.com' },
              organization: { id: 9, name: 'Tampere Padel', subdomain: 'tampere-padel' },
            },
          ],
        }),
    })
    const user = userEvent.setup()
    renderApp('/organizations/9')
    await user.click(await screen.findByTestId('tab-requests', {}, { timeout: 5000 }))
    const request = await screen.findByTestId('request-51')
    expect(within(request).getByText(name)).toBeInTheDocument()
    expect(request.querySelector('img, a[href]')).toBeNull()
    expect(screen.queryByTestId('injected')).not.toBeInTheDocument()
  })

  it('a coach sees no management: no Requests or API keys tab, no role controls', async () => {
    signedIn({
      'GET /api/v2/organizations/9': () =>
        json({ organization: detail({ role: 'coach', users: detail().users.map((u) => ({ ...u })) }) }),
    })
    renderApp('/organizations/9')
    expect(await screen.findByTestId('organization-name', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByTestId('tab-requests')).not.toBeInTheDocument()
    expect(screen.queryByTestId('tab-api-keys')).not.toBeInTheDocument()
    expect(screen.queryByTestId('role-select-3')).not.toBeInTheDocument()
  })

  it('disconnect asks first; a failure shows the disconnect failure toast', async () => {
    signedIn({
      'GET /api/v2/organizations/9': () => json({ organization: detail() }),
      'GET /api/v2/organizations/9/connect_requests': () => json({ connect_requests: [] }),
      'DELETE /api/v2/organizations/9/membership': () => json({ message: 'An error occurred' }, { status: 500 }),
    })
    const user = userEvent.setup()
    renderApp('/organizations/9')
    await user.click(await screen.findByTestId('disconnect', {}, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect from Tampere Padel?' })
    await user.click(within(dialog).getByTestId('confirm-action'))
    expect(await screen.findByText('Failed to disconnect from the organization')).toBeInTheDocument()
  })

  it('the last superadmin cannot disconnect', async () => {
    signedIn({
      'GET /api/v2/organizations/9': () =>
        json({
          organization: detail({
            role: 'superadmin',
            users: [
              {
                id: 1,
                name: 'Iida Koski',
                email: 'iida@example.com',
                role: 'superadmin',
                added_at: '2026-02-01T10:00:00.000Z',
              },
            ],
          }),
        }),
      'GET /api/v2/organizations/9/connect_requests': () => json({ connect_requests: [] }),
    })
    renderApp('/organizations/9')
    expect(await screen.findByTestId('disconnect', {}, { timeout: 5000 })).toBeDisabled()
    expect(
      screen.getByText('You are the only superadmin. Make someone else superadmin before you disconnect.'),
    ).toBeInTheDocument()
  })

  it('an API key is shown once after creation', async () => {
    signedIn({
      'GET /api/v2/organizations/9': () => json({ organization: detail() }),
      'GET /api/v2/organizations/9/connect_requests': () => json({ connect_requests: [] }),
      'GET /api/v2/organizations/9/api_keys': () => json({ api_keys: [] }),
      'POST /api/v2/organizations/9/api_keys': () =>
        json({ api_key: { id: 1, name: 'Centre court', key: 'cs_live_secret-value' } }, { status: 201 }),
    })
    const user = userEvent.setup()
    renderApp('/organizations/9')
    await user.click(await screen.findByTestId('tab-api-keys', {}, { timeout: 5000 }))
    await user.type(await screen.findByLabelText('Key name'), 'Centre court')
    await user.click(screen.getByTestId('create-api-key'))
    const shown = await screen.findByTestId('api-key-created')
    expect(within(shown).getByTestId('api-key-value')).toHaveTextContent('cs_live_secret-value')
  })
})

describe('organization scope switcher', () => {
  it('lists connected organizations and scopes the match list to the chosen one', async () => {
    const { requests } = signedIn({ 'GET /api/v2/matches': () => json({ matches: [], meta: meta(0) }) })
    const user = userEvent.setup()
    renderApp('/matches')
    const select = await screen.findByTestId('organization-scope-select', {}, { timeout: 5000 })
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Viewer club' })).toBeInTheDocument())
    const listCalls = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/v2/matches').length
    await waitFor(() => expect(listCalls()).toBeGreaterThan(0))
    const before = listCalls()
    await user.selectOptions(select, '8')
    // The scope is part of the list's query key: choosing it fetches the list again.
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before))
    expect(JSON.parse(localStorage.getItem('courtside.organization')!)).toMatchObject({ id: 8, name: 'Viewer club' })
  })
})
