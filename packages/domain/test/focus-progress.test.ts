import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  FOCUS_WINDOW,
  SHOT_GROUPS,
  calendarDayIn,
  knownTimeZone,
  focusProgress,
  focusValue,
  type FocusMatch,
  type FocusSpec,
  type TrendFigures,
} from '../src/index.ts'

/** Trend figures with one unforced-errors-per-game value (overall and for the volleys), the rest fixed. */
function figures(unforced: number | null, serve = { played: 10, won: 6 }): TrendFigures {
  return {
    games_played: 10,
    points_played: 60,
    impact: 0.5,
    winners_per_game: 1,
    forced_errors_per_game: 0.5,
    unforced_errors_per_game: unforced,
    on_serve: serve,
    on_return: { played: 0, won: 0 },
    by_shot_group: SHOT_GROUPS.map((group) => ({
      shot_group: group,
      winners_per_game: 0,
      forced_errors_per_game: 0,
      unforced_errors_per_game: group === 'volleys' ? unforced : 0,
    })),
  }
}

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 18)).toISOString()
const matches = (values: (number | null)[], firstDay = 0): FocusMatch[] =>
  values.map((v, i) => ({ match_id: 100 + i, date: day(firstDay + i), figures: figures(v) }))

const fewerErrors: FocusSpec = {
  metric: 'unforced_errors_per_game',
  shot_group: null,
  direction: 'lower',
  target: 1,
  starts_on: '2026-10-04',
  time_zone: 'UTC',
}

describe('focusValue', () => {
  it('reads the figure, a shot group row, or a share of serve points; null when the match cannot say', () => {
    const f = figures(2.5, { played: 8, won: 6 })
    expect(focusValue(f, 'unforced_errors_per_game', null)).toBe(2.5)
    expect(focusValue(f, 'unforced_errors_per_game', 'volleys')).toBe(2.5)
    expect(focusValue(f, 'unforced_errors_per_game', 'defensive')).toBe(0)
    expect(focusValue(f, 'serve_points_won', null)).toBe(0.75)
    expect(focusValue(f, 'return_points_won', null)).toBeNull()
    expect(focusValue(figures(null), 'unforced_errors_per_game', null)).toBeNull()
  })
})

describe('focusProgress (docs/focuses.md)', () => {
  it('counts matches from the start date on, compares the last three with the three before', () => {
    // Days 0–2 before the start (1 Oct–3 Oct): 3, 4, 2 → baseline 3. From 4 Oct: 2.5, 2, null (skipped), 1.6.
    const progress = focusProgress(fewerErrors, matches([3, 4, 2, 2.5, 2, null, 1.6]))
    expect(progress.points.map((p) => [p.match_id, p.value])).toEqual([
      [103, 2.5],
      [104, 2],
      [106, 1.6],
    ])
    expect(progress.baseline).toBe(3)
    expect(progress.current).toBeCloseTo((2.5 + 2 + 1.6) / 3, 12)
    expect(progress.status).toBe('on_track')
  })

  it('is reached when the mean of the latest three meets the target (ties count), not yet when worse', () => {
    expect(focusProgress(fewerErrors, matches([3, 3, 3, 1.5, 1, 0.5])).status).toBe('reached')
    expect(focusProgress(fewerErrors, matches([3, 3, 3, 9, 1, 0.5, 1.5])).status).toBe('reached')
    expect(focusProgress(fewerErrors, matches([2, 2, 2, 3, 2.5, 2.2])).status).toBe('not_yet')
    expect(
      focusProgress({ ...fewerErrors, direction: 'higher', target: 2.5 }, matches([1, 1, 1, 2, 3, 2.5])).status,
    ).toBe('reached')
  })

  it('without matches since the start is not yet; without a baseline, compares the latest with the first', () => {
    expect(focusProgress(fewerErrors, matches([3, 2, 1]))).toEqual({
      points: [],
      baseline: 2,
      current: null,
      status: 'not_yet',
    })
    const fresh = { ...fewerErrors, starts_on: '2026-01-01' }
    expect(focusProgress(fresh, matches([3])).status).toBe('not_yet')
    expect(focusProgress(fresh, matches([3, 2])).status).toBe('on_track')
    expect(focusProgress(fresh, matches([2, 3])).status).toBe('not_yet')
  })

  it("dates each match in the focus's time zone: late evening in New York is the next day in UTC", () => {
    // 3 Oct 22:30 in New York is 4 Oct 02:30 UTC; 4 Oct 00:30 in Helsinki is 3 Oct 21:30 UTC.
    const at = (iso: string, v: number, id: number): FocusMatch => ({ match_id: id, date: iso, figures: figures(v) })
    const list = [at('2026-10-04T02:30:00.000Z', 3, 1), at('2026-10-03T21:30:00.000Z', 2, 2)]
    const ids = (time_zone: string) => focusProgress({ ...fewerErrors, time_zone }, list).points.map((p) => p.match_id)
    expect(ids('UTC')).toEqual([1])
    expect(ids('America/New_York')).toEqual([])
    expect(ids('Europe/Helsinki')).toEqual([2, 1])
  })

  it('calendarDayIn gives the day in the zone, across a zone 14 hours ahead and one 11 hours behind', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        const utc = new Date(ms).toISOString().slice(0, 10)
        expect(calendarDayIn(ms, 'UTC')).toBe(utc)
        // Since 1995 Kiritimati is UTC+14 all year and Niue UTC-11: the day there is the UTC day of the shifted
        // instant.
        expect(calendarDayIn(ms, 'Pacific/Kiritimati')).toBe(new Date(ms + 14 * 3_600_000).toISOString().slice(0, 10))
        expect(calendarDayIn(ms, 'Pacific/Niue')).toBe(new Date(ms - 11 * 3_600_000).toISOString().slice(0, 10))
      }),
    )
    expect(knownTimeZone('europe/helsinki')).toBe('Europe/Helsinki')
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeNull()
    expect(knownTimeZone('UTC\u0000')).toBeNull()
  })

  const value = fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: null })
  const spec = fc.record({
    metric: fc.constant('unforced_errors_per_game' as const),
    shot_group: fc.constantFrom(null, 'volleys' as const),
    direction: fc.constantFrom('lower' as const, 'higher' as const),
    target: fc.double({ min: 0, max: 10, noNaN: true }),
    starts_on: fc.integer({ min: 0, max: 12 }).map((n) => day(n).slice(0, 10)),
    time_zone: fc.constant('UTC'),
  })

  it('does not depend on the order matches come in, and reached is exactly the current level meeting the target', () => {
    fc.assert(
      fc.property(spec, fc.array(value, { maxLength: 12 }), fc.integer(), (focus, values, seed) => {
        const list = matches(values)
        const shuffled = [...list].sort((a, b) => ((a.match_id * 7919 + seed) % 13) - ((b.match_id * 7919 + seed) % 13))
        const progress = focusProgress(focus, list)
        expect(focusProgress(focus, shuffled)).toEqual(progress)
        const since = list.filter((m) => m.date.slice(0, 10) >= focus.starts_on)
        const counted = since.flatMap((m) => (m.figures.unforced_errors_per_game === null ? [] : [m]))
        expect(progress.points.map((p) => p.match_id)).toEqual(counted.map((m) => m.match_id))
        const latest = counted.slice(-FOCUS_WINDOW).map((m) => m.figures.unforced_errors_per_game!)
        const meets =
          latest.length > 0 &&
          (focus.direction === 'lower' ? progress.current! <= focus.target : progress.current! >= focus.target)
        expect(progress.status === 'reached').toBe(meets)
      }),
    )
  })

  it('a lower-is-better focus on values is the higher-is-better focus on their negatives', () => {
    fc.assert(
      fc.property(spec, fc.array(value, { maxLength: 10 }), (focus, values) => {
        const flipped = focusProgress(
          { ...focus, direction: focus.direction === 'lower' ? 'higher' : 'lower', target: -focus.target },
          matches(values.map((v) => (v === null ? null : -v))),
        )
        expect(flipped.status).toBe(focusProgress(focus, matches(values)).status)
      }),
    )
  })
})
