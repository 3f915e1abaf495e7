import { describe, expect, it } from 'vitest'
import {
  ACE_BY_RECEIVER,
  DOUBLE_FAULT_BY_RECEIVER,
  OTHER_NEEDS_WINNER_TEAM,
  POINT_TYPES,
  SERVE_RETURN_ERROR_BY_SERVER,
  SHOT_GROUPS,
  SHOT_GROUP_MEMBERS,
  SHOT_SPEEDS,
  SHOT_TYPES,
  WINNER_TEAM_CONTRADICTS,
  attributePoint,
  shotGroupOf,
  shotTypesForSport,
} from '../src/index.ts'

describe('point attribution', () => {
  it('gives winners and aces to the finisher, errors to the other team', () => {
    expect(attributePoint({ pointType: 'winner', finisherTeam: 1, finisherIsServer: false })).toEqual({
      ok: true,
      winnerTeam: 1,
    })
    expect(attributePoint({ pointType: 'ace', finisherTeam: 0, finisherIsServer: true })).toEqual({
      ok: true,
      winnerTeam: 0,
    })
    for (const pointType of ['forced_error', 'unforced_error'] as const) {
      expect(attributePoint({ pointType, finisherTeam: 0, finisherIsServer: true })).toEqual({
        ok: true,
        winnerTeam: 1,
      })
    }
    expect(attributePoint({ pointType: 'double_fault', finisherTeam: 1, finisherIsServer: true })).toEqual({
      ok: true,
      winnerTeam: 0,
    })
    expect(
      attributePoint({ pointType: 'serve_return_error', finisherTeam: 1, finisherIsServer: false, serverTeam: 0 }),
    ).toEqual({ ok: true, winnerTeam: 0 })
  })
  it('needs an explicit team for other, and refuses a contradicting one elsewhere', () => {
    expect(attributePoint({ pointType: 'other', finisherTeam: 0, finisherIsServer: false })).toEqual({
      ok: false,
      reason: 'other_needs_winner_team',
      message: OTHER_NEEDS_WINNER_TEAM,
    })
    expect(attributePoint({ pointType: 'other', finisherTeam: 0, finisherIsServer: false, winnerTeam: 1 })).toEqual({
      ok: true,
      winnerTeam: 1,
    })
    expect(attributePoint({ pointType: 'winner', finisherTeam: 0, finisherIsServer: false, winnerTeam: 0 })).toEqual({
      ok: true,
      winnerTeam: 0,
    })
    expect(
      attributePoint({ pointType: 'winner', finisherTeam: 0, finisherIsServer: false, winnerTeam: 1 }),
    ).toMatchObject({ ok: false, message: WINNER_TEAM_CONTRADICTS })
  })
  it('refuses the impossible combinations', () => {
    expect(attributePoint({ pointType: 'ace', finisherTeam: 1, finisherIsServer: false })).toEqual({
      ok: false,
      reason: 'ace_by_receiver',
      message: ACE_BY_RECEIVER,
    })
    expect(attributePoint({ pointType: 'double_fault', finisherTeam: 1, finisherIsServer: false })).toEqual({
      ok: false,
      reason: 'double_fault_by_receiver',
      message: DOUBLE_FAULT_BY_RECEIVER,
    })
    expect(attributePoint({ pointType: 'serve_return_error', finisherTeam: 0, finisherIsServer: true })).toEqual({
      ok: false,
      reason: 'serve_return_error_by_server',
      message: SERVE_RETURN_ERROR_BY_SERVER,
    })
    // the server's partner cannot miss the return either
    expect(
      attributePoint({ pointType: 'serve_return_error', finisherTeam: 0, finisherIsServer: false, serverTeam: 0 }),
    ).toMatchObject({ ok: false, reason: 'serve_return_error_by_server' })
  })
})

describe('shot vocabulary', () => {
  it('lists the point types, speeds and shots', () => {
    expect(POINT_TYPES).toEqual([
      'winner',
      'forced_error',
      'unforced_error',
      'serve_return_error',
      'double_fault',
      'ace',
      'other',
    ])
    expect(SHOT_SPEEDS).toEqual(['slow', 'medium', 'fast'])
    for (const shot of [
      'bandeja',
      'vibora',
      'kick_smash_por_3',
      'kick_smash_por_4',
      'forehand_after_glass',
      'backhand_after_glass',
      'dormilona',
      'unclassified',
    ] as const) {
      expect(SHOT_TYPES).toContain(shot)
    }
    expect(new Set(SHOT_TYPES).size).toBe(SHOT_TYPES.length)
  })
  it('puts every named shot in exactly one group, unclassified in none', () => {
    const members = SHOT_GROUPS.flatMap((g) => SHOT_GROUP_MEMBERS[g])
    expect(new Set(members).size).toBe(members.length)
    expect([...members, 'unclassified'].sort()).toEqual([...SHOT_TYPES].sort())
    expect(shotGroupOf('backhand_after_glass')).toBe('defensive')
    expect(shotGroupOf('vibora')).toBe('volleys')
    expect(shotGroupOf('kick_smash_por_3')).toBe('offensive')
    expect(shotGroupOf('forehand')).toBe('basic')
    expect(shotGroupOf('trampa_smash')).toBe('special')
    expect(shotGroupOf('unclassified')).toBe(null)
  })
  it('offers tennis the shared subset', () => {
    expect(shotTypesForSport('tennis')).toEqual([
      'forehand',
      'backhand',
      'volley',
      'smash',
      'lob',
      'drop_shot',
      'unclassified',
    ])
    expect(shotTypesForSport('padel')).toBe(SHOT_TYPES)
  })
})
