import { describe, expect, it } from 'vitest'
import { americanoSchedule, SocialError } from '@courtside/domain'
import { americanoScheduleOf } from '../src/modules/social-sessions/americano-schedules.ts'

/** An Americano's schedule is searched once per size and process (docs/decisions/0064-social-sessions.md). */
describe('americanoScheduleOf', () => {
  it('gives the same schedule as the search, the same object each time after the first, frozen', () => {
    const first = americanoScheduleOf(15, 1)
    expect(first).toEqual(americanoSchedule({ players: 15, courts: 1 }))
    expect(americanoScheduleOf(15, 1)).toBe(first)
    expect(americanoScheduleOf(15, 2)).not.toBe(first)
    expect(() => {
      ;(first[0]!.matches as { court: number }[])[0]!.court = 9
    }).toThrow(TypeError)
    expect(() => (first as unknown as unknown[]).push(null)).toThrow(TypeError)
  })

  it('refuses a size outside the rules as the search does, and keeps nothing for it', () => {
    expect(() => americanoScheduleOf(17, 1)).toThrow(SocialError)
    expect(() => americanoScheduleOf(8, 3)).toThrow(SocialError)
  })
})
