import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Ball } from '@courtside/contracts'
import { json, type MockRequest } from './api-mock'
import { aBall, aMatch, meta, signedIn } from './match-fixtures'
import { renderApp } from './render-app'

// ADR 0036, details later: the timeline's detail marks, the complete-details walk and the rescore confirmation.

const detailed = (seq: number) => aBall(seq, { point_type: 'winner', finisher_id: 101, shot_type: 'smash' })

const EMPTY_DETAIL = {
  winner_team: null,
  comment: '',
  shot_type: null,
  shot_speed: null,
  previous_shooter_id: null,
  previous_shot_type: null,
  previous_shot_speed: null,
  from: null,
  to: null,
  serve: null,
}

function setUp(balls: Ball[], patch: (request: MockRequest) => Response) {
  let current = balls
  const answer = (request: MockRequest) => {
    const id = Number(request.path.split('/').at(-1))
    const response = patch(request)
    if (response.status === 200) current = current.map((b) => (b.id === id ? detailed(b.seq) : b))
    return response
  }
  return signedIn({
    'GET /api/v2/matches/41': () => json({ match: aMatch({ points_count: balls.length }) }),
    'GET /api/v2/matches/41/balls': () => json({ balls: current }),
    'GET /api/v2/matches': () => json({ matches: [], meta: meta(0) }),
    ...Object.fromEntries(balls.map((b) => [`PATCH /api/v2/matches/41/balls/${b.id}`, answer])),
  })
}

const patched = (ballId: number) => json({ ball: detailed(ballId), match: aMatch({ points_count: 3 }) })

describe('details later (ADR 0036)', () => {
  it('marks the points without full detail and walks through them in order, skipping on request', async () => {
    const { requests } = setUp([aBall(1), detailed(2), aBall(3)], (r) => patched(Number(r.path.split('/').at(-1))))
    const user = userEvent.setup()
    renderApp('/matches/41')
    expect(await screen.findByTestId('timeline-detailed')).toHaveTextContent('1 of 3 points with full detail')
    expect(screen.getAllByTestId('timeline-quick')).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Complete details (2 points)' }))
    let dialog = await screen.findByTestId('point-details-dialog')
    expect(dialog).toHaveTextContent('Point #1 · 1 of 2 to complete')
    // Number keys, as when recording: the first player (Iida, pair A), then the first point type (winner).
    await user.keyboard('1')
    await user.keyboard('1')
    expect(await within(dialog).findByTestId('details-step-shot')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('radio', { name: '2nd serve' }))
    await user.click(within(dialog).getByTestId('details-skip-to-summary'))
    await user.click(within(dialog).getByTestId('details-save'))
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1))
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: '/api/v2/matches/41/balls/1',
      body: { ball: { ...EMPTY_DETAIL, point_type: 'winner', finisher_id: 101, serve: 'second' } },
    })

    dialog = await screen.findByText('Point #3 · 2 of 2 to complete')
    await user.click(screen.getByTestId('editor-skip-point'))
    await waitFor(() => expect(screen.queryByTestId('point-details-dialog')).not.toBeInTheDocument())
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1)
    expect(await screen.findByTestId('timeline-detailed')).toHaveTextContent('2 of 3 points with full detail')
  })

  it('asks before giving the point to the other side, then sends the rescore', async () => {
    let calls = 0
    const { requests } = setUp([aBall(1)], () =>
      ++calls === 1
        ? json(
            {
              message: 'This change gives the point to the other side. Confirm to rescore the match.',
              code: 'rescoreRequired',
            },
            { status: 409 },
          )
        : patched(1),
    )
    const user = userEvent.setup()
    renderApp('/matches/41')
    await user.click(await screen.findByRole('button', { name: 'Add details to point #1' }))
    const dialog = await screen.findByTestId('point-details-dialog')
    expect(dialog).toHaveTextContent('Edit point #1')
    // Lea Virta (pair B) finishes it with a winner: the point recorded for pair A changes side.
    await user.click(within(dialog).getByRole('button', { name: /Lea Virta/ }))
    await user.keyboard('1')
    await user.click(within(dialog).getByTestId('details-skip-to-summary'))
    await user.click(within(dialog).getByTestId('details-save'))

    const confirm = await screen.findByTestId('rescore-dialog')
    expect(confirm).toHaveTextContent('Give the point to the other side?')
    expect(confirm).toHaveTextContent('point #1 goes to')
    await user.click(within(confirm).getByTestId('confirm-action'))
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(2))
    const [first, second] = requests.filter((r) => r.method === 'PATCH')
    expect(first!.body).toEqual({ ball: { ...EMPTY_DETAIL, point_type: 'winner', finisher_id: 103 } })
    expect(second!.body).toEqual({ ball: { ...EMPTY_DETAIL, point_type: 'winner', finisher_id: 103, rescore: true } })
    await waitFor(() => expect(screen.queryByTestId('point-details-dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Point saved')).toBeInTheDocument()
  })

  it('a watcher sees the marks but no way to edit', async () => {
    signedIn({
      'GET /api/v2/matches/41': () => json({ match: aMatch({ can_edit: false, points_count: 1 }) }),
      'GET /api/v2/matches/41/balls': () => json({ balls: [aBall(1)] }),
    })
    renderApp('/matches/41')
    expect(await screen.findByTestId('timeline-detailed')).toHaveTextContent('0 of 1 point with full detail')
    expect(screen.getByTestId('timeline-quick')).toHaveTextContent('Details missing')
    expect(screen.queryByTestId('timeline-edit')).not.toBeInTheDocument()
    expect(screen.queryByTestId('complete-details')).not.toBeInTheDocument()
  })
})
