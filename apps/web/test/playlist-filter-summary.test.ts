import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { filterSummary } from '@/features/playlists/lib/filter-summary'

// A saved playlist's filter in words on the list: each key in the reader's language, days in its format.
describe('a playlist filter in words', () => {
  it('names the athlete’s own points, the types, the sets and the days', () => {
    const text = filterSummary(
      i18n.t,
      {
        athlete_id: 12,
        athlete_points: 'finished',
        point_types: ['unforced_error'],
        sets: [1, 2],
        from: '2026-11-01',
        to: '2026-11-28',
      },
      'en',
    )
    expect(text).toBe(
      "One athlete's matches · Points they finished · Unforced error · Sets 1, 2 · 1 Nov 2026 to 28 Nov 2026",
    )
    expect(filterSummary(i18n.t, {}, 'en')).toBe('Every point')
  })
})
