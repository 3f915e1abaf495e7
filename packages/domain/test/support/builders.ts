import { defaultRules, type Rules, type ServingPlayer, type Team } from '../../src/index.ts'

export const SINGLES: ServingPlayer[] = [
  { id: 'A', team: 0 },
  { id: 'B', team: 1 },
]

/** Padel slots A1, B1, A2, B2. */
export const DOUBLES: ServingPlayer[] = [
  { id: 'A1', team: 0 },
  { id: 'B1', team: 1 },
  { id: 'A2', team: 0 },
  { id: 'B2', team: 1 },
]

export const tennis = (over: Partial<Rules> = {}): Rules => ({ ...defaultRules('tennis'), ...over })
export const padel = (over: Partial<Rules> = {}): Rules => ({ ...defaultRules('padel'), ...over })

export const pts = (text: string): Team[] => [...text.replace(/\s/g, '')].map((c) => (c === '0' ? 0 : 1))
export const repeat = <T>(items: readonly T[], times: number): T[] => Array.from({ length: times }, () => items).flat()

/** A love game to `team`. */
export const game = (team: Team): Team[] => [team, team, team, team]
/** `n` love games alternating starting with `first` is not what sets need; this gives `n` games to `team`. */
export const games = (team: Team, n: number): Team[] => repeat(game(team), n)
/** A 6–0 set to `team` (with games to win 6). */
export const set60 = (team: Team): Team[] => games(team, 6)
/** Games alternate 0,1,0,1… `pairs` times: reaches pairs–pairs. */
export const gamesAll = (pairs: number): Team[] => repeat([...game(0), ...game(1)], pairs)
/** Points alternating 0,1 `n` times each (n–n in a tie-break or deuce). */
export const pointsAll = (n: number): Team[] => repeat([0, 1] as Team[], n)
