import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_MATCH_DEFAULTS } from '@courtside/contracts'
import { json } from './api-mock'
import { aMatch, aPlayer, meta, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

const pro = (remaining: number, limit = 3) => ({
  pro_games: { used_this_month: limit - remaining, limit, remaining, can_create: remaining > 0, unlimited: false },
})

async function openWizard(license: Record<string, unknown>, handlers: Parameters<typeof signedIn>[0] = {}) {
  const mock = signedIn({ 'GET /api/v2/matches': () => json({ matches: [], meta: meta(0) }), ...handlers }, { license })
  const user = userEvent.setup()
  const app = renderApp('/matches')
  await user.click(await screen.findByTestId('new-match'))
  const wizard = await screen.findByRole('dialog', { name: 'New match' })
  return { user, wizard, ...mock, ...app }
}

async function toDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('wizard-continue'))
  return screen.findByRole('dialog', { name: 'Match details and rules' })
}

describe('create match wizard, step 1', () => {
  it("shows 'Last one' with one pro game left, and the days until reset", async () => {
    const { wizard } = await openWizard(pro(1))
    const card = within(wizard).getByTestId('license-choice-pro')
    expect(await within(card).findByText('Last one')).toBeInTheDocument()
    expect(card).toHaveTextContent('1 of 3 pro games left this month')
    expect(card).toHaveTextContent('Resets in 9 days')
  })

  it("shows 'Almost out' with two left", async () => {
    const { wizard } = await openWizard(pro(2))
    expect(await within(within(wizard).getByTestId('license-choice-pro')).findByText('Almost out')).toBeInTheDocument()
  })

  it('disables pro at 0 with an upgrade button, and picks free', async () => {
    const { wizard } = await openWizard(pro(0))
    const card = within(wizard).getByTestId('license-choice-pro')
    await waitFor(() => expect(within(card).getByRole('radio')).toBeDisabled())
    expect(within(card).getByTestId('upgrade-link')).toHaveAccessibleName('Upgrade to pro for unlimited pro games')
    expect(within(card).queryByText('Almost out')).not.toBeInTheDocument()
    expect(within(within(wizard).getByTestId('license-choice-free')).getByRole('radio')).toBeChecked()
  })
})

describe('create match wizard, step 2', () => {
  it('leaves out of the suggestions an athlete already picked, and earlier results that no longer fit the typing', async () => {
    let calls = 0
    const { user } = await openWizard(pro(2), {
      // The first search answers at once; later ones never do, so the earlier results stay on screen meanwhile.
      'GET /api/v2/players': () => {
        calls += 1
        if (calls > 1) return new Promise<Response>(() => undefined)
        return json({
          players: [
            aPlayer(),
            aPlayer({ id: 13, first_name: 'Sara', last_name: 'Niemi' }),
            aPlayer({ id: 14, first_name: 'Pablo', last_name: 'Ruiz' }),
          ],
          meta: meta(3),
        })
      },
    })
    const details = await toDetails(user)
    const a1 = within(details).getByTestId('player-0-0')
    await user.click(within(a1).getByRole('textbox'))
    await user.click(await within(a1).findByRole('button', { name: 'Iida Koski' }))
    const b1 = within(details).getByTestId('player-1-0')
    await user.click(within(b1).getByRole('textbox'))
    expect(await within(b1).findByRole('button', { name: 'Sara Niemi' })).toBeInTheDocument()
    expect(within(b1).queryByRole('button', { name: 'Iida Koski' })).not.toBeInTheDocument()
    await user.type(within(b1).getByRole('textbox'), 'sar')
    expect(within(b1).getByRole('button', { name: 'Sara Niemi' })).toBeInTheDocument()
    expect(within(b1).queryByRole('button', { name: 'Pablo Ruiz' })).not.toBeInTheDocument()
  })

  it("says 'Title is required', 'Organization is required', 'Player 1 is required' and 'Player name is required'", async () => {
    const { user } = await openWizard(pro(2), {
      'GET /api/v2/organizations': () => json({ organizations: [], meta: meta(0) }),
    })
    const details = await toDetails(user)
    await user.click(within(details).getByTestId('wizard-submit'))
    expect(await within(details).findByText('Title is required')).toBeInTheDocument()
    expect(within(details).getByText('Organization is required')).toBeInTheDocument()
    expect(within(details).getAllByText('Player 1 is required')).toHaveLength(2)
    expect(within(details).getAllByText('Player name is required')).toHaveLength(2)
  })

  it('offers only organizations where the coach is admin or superadmin', async () => {
    const { user } = await openWizard(pro(2))
    const details = await toDetails(user)
    const select = within(details).getByTestId('organization-select')
    await waitFor(() => expect(within(select).getByRole('option', { name: "Iida's team" })).toBeInTheDocument())
    expect(within(select).queryByRole('option', { name: 'Viewer club' })).not.toBeInTheDocument()
  })

  it('sends the contract body: athletes by id, new players by name, rules of the sport, then opens the match', async () => {
    const { user, requests, router } = await openWizard(pro(2), {
      'GET /api/v2/players': () => json({ players: [aPlayer()], meta: meta(1) }),
      'POST /api/v2/matches': () => json({ match: aMatch({ id: 55 }) }, { status: 201 }),
      'GET /api/v2/matches/55': () => json({ match: aMatch({ id: 55 }) }),
      'GET /api/v2/matches/55/balls': () => json({ balls: [] }),
    })
    const details = await toDetails(user)
    await user.type(within(details).getByLabelText('Title'), 'Club final')
    const a1 = within(details).getByTestId('player-0-0')
    await user.click(within(a1).getByRole('textbox'))
    await user.click(await within(a1).findByRole('button', { name: 'Iida Koski' }))
    await user.type(within(within(details).getByTestId('player-0-1')).getByRole('textbox'), 'Ana Ortiz')
    await user.type(within(within(details).getByTestId('player-1-0')).getByRole('textbox'), 'Lea Virta')
    await user.type(within(within(details).getByTestId('player-1-1')).getByRole('textbox'), 'Mia Salo')
    await user.click(within(details).getByRole('radio', { name: /Star point/ }))
    await waitFor(() =>
      expect(
        within(within(details).getByTestId('organization-select')).getByRole('option', { name: "Iida's team" }),
      ).toBeInTheDocument(),
    )
    await user.click(within(details).getByTestId('wizard-submit'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches/55'))
    const body = requests.find((r) => r.method === 'POST' && r.path === '/api/v2/matches')?.body as {
      match: Record<string, unknown>
    }
    expect(body.match).toMatchObject({
      title: 'Club final',
      organization_id: 7,
      sport: 'padel',
      match_type: 'doubles',
      license: 'pro',
      pairs: [
        { players: [{ player_id: 12 }, { name: 'Ana Ortiz' }] },
        { players: [{ name: 'Lea Virta' }, { name: 'Mia Salo' }] },
      ],
      server_order: null,
      rules: { deciding_point_at_deuce: 3, golden_point: false, star_point: true, super_tie_break: true },
    })
  })

  it('fills every rule from a format in one tap, and writes the deuce rule both ways', async () => {
    const { user, requests, router } = await openWizard(pro(2), {
      'POST /api/v2/matches': () => json({ match: aMatch({ id: 57 }) }, { status: 201 }),
      'GET /api/v2/matches/57': () => json({ match: aMatch({ id: 57 }) }),
      'GET /api/v2/matches/57/balls': () => json({ balls: [] }),
    })
    const details = await toDetails(user)
    const presets = within(details).getByTestId('rule-presets')
    expect(within(presets).getByRole('button', { name: 'Golden point' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(presets).getByRole('button', { name: 'Silver point' }))
    expect(within(details).getByRole('radio', { name: /Silver point/ })).toBeChecked()
    expect(within(presets).getByRole('button', { name: 'Silver point' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(details).getByRole('radio', { name: 'Tennis' }))
    await user.click(within(within(details).getByTestId('rule-presets')).getByRole('button', { name: 'Fast4' }))
    expect(within(details).getByLabelText('Set tie-break at')).toHaveValue('3')
    expect(within(details).getByRole('checkbox', { name: /Sudden-death tie-breaks/ })).toBeChecked()
    await user.type(within(details).getByLabelText('Title'), 'Fast4 night')
    await user.type(within(within(details).getByTestId('player-0-0')).getByRole('textbox'), 'Ana Ortiz')
    await user.type(within(within(details).getByTestId('player-0-1')).getByRole('textbox'), 'Bea Blanco')
    await user.type(within(within(details).getByTestId('player-1-0')).getByRole('textbox'), 'Lea Virta')
    await user.type(within(within(details).getByTestId('player-1-1')).getByRole('textbox'), 'Mia Salo')
    await waitFor(() =>
      expect(
        within(within(details).getByTestId('organization-select')).getByRole('option', { name: "Iida's team" }),
      ).toBeInTheDocument(),
    )
    await user.click(within(details).getByTestId('wizard-submit'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches/57'))
    const body = requests.find((r) => r.method === 'POST' && r.path === '/api/v2/matches')?.body as {
      match: Record<string, unknown>
    }
    expect(body.match).toMatchObject({
      sport: 'tennis',
      rules: {
        games_to_win_set: 4,
        set_tie_break_at: 3,
        tie_break_points_to_win: 5,
        tie_break_sudden_death: true,
        final_set_tie_break_points_to_win: 5,
        deciding_point_at_deuce: 1,
        golden_point: true,
        star_point: false,
      },
    })
  })

  it('on a 403 quota-exceeded, says so with Upgrade and creates it as a free match on request', async () => {
    let posts = 0
    const { user, requests, router } = await openWizard(pro(1), {
      'POST /api/v2/matches': (request) => {
        posts += 1
        const license = (request.body as { match: { license: string } }).match.license
        if (license === 'pro') {
          return json(
            {
              message: 'You have used all pro games of this month. Upgrade to pro or create a free match.',
              error: 'quota_exceeded',
              license: { type: 'free', games_remaining: 0, days_until_reset: 9 },
            },
            { status: 403 },
          )
        }
        return json({ match: aMatch({ id: 56, license: 'free' }) }, { status: 201 })
      },
      'GET /api/v2/matches/56': () => json({ match: aMatch({ id: 56, license: 'free' }) }),
      'GET /api/v2/matches/56/balls': () => json({ balls: [] }),
    })
    const details = await toDetails(user)
    await user.type(within(details).getByLabelText('Title'), 'Evening game')
    await user.click(within(within(details).getByTestId('match-type-toggle')).getByRole('radio', { name: 'Singles' }))
    await user.type(within(within(details).getByTestId('player-0-0')).getByRole('textbox'), 'Ana Ortiz')
    await user.type(within(within(details).getByTestId('player-1-0')).getByRole('textbox'), 'Lea Virta')
    await waitFor(() =>
      expect(
        within(within(details).getByTestId('organization-select')).getByRole('option', { name: "Iida's team" }),
      ).toBeInTheDocument(),
    )
    await user.click(within(details).getByTestId('wizard-submit'))
    const alert = await within(details).findByTestId('quota-exceeded')
    expect(alert).toHaveTextContent('You have used all pro games of this month.')
    expect(alert).toHaveTextContent('Resets in 9 days')
    expect(within(alert).getByTestId('quota-upgrade')).toHaveAccessibleName('Upgrade')
    await user.click(within(alert).getByTestId('quota-create-free'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches/56'))
    expect(posts).toBe(2)
    const last = requests.filter((r) => r.method === 'POST').at(-1)?.body as {
      match: { license: string; pairs: unknown }
    }
    expect(last.match.license).toBe('free')
    expect(last.match.pairs).toEqual([{ players: [{ name: 'Ana Ortiz' }] }, { players: [{ name: 'Lea Virta' }] }])
    // The licence meters refresh after the refusal and the creation.
    expect(requests.filter((r) => r.path === '/api/v2/user_license/current').length).toBeGreaterThan(1)
  })
})

describe('create match wizard, defaults from settings (ADR 0031)', () => {
  it('opens on the sport, match type, game type and rules the coach chose in settings', async () => {
    const { user } = await openWizard(pro(2), {
      'GET /api/v2/user/settings': () =>
        json({
          settings: {
            match_defaults: {
              sport: 'tennis',
              match_type: 'singles',
              license: 'free',
              visibility: 'internal',
              golden_point: false,
              star_point: false,
              super_tie_break: false,
            },
            email_preferences: { organization_updates: true, billing_updates: true },
          },
        }),
    })
    expect(within(screen.getByTestId('license-choice-free')).getByRole('radio')).toBeChecked()
    const details = await toDetails(user)
    expect(
      within(within(details).getByTestId('match-type-toggle')).getByRole('radio', { name: 'Singles' }),
    ).toBeChecked()
    expect(within(details).getByRole('radio', { name: 'Tennis' })).toBeChecked()
    expect(within(details).queryByTestId('player-0-1')).not.toBeInTheDocument()
    expect(within(details).getByRole('radio', { name: /^Advantage/ })).toBeChecked()
  })

  it('opens on silver point when that is the default deuce rule', async () => {
    const { user } = await openWizard(pro(2), {
      'GET /api/v2/user/settings': () =>
        json({
          settings: {
            match_defaults: {
              ...DEFAULT_MATCH_DEFAULTS,
              golden_point: false,
              star_point: false,
              deciding_point_at_deuce: 2,
            },
            email_preferences: { organization_updates: true, billing_updates: true },
          },
        }),
    })
    const details = await toDetails(user)
    expect(within(details).getByRole('radio', { name: /Silver point/ })).toBeChecked()
    expect(within(details).getByRole('radio', { name: /Golden point/ })).not.toBeChecked()
  })
})
