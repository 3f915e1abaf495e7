import { describe, expect, it } from 'vitest'
import { createMatchSchema, playerPatchSchema, playerStatsSchema, updateServerSchema } from '../src/index.ts'

describe('playerPatchSchema', () => {
  it('leaves absent fields absent, so a patch never clears them', () => {
    expect(playerPatchSchema.parse({ first_name: 'A' })).toEqual({ first_name: 'A' })
  })
  it("clears display name and email with '' or null", () => {
    expect(playerPatchSchema.parse({ display_name: '', email: null })).toEqual({ display_name: null, email: null })
  })
})

describe('ids', () => {
  it('refuses ids beyond int4 instead of letting them reach the database', () => {
    const pairs = [{ players: [{ player_id: 2 ** 31 }] }, { players: [{ name: 'Lea Virta' }] }]
    expect(
      createMatchSchema.safeParse({
        title: 't',
        organization_id: 2 ** 31,
        license: 'free',
        match_type: 'singles',
        pairs,
      }).success,
    ).toBe(false)
    expect(updateServerSchema.safeParse({ player_id: 2 ** 31 }).success).toBe(false)
  })
})

describe('playerStatsSchema', () => {
  it('accepts the empty state and a domain recommendation', () => {
    const empty = {
      total_matches: 0,
      finished_matches: 0,
      wins: 0,
      losses: 0,
      win_rate: null,
      last_five: [],
      recent_matches: [],
      recommendations: [],
      trends: [],
    }
    expect(playerStatsSchema.parse(empty)).toEqual(empty)
    const rec = {
      kind: 'reduce_errors_on_shot',
      shot_type: 'backhand_after_glass',
      unforced_errors: 10,
      winners: 2,
      points: 12,
      matches: 3,
    }
    expect(playerStatsSchema.parse({ ...empty, recommendations: [rec] }).recommendations).toEqual([rec])
  })
})
