import { defaultRules } from '@courtside/domain'
import {
  DEFAULT_MATCH_DEFAULTS,
  decidingPointOf,
  fromDomainRules,
  type CreateMatchInput,
  type MatchDefaults,
  type MatchLicense,
} from '@courtside/contracts'
import type { CreateMatchValues } from '../../api/use-match-mutations'

/** A player slot of the form: team, then position in the pair ("1:0" is team B's first player). */
export type Slot = `${0 | 1}:${0 | 1}`

/** The form a new match starts from: the coach's defaults (settings) over the sport's own rules. */
export function emptyValues(license: MatchLicense, defaults: MatchDefaults = DEFAULT_MATCH_DEFAULTS): CreateMatchInput {
  const slots = defaults.match_type === 'singles' ? [null] : [null, null]
  return {
    title: '',
    description: '',
    organization_id: undefined as unknown as number,
    sport: defaults.sport,
    match_type: defaults.match_type,
    license,
    rules: fromDomainRules({
      ...defaultRules(defaults.sport),
      decidingPointAtDeuce: decidingPointOf(defaults),
      superTieBreak: defaults.super_tie_break,
    }),
    pairs: [{ players: [...slots] }, { players: [...slots] }],
    server_order: null,
    visibility: defaults.visibility,
    start_showing_at: null,
    stop_showing_at: null,
    background: { style: 'default' },
    show_server_indicator: true,
  }
}

/** The serving order from the first server: teams alternate, and so do the players of each team. */
export function serverOrderFrom(first: Slot, doubles: boolean): CreateMatchValues['server_order'] {
  if (first === '0:0') return null
  const team = Number(first[0]) as 0 | 1
  const index = Number(first[2])
  const other = (1 - team) as 0 | 1
  if (!doubles)
    return [
      { team, index: 0 },
      { team: other, index: 0 },
    ]
  return [
    { team, index },
    { team: other, index: 0 },
    { team, index: 1 - index },
    { team: other, index: 1 },
  ]
}
