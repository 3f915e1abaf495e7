import { describe, expect, it } from 'vitest'
import {
  createMatchSchema,
  createBallSchema,
  fieldErrors,
  messages,
  playerInputSchema,
  updateServerSchema,
} from '../src/index.ts'

const base = {
  title: 'Club final',
  organization_id: 7,
  license: 'pro',
  pairs: [
    { players: [{ player_id: 12 }, { name: 'Ana Ortiz' }] },
    { players: [{ player_id: 15 }, { name: 'Lea Virta' }] },
  ],
}

describe('createMatchSchema', () => {
  it('accepts the documented body and fills defaults', () => {
    const m = createMatchSchema.parse(base)
    expect(m).toMatchObject({
      sport: 'padel',
      match_type: 'doubles',
      visibility: 'private',
      background: { style: 'default' },
      server_order: null,
    })
  })
  it('reports the validation messages', () => {
    const r = createMatchSchema.safeParse({
      ...base,
      title: ' ',
      organization_id: undefined,
      pairs: [{ players: [null, { name: '' }] }, { players: [{ name: 'Lea' }, { player_id: 3 }] }],
    })
    expect(r.success).toBe(false)
    if (r.success) return
    const e = fieldErrors(r.error)
    expect(e.title).toEqual([messages.titleRequired])
    expect(e.organization_id).toEqual([messages.organizationRequired])
    expect(e['pairs.0.players.0']).toContain(messages.player1Required)
    expect(e['pairs.0.players.1.name'] ?? e['pairs.0.players.1']).toBeDefined()
  })
  it('needs a full name for a new player', () => {
    const r = createMatchSchema.safeParse({
      ...base,
      pairs: [{ players: [{ name: 'Lea' }, { player_id: 1 }] }, base.pairs[1]],
    })
    expect(r.success).toBe(false)
  })
  it('refuses a stop-showing time before the start', () => {
    const r = createMatchSchema.safeParse({
      ...base,
      start_showing_at: '2026-11-22T10:00:00Z',
      stop_showing_at: '2026-11-22T09:00:00Z',
    })
    expect(r.success).toBe(false)
    if (!r.success) expect(fieldErrors(r.error).stop_showing_at).toEqual([messages.stopBeforeStart])
  })
  it('refuses golden and star point together', () => {
    const rules = {
      sets_to_win: 2,
      games_to_win_set: 6,
      tie_break_points_to_win: 7,
      golden_point: true,
      star_point: true,
      super_tie_break: true,
      super_tie_break_points_to_win: 10,
      final_set_tie_break: true,
      final_set_tie_break_points_to_win: 7,
    }
    expect(createMatchSchema.safeParse({ ...base, rules }).success).toBe(false)
  })
})

describe('playerInputSchema', () => {
  it('needs at least one name', () => {
    const r = playerInputSchema.safeParse({ first_name: '', last_name: ' ' })
    expect(r.success).toBe(false)
    if (!r.success) expect(fieldErrors(r.error).first_name).toEqual([messages.eitherNameRequired])
  })
  it('accepts one name and normalises empty optionals to null', () => {
    expect(playerInputSchema.parse({ first_name: 'Bela', email: '' })).toMatchObject({
      first_name: 'Bela',
      last_name: '',
      email: null,
      display_name: null,
    })
  })
  it('checks the email', () => {
    const r = playerInputSchema.safeParse({ first_name: 'A', email: 'nope' })
    expect(r.success).toBe(false)
    if (!r.success) expect(fieldErrors(r.error).email).toEqual([messages.invalidEmail])
  })
  it('refuses coaching without consent', () => {
    expect(playerInputSchema.safeParse({ first_name: 'A', is_coached: true }).success).toBe(false)
    expect(playerInputSchema.safeParse({ first_name: 'A', is_coached: true, can_save_games: true }).success).toBe(true)
  })
})

describe('ball and server schemas', () => {
  it('needs a UUID client_id and a known point type', () => {
    expect(createBallSchema.safeParse({ client_id: 'x', point_type: 'winner' }).success).toBe(false)
    expect(
      createBallSchema.safeParse({ client_id: '0b7e6f7c-5d1a-4c0e-9d57-3c7b8a1e2f10', point_type: 'smash' }).success,
    ).toBe(false)
    expect(
      createBallSchema.parse({
        client_id: '0b7e6f7c-5d1a-4c0e-9d57-3c7b8a1e2f10',
        point_type: 'winner',
        finisher_id: 3,
      }).shot_type,
    ).toBeNull()
  })
  it('takes a next server or a whole order', () => {
    expect(updateServerSchema.safeParse({ player_id: 3 }).success).toBe(true)
    expect(updateServerSchema.safeParse({ server_order: [1, 2, 3, 4] }).success).toBe(true)
    expect(updateServerSchema.safeParse({}).success).toBe(false)
  })
})
