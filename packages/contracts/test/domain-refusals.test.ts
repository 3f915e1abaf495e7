import { describe, expect, it } from 'vitest'
import {
  ATTRIBUTION_CODES,
  ATTRIBUTION_MESSAGES,
  InvalidRulesError,
  InvalidServerChoiceError,
  InvalidServerOrderError,
  MatchOverError,
  NoActiveBallError,
  NoPointsToRemoveError,
  SERVER_ORDER_PLAYERS_CHANGED,
  type AttributionRefusal,
} from '@courtside/domain'
import { domainRefusalMessages, messages } from '../src/index.ts'

describe('domain refusals as message keys', () => {
  it('gives every domain refusal code the text of its key in messages', () => {
    for (const [code, text] of Object.entries(domainRefusalMessages)) {
      expect(messages[code as keyof typeof messages], code).toBe(text)
    }
  })

  it("answers each engine error with a code whose text is the error's message", () => {
    const errors = [
      new MatchOverError(),
      new InvalidServerOrderError(),
      new InvalidServerOrderError(SERVER_ORDER_PLAYERS_CHANGED),
      new InvalidServerChoiceError(),
      new NoActiveBallError(),
      new NoPointsToRemoveError(),
    ]
    for (const error of errors) expect(messages[error.code], error.name).toBe(error.message)
    expect(new InvalidServerOrderError(SERVER_ORDER_PLAYERS_CHANGED).code).toBe('serverOrderPlayersChanged')
    // The rules refusal's text is the key's text followed by the problems.
    const rules = new InvalidRulesError([
      { field: 'setsToWin', message: 'setsToWin must be a whole number from 1 to 3' },
    ])
    expect(rules.message.startsWith(`${messages[rules.code]}: `)).toBe(true)
  })

  it('maps every attribution refusal to a key with the same text', () => {
    for (const [reason, code] of Object.entries(ATTRIBUTION_CODES)) {
      expect(messages[code], reason).toBe(ATTRIBUTION_MESSAGES[reason as AttributionRefusal])
    }
  })
})
