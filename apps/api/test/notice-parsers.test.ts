import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseMatchNotice } from '../src/live/match-fan-out.ts'
import { parseCourtWallNotice } from '../src/modules/courts/index.ts'
import { parseSocialSessionNotice } from '../src/modules/social-sessions/index.ts'
import { parseSessionEndedNotice } from '../src/modules/auth/index.ts'

/**
 * The NOTIFY payloads every instance reads (the live plugin's listeners): any instance, an older one or a hand-made
 * NOTIFY can send anything, and a listener must drop what is not its shape instead of throwing.
 */
const parsers = { parseMatchNotice, parseCourtWallNotice, parseSocialSessionNotice, parseSessionEndedNotice }

describe('NOTIFY payloads', () => {
  it('read the shapes their writers send', () => {
    expect(parseMatchNotice('{"match_id":4,"updated_at":"2026-11-28T10:00:00.000Z"}')).toEqual({
      type: 'match_updated',
      match_id: 4,
      updated_at: '2026-11-28T10:00:00.000Z',
    })
    expect(parseCourtWallNotice('{"organization_id":9}')).toBe(9)
    const evening = { type: 'social_session_updated', organization_id: 9, session_id: 2 }
    expect(parseSocialSessionNotice(JSON.stringify(evening))).toEqual(evening)
    expect(parseSessionEndedNotice('{"jti":"abc"}')).toEqual({ jti: 'abc' })
    expect(parseSessionEndedNotice('{"user_id":7}')).toEqual({ user_id: 7 })
  })

  it('drop anything else, and never throw', () => {
    const hostile = [
      '',
      'not json',
      'null',
      '42',
      '"text"',
      '[]',
      '{}',
      '{"match_id":"4","updated_at":1}',
      '{"organization_id":-1}',
      '{"organization_id":1e400}',
      '{"type":"social_session_updated","organization_id":"9","session_id":2}',
      '{"jti":7}',
      '{"user_id":1.5}',
      `{"jti":"${'x'.repeat(10)}`,
    ]
    for (const [name, parse] of Object.entries(parsers)) {
      for (const payload of hostile) expect(parse(payload), `${name}(${payload})`).toBeNull()
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.json()), (payload) => {
          parse(payload)
        }),
        { numRuns: 300 },
      )
    }
  })
})
