import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Ball, Match } from '@courtside/contracts'
import { json } from './api-mock'
import { aBall, meta, signedIn } from './match-fixtures'
import { aStatsMatch, statsOf } from './match-stats-fixtures'
import { renderApp } from './render-app'
import { ralliesOf, stepFrom } from '../src/features/video-review/lib/rally-navigation'

// ADR 0037, video review: linking, syncing, and where each point's rally is.

const ball = (seq: number, secondsIn: number): Pick<Ball, 'seq' | 'tapped_at'> => ({
  seq,
  tapped_at: new Date(Date.UTC(2026, 10, 20, 10, 0, secondsIn)).toISOString(),
})

describe('rally navigation', () => {
  const balls = [ball(1, 0), ball(2, 30), ball(3, 45)]
  const rallies = ralliesOf(balls, { seq: 2, time: 100 })

  it('places every rally from the sync and the tap times, 8 s before the tap to 1 s after', () => {
    expect(rallies).toEqual([
      { seq: 1, start: 62, end: 71, at: 70 },
      { seq: 2, start: 92, end: 101, at: 100 },
      { seq: 3, start: 107, end: 116, at: 115 },
    ])
    expect(ralliesOf(balls, null)).toEqual([])
    expect(ralliesOf(balls, { seq: 9, time: 1 })).toEqual([])
    // Never before the video's start.
    expect(ralliesOf(balls, { seq: 1, time: 3 })[0]).toMatchObject({ start: 0, at: 3 })
  })

  it('steps from the current point, or from the video time when none is playing', () => {
    expect(stepFrom(rallies, 0, 2, 1)?.seq).toBe(3)
    expect(stepFrom(rallies, 0, 2, -1)?.seq).toBe(1)
    expect(stepFrom(rallies, 0, 3, 1)?.seq).toBe(3)
    expect(stepFrom(rallies, 95, null, 1)?.seq).toBe(2)
    expect(stepFrom(rallies, 95, null, -1)?.seq).toBe(1)
    expect(stepFrom([], 0, null, 1)).toBeNull()
  })
})

describe('video review panel', () => {
  const balls = [aBall(1, ball(1, 0)), aBall(2, ball(2, 30))]

  function setUp(match: Match) {
    let current = match
    const answer = (body: unknown) => {
      const video = (body as { video: Record<string, unknown> }).video
      current = { ...current, video: { url: null, file_name: null, sync: null, ...video } as Match['video'] }
      return json({ match: current })
    }
    return signedIn({
      'GET /api/v2/matches/41': () => json({ match: current }),
      'GET /api/v2/matches/41/balls': () => json({ balls }),
      'GET /api/v2/matches/41/stats': () => json({ stats: statsOf(match) }),
      'PUT /api/v2/matches/41/video': (r) => answer(r.body),
      'GET /api/v2/matches': () => json({ matches: [], meta: meta(0) }),
    })
  }

  it('links a web address, then saves the sync at the video time for the chosen point', async () => {
    const { requests } = setUp(aStatsMatch({ id: 41 }))
    const user = userEvent.setup()
    renderApp('/matches/41/scores')
    const panel = await screen.findByTestId('video-review')
    await user.type(within(panel).getByLabelText('Video address'), 'https://video.example/final.mp4')
    await user.click(within(panel).getByRole('button', { name: 'Link video' }))
    await within(panel).findByText('Video: https://video.example/final.mp4')
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      video: { source: 'url', url: 'https://video.example/final.mp4' },
    })
    expect(within(panel).getByTestId('video-sync-status')).toHaveTextContent('Not synced yet')

    const video = within(panel).getByTestId('review-video') as HTMLVideoElement
    Object.defineProperty(video, 'currentTime', { value: 83.5, writable: true })
    fireEvent.change(within(panel).getByLabelText('Point'), { target: { value: '2' } })
    await user.click(within(panel).getByRole('button', { name: 'This frame is point 2' }))
    await waitFor(() =>
      expect(within(panel).getByTestId('video-sync-status')).toHaveTextContent('point 2 ends at 1:24'),
    )
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      video: { source: 'url', url: 'https://video.example/final.mp4', sync: { seq: 2, time: 83.5 } },
    })
    expect(within(panel).getByRole('button', { name: 'Next point' })).toHaveAttribute('aria-keyshortcuts', 'N')
  })

  it('asks a watcher who cannot edit nothing when no video is linked', async () => {
    setUp(aStatsMatch({ id: 41, can_edit: false }))
    renderApp('/matches/41/scores')
    await screen.findByTestId('stats-overview')
    expect(screen.queryByTestId('video-review')).not.toBeInTheDocument()
  })
})
