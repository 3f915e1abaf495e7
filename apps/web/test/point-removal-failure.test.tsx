import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { resetOutboxes } from '@/features/scoring/lib/outbox'
import { json, mockApi, type MockRequest } from './api-mock'
import { aMatch, fakeMatchServer, renderRecorder } from './scoring-fixtures'

const POINT_A = 'Point to Iida Koski & Ana Ortiz'
type Handler = (request: MockRequest) => Response | Promise<Response>

// sonner keeps its toasts between renders and replays them to the next Toaster: each test starts with none.
afterEach(() => {
  toast.dismiss()
  resetOutboxes()
})

/** A match with one point confirmed by the server; then the undo meets `refuseUndo`. */
async function undoAfterOnePoint(refuseUndo: Handler) {
  const match = aMatch()
  const server = fakeMatchServer(match)
  const { requests } = mockApi({ ...server.handlers, 'DELETE /api/v2/matches/41/balls/last': refuseUndo })
  renderRecorder(match)
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: POINT_A }))
  await waitFor(() => expect(server.winners).toEqual([0]))
  await waitFor(() => expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument())
  await user.click(screen.getByRole('button', { name: 'Undo last point' }))
  return { user, requests, server }
}

async function toastTitled(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /Notifications/ })
  const item = (await within(region).findByText(title)).closest('li')
  if (!item) throw new Error(`no toast item around '${title}'`)
  return item
}

describe('MatchRecorder: removing the last point fails', () => {
  it("toasts 'Failed to remove point' with the reason, and the score shows the point again", async () => {
    const { requests } = await undoAfterOnePoint(() =>
      json({ message: 'You do not have permission to change this match', code: 'forbidden' }, { status: 403 }),
    )
    const item = await toastTitled('Failed to remove point')
    expect(item).toHaveTextContent('You do not have permission to change this match')
    // The server still has the point: after the refusal the recorder asks again and shows it.
    await waitFor(() => expect(screen.getByTestId('points-0')).toHaveTextContent('15'))
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1)
    expect(requests.some((r) => r.method === 'GET' && r.path === '/api/v2/matches/41')).toBe(true)
    // Never a silent drop (ADR 0038): the refused undo stays listed until the coach has seen it.
    expect(await screen.findByTestId('sync-conflicts')).toHaveTextContent('1 change was not recorded')
  })

  it("says only 'No points to remove' when the server has none left to remove", async () => {
    await undoAfterOnePoint(() => json({ message: 'No points to remove', code: 'noPointsToRemove' }, { status: 422 }))
    expect(await toastTitled('No points to remove')).toHaveTextContent(/^No points to remove$/)
    expect(screen.queryByText('Failed to remove point')).not.toBeInTheDocument()
  })

  it('keeps trying while the server is unreachable instead of failing the undo', async () => {
    const { requests } = await undoAfterOnePoint(() => json({ message: 'Service unavailable' }, { status: 503 }))
    await waitFor(() => expect(requests.filter((r) => r.method === 'DELETE').length).toBeGreaterThanOrEqual(1))
    expect(await screen.findByText('1 change waiting to sync')).toBeInTheDocument()
    expect(screen.getByTestId('points-0')).toHaveTextContent('0')
    expect(screen.queryByText('Failed to remove point')).not.toBeInTheDocument()
  })
})
