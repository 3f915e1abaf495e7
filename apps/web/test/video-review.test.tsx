import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Ball, Match, VideoSync } from '@courtside/contracts'
import { json } from './api-mock'
import { aBall, meta, signedIn } from './match-fixtures'
import { aStatsMatch, statsOf } from './match-stats-fixtures'
import { renderApp } from './render-app'
import { ralliesOf, stepFrom } from '../src/features/video-review/lib/rally-navigation'

// ADR 0037 and ADR 0068, video review: linking, syncing at one or more anchors, and where each point's rally is.

const ball = (seq: number, secondsIn: number): Pick<Ball, 'seq' | 'tapped_at'> => ({
  seq,
  tapped_at: new Date(Date.UTC(2026, 10, 20, 10, 0, secondsIn)).toISOString(),
})

describe('rally navigation', () => {
  const balls = [ball(1, 0), ball(2, 30), ball(3, 45)]
  const rallies = ralliesOf(balls, [{ seq: 2, time: 100 }])

  it('places every rally from the sync and the tap times, 8 s before the tap to 1 s after', () => {
    expect(rallies).toEqual([
      { seq: 1, start: 62, end: 71, at: 70 },
      { seq: 2, start: 92, end: 101, at: 100 },
      { seq: 3, start: 107, end: 116, at: 115 },
    ])
    expect(ralliesOf(balls, [])).toEqual([])
    expect(ralliesOf(balls, [{ seq: 9, time: 1 }])).toEqual([])
    // Never before the video's start.
    expect(ralliesOf(balls, [{ seq: 1, time: 3 }])[0]).toMatchObject({ start: 0, at: 3 })
  })

  it('with two anchors, each point counts from the nearest anchor at or before it', () => {
    // Taps at 0, 30, 45, 100 and 130 s; the camera restarted during the break after point 3, so point 4 is synced
    // again at 200 s (one anchor would have put it at 100 + 70 = 170).
    const five = [...balls, ball(4, 100), ball(5, 130)]
    const anchors: VideoSync[] = [
      { seq: 4, time: 200 },
      { seq: 2, time: 100 },
    ]
    expect(ralliesOf(five, anchors)).toEqual([
      // Before the first anchor: from the first anchor, 100 − 30.
      { seq: 1, start: 62, end: 71, at: 70 },
      { seq: 2, start: 92, end: 101, at: 100 },
      { seq: 3, start: 107, end: 116, at: 115 },
      { seq: 4, start: 192, end: 201, at: 200 },
      // 200 + (130 − 100).
      { seq: 5, start: 222, end: 231, at: 230 },
    ])
    // An anchor whose point is gone is ignored: point 5 then counts from point 2.
    expect(ralliesOf(five.slice(0, 3).concat(five[4]!), anchors).at(-1)).toEqual({
      seq: 5,
      start: 192,
      end: 201,
      at: 200,
    })
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

  // Answers PUT as the API does: the anchors replace the stored ones, by seq, the first also as `sync`.
  function setUp(match: Match) {
    let current = match
    const answer = (body: unknown) => {
      const { syncs = [], ...video } = (body as { video: { syncs?: VideoSync[] } }).video
      const sorted = [...syncs].sort((a, b) => a.seq - b.seq)
      current = {
        ...current,
        video: { url: null, file_name: null, ...video, sync: sorted[0] ?? null, syncs: sorted } as Match['video'],
      }
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
  const lastPut = (requests: { method: string; body: unknown }[]) =>
    requests.filter((r) => r.method === 'PUT').at(-1)?.body
  const videoAt = (panel: HTMLElement, seconds: number) => {
    const video = within(panel).getByTestId('video-player') as HTMLVideoElement
    Object.defineProperty(video, 'currentTime', { value: seconds, writable: true, configurable: true })
  }

  it('links a web address, then adds, replaces and removes anchors, sending the whole list', async () => {
    const { requests } = setUp(aStatsMatch({ id: 41 }))
    const user = userEvent.setup()
    renderApp('/matches/41/scores')
    const panel = await screen.findByTestId('video-review')
    await user.type(within(panel).getByLabelText('Video address'), 'https://video.example/final.mp4')
    await user.click(within(panel).getByRole('button', { name: 'Link video' }))
    await within(panel).findByText('Video: https://video.example/final.mp4')
    expect(lastPut(requests)).toEqual({ video: { source: 'url', url: 'https://video.example/final.mp4' } })
    expect(within(panel).getByTestId('video-sync-status')).toHaveTextContent('Not synced yet')
    expect(within(panel).getByTestId('video-player').tagName).toBe('VIDEO')

    videoAt(panel, 83.5)
    fireEvent.change(within(panel).getByLabelText('Point'), { target: { value: '2' } })
    await user.click(within(panel).getByRole('button', { name: 'Sync this point here' }))
    await waitFor(() => expect(within(panel).getByTestId('video-sync-status')).toHaveTextContent('Synced at 1 point'))
    expect(lastPut(requests)).toEqual({
      video: { source: 'url', url: 'https://video.example/final.mp4', syncs: [{ seq: 2, time: 83.5 }] },
    })
    expect(within(panel).getByRole('list', { name: 'Synced points' })).toHaveTextContent('Point 2 at 1:24')
    expect(within(panel).getByRole('button', { name: 'Next point' })).toHaveAttribute('aria-keyshortcuts', 'N')

    // A second anchor joins the first.
    videoAt(panel, 20)
    fireEvent.change(within(panel).getByLabelText('Point'), { target: { value: '1' } })
    await user.click(within(panel).getByRole('button', { name: 'Sync this point here' }))
    await within(panel).findByText('Point 1 at 0:20')
    expect(lastPut(requests)).toEqual({
      video: {
        source: 'url',
        url: 'https://video.example/final.mp4',
        syncs: [
          { seq: 1, time: 20 },
          { seq: 2, time: 83.5 },
        ],
      },
    })
    expect(within(panel).getByTestId('video-sync-status')).toHaveTextContent('Synced at 2 points')

    // Syncing a synced point again replaces its anchor.
    videoAt(panel, 25.25)
    await user.click(within(panel).getByRole('button', { name: 'Sync this point here' }))
    await within(panel).findByText('Point 1 at 0:25')
    expect((lastPut(requests) as { video: { syncs: VideoSync[] } }).video.syncs).toEqual([
      { seq: 1, time: 25.25 },
      { seq: 2, time: 83.5 },
    ])

    // Removing one sends the rest.
    await user.click(within(panel).getByRole('button', { name: 'Remove the sync of point 2' }))
    await waitFor(() => expect(within(panel).queryByText('Point 2 at 1:24')).not.toBeInTheDocument())
    expect(lastPut(requests)).toEqual({
      video: { source: 'url', url: 'https://video.example/final.mp4', syncs: [{ seq: 1, time: 25.25 }] },
    })
    await user.click(within(panel).getByRole('button', { name: 'Remove the sync of point 1' }))
    await within(panel).findByText(/Not synced yet/)
    expect(lastPut(requests)).toEqual({
      video: { source: 'url', url: 'https://video.example/final.mp4', syncs: [] },
    })
    expect(within(panel).queryByRole('button', { name: 'Next point' })).not.toBeInTheDocument()
  })

  it('reads a video saved with one sync as its one anchor, and N plays the next rally', async () => {
    const sync = { seq: 1, time: 40 }
    const video = { source: 'url', url: 'https://video.example/final.mp4', file_name: null, sync, syncs: [] }
    setUp(aStatsMatch({ id: 41, video: video as Match['video'] }))
    const user = userEvent.setup()
    renderApp('/matches/41/scores')
    const panel = await screen.findByTestId('video-review')
    expect(await within(panel).findByText('Point 1 at 0:40')).toBeInTheDocument()
    const player = within(panel).getByTestId('video-player') as HTMLVideoElement
    player.play = () => Promise.resolve()
    await user.click(within(panel).getByRole('button', { name: 'Next point' }))
    // From the video's start the next rally is point 1's, 8 s before its anchor.
    expect(player.currentTime).toBe(32)
    expect(within(panel).getByText('Point 1', { selector: '[aria-live]' })).toBeInTheDocument()
    // Point 2 is 30 s after point 1: its rally starts 8 s before 70.
    await user.keyboard('n')
    expect(player.currentTime).toBe(62)
    expect(within(panel).getByText('Point 2', { selector: '[aria-live]' })).toBeInTheDocument()
  })

  it('asks a watcher who cannot edit nothing when no video is linked', async () => {
    setUp(aStatsMatch({ id: 41, can_edit: false }))
    renderApp('/matches/41/scores')
    await screen.findByTestId('stats-overview')
    expect(screen.queryByTestId('video-review')).not.toBeInTheDocument()
  })
})
