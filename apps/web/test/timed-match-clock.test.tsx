import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { TimedMatchClock } from '@/components/timed-match-clock'
import { AppProvider } from './test-provider'

const NOW = Date.UTC(2026, 10, 27, 18, 0)

afterEach(() => {
  vi.useRealTimers()
})

describe('the clock of a timed match', () => {
  it('says the length before the first point, then counts down to "last game"', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'Date'] })
    const { rerender } = render(
      <AppProvider>
        <TimedMatchClock clock={{ endsAt: null, lastGame: false, decidingPoint: false }} minutes={60} />
      </AppProvider>,
    )
    expect(screen.getByTestId('timed-match-clock')).toHaveTextContent('60-minute match')
    rerender(
      <AppProvider>
        <TimedMatchClock clock={{ endsAt: NOW + 61_500, lastGame: false, decidingPoint: false }} minutes={60} />
      </AppProvider>,
    )
    expect(screen.getByTestId('timed-match-clock')).toHaveTextContent('1:02 left')
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByTestId('timed-match-clock')).toHaveTextContent('0:02 left')
    act(() => vi.advanceTimersByTime(3_000))
    // The device's clock passed the end before any point did: the game in play is the last.
    expect(screen.getByTestId('timed-match-clock')).toHaveTextContent('Time is up: last game')
  })

  it('names the deciding point, and an hour and more with hours', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'Date'] })
    const { rerender } = render(
      <AppProvider>
        <TimedMatchClock clock={{ endsAt: NOW + 90 * 60_000, lastGame: false, decidingPoint: false }} minutes={90} />
      </AppProvider>,
    )
    expect(screen.getByTestId('timed-match-clock')).toHaveTextContent('1:30:00 left')
    rerender(
      <AppProvider>
        <TimedMatchClock clock={{ endsAt: NOW - 1, lastGame: true, decidingPoint: true }} minutes={90} />
      </AppProvider>,
    )
    expect(screen.getByTestId('timed-match-clock')).toHaveTextContent('Games level: deciding point')
  })

  it("on a guest screen counts by the server's clock, whatever this device's clock says", () => {
    // This device is ten minutes slow; the answer says the server's time is NOW.
    vi.useFakeTimers({ now: NOW - 10 * 60_000, toFake: ['setInterval', 'clearInterval', 'Date'] })
    render(
      <AppProvider>
        <TimedMatchClock
          clock={{ endsAt: NOW + 5 * 60_000, lastGame: false, decidingPoint: false }}
          minutes={60}
          serverTime={new Date(NOW).toISOString()}
        />
      </AppProvider>,
    )
    // The stamp is read at the first tick (within a second of the answer): from then on the server's time runs.
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.getByTestId('timed-match-clock')).toHaveTextContent('5:00 left')
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByTestId('timed-match-clock')).toHaveTextContent('4:00 left')
    act(() => vi.advanceTimersByTime(4 * 60_000))
    expect(screen.getByTestId('timed-match-clock')).toHaveTextContent('Time is up: last game')
  })
})
