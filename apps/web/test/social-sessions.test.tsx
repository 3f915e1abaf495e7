import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  americanoSchedule,
  checkSocialResult,
  mexicanoRound,
  nextMexicanoRound,
  socialStandings,
  type SocialRound,
} from '@courtside/domain'
import { messages, type SocialSession } from '@courtside/contracts'
import { i18n } from '@/lib/i18n'
import { json, type MockRequest } from './api-mock'
import { meta, signedIn } from './match-fixtures'
import { renderApp } from './render-app'
// The live wiring is app/ code; the test hands it the socket's message as the socket would.
import { handleLiveData } from '@/app/live/live-updates'

/**
 * The social evening screens (Americano, Mexicano) against a small stand-in of the API that plays by the domain's
 * rules: the schedule, the standings, the refusal of a total that does not add up and of an early Mexicano round.
 */
const ORG = 7
const SESSION = 31
const base = `/api/v2/organizations/${ORG}/social_sessions`
const names = ['Ana', 'Bea', 'Cris', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo']

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'))
})

type Format = SocialSession['format']
interface Setup {
  format?: Format
  players?: string[]
  courts?: number
  pointsPerMatch?: number
  canManage?: boolean
}

const asContractRound = (round: SocialRound): SocialSession['rounds'][number] => ({
  number: round.number,
  matches: round.matches.map((m) => ({
    court: m.court,
    team_a: [...m.teamA],
    team_b: [...m.teamB],
    score_a: null,
    score_b: null,
  })),
  resting: round.resting,
})

const scored = (session: SocialSession) =>
  session.rounds.map((round) => ({
    number: round.number,
    resting: round.resting,
    matches: round.matches.map((m) => ({
      court: m.court,
      teamA: m.team_a,
      teamB: m.team_b,
      result: m.score_a === null || m.score_b === null ? null : { scoreA: m.score_a, scoreB: m.score_b },
    })),
  }))

function withStandings(session: SocialSession): SocialSession {
  const standings = socialStandings(session.players.length, scored(session)).map((s) => ({
    ...s,
    name: session.players[s.player]!.name,
  }))
  return { ...session, standings }
}

function newSession({ format = 'americano', players = names, courts, pointsPerMatch = 24, canManage = true }: Setup) {
  const count = courts ?? Math.floor(players.length / 4)
  const rounds =
    format === 'americano'
      ? americanoSchedule({ players: players.length, courts: count })
      : [mexicanoRound({ number: 1, order: players.map((_, i) => i), courts: count })]
  return withStandings({
    id: SESSION,
    name: 'Friday social',
    format,
    courts: count,
    points_per_match: pointsPerMatch,
    created_at: '2026-11-20T18:00:00.000Z',
    updated_at: '2026-11-20T18:00:00.000Z',
    can_manage: canManage,
    players: players.map((name, index) => ({ index, name, player_id: null })),
    rounds: rounds.map(asContractRound),
    standings: [],
  })
}

/** The social API for one evening (id 31), or none yet until POST creates it; `session()` is the server's copy. */
function socialApi(setup: Setup | null) {
  let session = setup ? newSession(setup) : null
  const refusal = (code: keyof typeof messages, errors?: Record<string, string[]>) =>
    json({ message: messages[code], code, ...(errors ? { errors } : {}) }, { status: 422 })
  const saveResult = (round: number, court: number) => (request: MockRequest) => {
    const { score_a, score_b } = (request.body as { result: { score_a: number; score_b: number } }).result
    const code = checkSocialResult({ scoreA: score_a, scoreB: score_b }, session!.points_per_match)
    if (code) return refusal(code, { [code === 'socialScoreTotal' ? 'score_b' : 'score_a']: [messages[code]] })
    const rounds = session!.rounds.map((r) =>
      r.number !== round
        ? r
        : { ...r, matches: r.matches.map((m) => (m.court === court ? { ...m, score_a, score_b } : m)) },
    )
    // Like the API, every change moves updated_at on.
    const updated_at = new Date(Date.parse(session!.updated_at) + 1000).toISOString()
    session = withStandings({ ...session!, rounds, updated_at })
    return json({ session })
  }
  const handlers: Record<string, (request: MockRequest) => Response> = {
    [`GET ${base}`]: () =>
      json({
        social_sessions: session
          ? [
              {
                id: SESSION,
                name: session.name,
                format: session.format,
                created_at: session.created_at,
                players_count: session.players.length,
                rounds_count: session.rounds.length,
              },
            ]
          : [],
        meta: meta(session ? 1 : 0),
      }),
    [`POST ${base}`]: (request) => {
      const body = (
        request.body as {
          session: {
            format: Format
            players: { name: string }[]
            courts: number
            points_per_match: number
            name: string
          }
        }
      ).session
      session = {
        ...newSession({
          format: body.format,
          players: body.players.map((p) => p.name),
          courts: body.courts,
          pointsPerMatch: body.points_per_match,
        }),
        name: body.name,
      }
      return json({ session }, { status: 201 })
    },
    [`GET ${base}/${SESSION}`]: () =>
      session ? json({ session }) : json({ message: 'Not found', code: 'notFound' }, { status: 404 }),
    [`DELETE ${base}/${SESSION}`]: () => {
      session = null
      return new Response(null, { status: 204 })
    },
    [`POST ${base}/${SESSION}/rounds`]: () => {
      const unfinished = session!.rounds.some((r) => r.matches.some((m) => m.score_a === null))
      if (unfinished) return refusal('socialRoundUnfinished')
      const next = nextMexicanoRound({
        players: session!.players.length,
        courts: session!.courts,
        rounds: scored(session!),
      })
      session = withStandings({ ...session!, rounds: [...session!.rounds, asContractRound(next)] })
      return json({ session }, { status: 201 })
    },
  }
  for (let round = 1; round <= 30; round++) {
    for (let court = 1; court <= 4; court++) {
      handlers[`PUT ${base}/${SESSION}/rounds/${round}/matches/${court}`] = saveResult(round, court)
    }
  }
  return { handlers, session: () => session, saveResult }
}

const courtCard = (court: number) => screen.findByTestId(`court-${court}`)
const pairOf = (session: SocialSession, pair: readonly number[]) =>
  pair.map((i) => session.players[i]!.name).join(' & ')

describe('social evenings: the list and the new-evening dialog', () => {
  it('creates an Americano of 8 on 2 courts and opens its round 1', async () => {
    const api = socialApi(null)
    const { requests } = signedIn(api.handlers)
    const user = userEvent.setup()
    renderApp(`/organizations/${ORG}/social`)
    expect(await screen.findByText('No evenings yet')).toBeInTheDocument()
    await user.click(screen.getAllByTestId('new-evening')[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'New evening' })
    await user.type(within(dialog).getByLabelText('Name'), 'Friday social')
    expect(within(dialog).getByRole('radio', { name: /^Americano/ })).toBeChecked()
    const playerName = within(dialog).getByLabelText('Player name')
    for (const name of names) await user.type(playerName, `${name}{Enter}`)
    expect(within(dialog).getByTestId('players-count')).toHaveTextContent('8 / 16')
    expect(within(dialog).getByLabelText('Courts')).toHaveValue('2')
    expect(within(dialog).getByLabelText('Points per match')).toHaveValue(24)
    await user.click(within(dialog).getByRole('button', { name: 'Start the evening' }))

    expect(await screen.findByRole('heading', { name: 'Round 1' })).toBeInTheDocument()
    const post = requests.find((r) => r.method === 'POST' && r.path === base)
    expect(post?.body).toEqual({
      session: {
        name: 'Friday social',
        format: 'americano',
        players: names.map((name) => ({ name })),
        courts: 2,
        points_per_match: 24,
      },
    })
    const session = api.session()!
    expect(screen.getByText('of 7 rounds')).toBeInTheDocument()
    for (const match of session.rounds[0]!.matches) {
      const card = await courtCard(match.court)
      expect(within(card).getByRole('heading', { name: `Court ${match.court}` })).toBeInTheDocument()
      expect(within(card).getByText(pairOf(session, match.team_a))).toBeInTheDocument()
      expect(within(card).getByText(pairOf(session, match.team_b))).toBeInTheDocument()
    }
    expect(screen.queryByTestId('court-3')).not.toBeInTheDocument()
  })

  it('refuses three players at the players field without asking, and shows the API refusal at its field', async () => {
    const api = socialApi(null)
    const { requests } = signedIn({
      ...api.handlers,
      [`POST ${base}`]: () =>
        json(
          {
            message: messages.socialCourtCount,
            code: 'socialCourtCount',
            errors: { courts: [messages.socialCourtCount] },
          },
          { status: 422 },
        ),
    })
    const user = userEvent.setup()
    renderApp(`/organizations/${ORG}/social`)
    await user.click((await screen.findAllByTestId('new-evening'))[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'New evening' })
    await user.type(within(dialog).getByLabelText('Name'), 'Small group')
    for (const name of names.slice(0, 3))
      await user.type(within(dialog).getByLabelText('Player name'), `${name}{Enter}`)
    await user.click(within(dialog).getByRole('button', { name: 'Start the evening' }))
    expect(await within(dialog).findByText(messages.socialPlayerCount)).toBeInTheDocument()
    expect(requests.some((r) => r.method === 'POST')).toBe(false)

    await user.type(within(dialog).getByLabelText('Player name'), 'Dani{Enter}')
    expect(within(dialog).queryByText(messages.socialPlayerCount)).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Start the evening' }))
    const courts = within(dialog).getByLabelText('Courts')
    await waitFor(() => expect(courts).toHaveAttribute('aria-invalid', 'true'))
    expect(courts).toHaveAccessibleDescription(messages.socialCourtCount)
  })
})

describe('social evenings: the evening', () => {
  it('fills the other side in, saves the court and updates the standings', async () => {
    const api = socialApi({})
    const { requests } = signedIn(api.handlers)
    const user = userEvent.setup()
    renderApp(`/organizations/${ORG}/social/${SESSION}`)
    const session = api.session()!
    const first = session.rounds[0]!.matches[0]!
    const card = await courtCard(1)
    const teamA = pairOf(session, first.team_a)
    const scoreA = within(card).getByLabelText(`Court 1, ${teamA} points`)
    const scoreB = within(card).getByLabelText(`Court 1, ${pairOf(session, first.team_b)} points`)
    await user.type(scoreA, '15')
    expect(scoreB).toHaveValue('9')
    // The filled-in side can still be changed by hand.
    await user.clear(scoreB)
    await user.type(scoreB, '9')
    await user.click(within(card).getByRole('button', { name: 'Save court 1' }))

    // The saved result remounts the card from the server's copy: the winner is named in words.
    await waitFor(() => expect(within(screen.getByTestId('court-1')).getByText('Winner')).toBeInTheDocument())
    const put = requests.find((r) => r.method === 'PUT')
    expect(put?.path).toBe(`${base}/${SESSION}/rounds/1/matches/1`)
    expect(put?.body).toEqual({ result: { score_a: 15, score_b: 9 } })
    const table = screen.getByTestId('standings')
    const rows = within(table).getAllByRole('row').slice(1)
    // Both winners have 15; the list order settles the tie.
    expect(rows.slice(0, 2).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      [...first.team_a].sort((a, b) => a - b).map((i) => expect.stringContaining(session.players[i]!.name)),
    )
    expect(within(rows[0]!).getByTestId('points')).toHaveTextContent('15')
    expect(within(rows[0]!).getByText('+6')).toBeInTheDocument()
    expect(within(screen.getByTestId('round')).getByText('1 of 2 results in')).toBeInTheDocument()
  })

  it("keeps another phone's result that arrived while its own save was on its way", async () => {
    const api = socialApi({})
    // This phone's save is answered late: the server wrote it first, then the other phone's result came in.
    let answerSave: () => void = () => {}
    const handlers: Record<string, (request: MockRequest) => Response | Promise<Response>> = {
      ...api.handlers,
      [`PUT ${base}/${SESSION}/rounds/1/matches/2`]: (request) => {
        const answer = api.saveResult(1, 2)(request)
        return new Promise<Response>((resolve) => (answerSave = () => resolve(answer)))
      },
    }
    signedIn(handlers)
    const user = userEvent.setup()
    const { queryClient } = renderApp(`/organizations/${ORG}/social/${SESSION}`)
    const card = await courtCard(2)
    const [scoreA] = within(card).getAllByRole('textbox')
    await user.type(scoreA!, '20')
    await user.click(within(card).getByRole('button', { name: 'Save court 2' }))
    await waitFor(() => expect(api.session()!.rounds[0]!.matches[1]!.score_a).toBe(20))

    // The other phone saves court 1; its live notice makes this phone ask for the evening again.
    api.saveResult(
      1,
      1,
    )({
      method: 'PUT',
      path: '',
      query: new URLSearchParams(),
      headers: {},
      body: { result: { score_a: 14, score_b: 10 } },
    })
    act(() =>
      handleLiveData(queryClient, { type: 'social_session_updated', organization_id: ORG, session_id: SESSION }),
    )
    await waitFor(() => expect(within(screen.getByTestId('court-1')).getByText('Winner')).toBeInTheDocument())

    // Then this phone's own answer arrives, older than what it shows: court 1 stays saved.
    act(() => answerSave())
    await waitFor(() => expect(queryClient.isMutating()).toBe(0))
    await waitFor(() => expect(within(screen.getByTestId('round')).getByText('All results in')).toBeInTheDocument())
    expect(within(screen.getByTestId('court-1')).getByText('Winner')).toBeInTheDocument()
  })

  it("shows the API's refusal of a total that does not add up at the field", async () => {
    const api = socialApi({})
    signedIn(api.handlers)
    const user = userEvent.setup()
    renderApp(`/organizations/${ORG}/social/${SESSION}`)
    const card = await courtCard(2)
    const [scoreA, scoreB] = within(card).getAllByRole('textbox')
    await user.type(scoreA!, '20')
    expect(scoreB).toHaveValue('4')
    await user.clear(scoreB!)
    await user.type(scoreB!, '10')
    expect(scoreA).toHaveValue('20')
    await user.click(within(card).getByRole('button', { name: 'Save court 2' }))
    expect(await within(card).findByText(messages.socialScoreTotal)).toBeInTheDocument()
    expect(scoreB).toHaveAttribute('aria-invalid', 'true')
    expect(scoreB).toHaveAccessibleDescription(messages.socialScoreTotal)
    expect(api.session()!.rounds[0]!.matches[1]!.score_a).toBeNull()
  })

  it('keeps a Mexicano\'s "Next round" disabled until every result is in, then makes round 2', async () => {
    const api = socialApi({ format: 'mexicano' })
    const { requests } = signedIn(api.handlers)
    const user = userEvent.setup()
    renderApp(`/organizations/${ORG}/social/${SESSION}`)
    const next = await screen.findByRole('button', { name: 'Next round' })
    expect(next).toBeDisabled()
    expect(screen.getByTestId('next-round-reason')).toHaveTextContent(messages.socialRoundUnfinished)
    for (const [court, score] of [
      [1, '21'],
      [2, '10'],
    ] as const) {
      const card = await courtCard(court)
      await user.type(within(card).getAllByRole('textbox')[0]!, score)
      await user.click(within(card).getByRole('button', { name: `Save court ${court}` }))
      await waitFor(() =>
        expect(within(screen.getByTestId(`court-${court}`)).getByText('Result in')).toBeInTheDocument(),
      )
    }
    expect(next).toBeEnabled()
    expect(screen.queryByTestId('next-round-reason')).not.toBeInTheDocument()
    await user.click(next)
    expect(await screen.findByRole('heading', { name: 'Round 2' })).toBeInTheDocument()
    expect(requests.filter((r) => r.method === 'POST' && r.path.endsWith('/rounds'))).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Next round' })).toBeDisabled()
  })

  it('lets only a manager delete the evening, after a confirmation', async () => {
    const viewer = socialApi({ canManage: false, format: 'mexicano' })
    signedIn(viewer.handlers)
    const first = renderApp(`/organizations/${ORG}/social/${SESSION}`)
    await courtCard(1)
    expect(screen.queryByTestId('delete-evening')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next round' })).toBeDisabled()
    first.unmount()

    const api = socialApi({})
    const { requests } = signedIn(api.handlers)
    const user = userEvent.setup()
    renderApp(`/organizations/${ORG}/social/${SESSION}`)
    await user.click(await screen.findByTestId('delete-evening'))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Friday social?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete evening' }))
    expect(await screen.findByText('No evenings yet')).toBeInTheDocument()
    expect(requests.some((r) => r.method === 'DELETE' && r.path === `${base}/${SESSION}`)).toBe(true)
  })

  it('keeps the evening on screen when a refresh fails, and says so; a deleted evening shows as not found', async () => {
    const api = socialApi({})
    let answer: 'ok' | 'down' | 'gone' = 'ok'
    const get = api.handlers[`GET ${base}/${SESSION}`]!
    signedIn({
      ...api.handlers,
      [`GET ${base}/${SESSION}`]: (request) =>
        answer === 'ok'
          ? get(request)
          : answer === 'down'
            ? json({ message: 'Service unavailable' }, { status: 503 })
            : json({ message: messages.notFound, code: 'notFound' }, { status: 404 }),
    })
    const { queryClient } = renderApp(`/organizations/${ORG}/social/${SESSION}`)
    await courtCard(1)
    answer = 'down'
    await act(() => queryClient.refetchQueries())
    expect(await screen.findByTestId('refresh-failed')).toHaveTextContent('Service unavailable')
    expect(screen.getByTestId('court-1')).toBeInTheDocument()
    answer = 'gone'
    await act(() => queryClient.refetchQueries())
    expect(
      await screen.findByText('It may have been deleted, or you are not a member of its organization.'),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('court-1')).not.toBeInTheDocument()
  })

  it('speaks Finnish', async () => {
    await act(() => i18n.changeLanguage('fi'))
    const api = socialApi({ players: [...names, 'Iida'], courts: 2 })
    signedIn(api.handlers)
    renderApp(`/organizations/${ORG}/social/${SESSION}`)
    expect(await screen.findByRole('heading', { name: 'Kierros 1' })).toBeInTheDocument()
    expect(screen.getByText('yhteensä 9 kierrosta')).toBeInTheDocument()
    const card = await courtCard(1)
    expect(within(card).getByRole('heading', { name: 'Kenttä 1' })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Tallenna kenttä 1' })).toBeInTheDocument()
    expect(within(card).getAllByLabelText(/^Kenttä 1, .+ pisteet$/)).toHaveLength(2)
    expect(screen.getByTestId('resting')).toHaveTextContent('Lepäävät')
    expect(screen.getByRole('heading', { name: 'Sarjataulukko' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tulosta ohjelma' })).toBeInTheDocument()
  })
})
