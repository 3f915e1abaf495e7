import { describe, expect, it } from 'vitest'
import {
  InvalidRulesError,
  MatchOverError,
  MATCH_OVER,
  RULE_PRESETS,
  defaultRules,
  initialMatchState,
  replayMatch,
  scorePoint,
  toMatchReplay,
  validateRules,
  type Team,
} from '../src/index.ts'
import { DOUBLES, SINGLES, game, games, gamesAll, padel, pointsAll, pts, set60, tennis } from './support/builders.ts'

const replay = (winners: Team[], rules = tennis(), order = SINGLES) =>
  replayMatch({ rules, serverOrder: order, winners })
const current = (winners: Team[], rules = tennis()) => replay(winners, rules).currentGame?.points

describe('rules defaults and validation', () => {
  it('gives padel golden point and a super tie-break to 10, tennis a final-set tie-break', () => {
    expect(defaultRules('padel')).toEqual({
      setsToWin: 2,
      gamesToWinSet: 6,
      setTieBreakAt: 6,
      tieBreakPointsToWin: 7,
      tieBreakSuddenDeath: false,
      decidingPointAtDeuce: 1,
      superTieBreak: true,
      superTieBreakPointsToWin: 10,
      finalSetTieBreak: true,
      finalSetTieBreakPointsToWin: 7,
      timedMinutes: null,
    })
    expect(defaultRules('tennis')).toMatchObject({
      decidingPointAtDeuce: null,
      superTieBreak: false,
      finalSetTieBreak: true,
      finalSetTieBreakPointsToWin: 7,
    })
    expect(validateRules(defaultRules('padel'))).toEqual([])
    expect(validateRules(defaultRules('tennis'))).toEqual([])
  })
  it('refuses an unknown deciding point, a tie-break score off the set, and out-of-range numbers', () => {
    expect(validateRules(padel({ decidingPointAtDeuce: 4 as never }))).toEqual([
      { field: 'decidingPointAtDeuce', message: 'decidingPointAtDeuce must be null, 1, 2 or 3' },
    ])
    expect(validateRules(padel({ setTieBreakAt: 4 }))).toEqual([
      { field: 'setTieBreakAt', message: 'setTieBreakAt must be 5 or 6' },
    ])
    expect(validateRules(padel({ gamesToWinSet: 1, setTieBreakAt: 1 }))).toEqual([])
    expect(validateRules(padel({ gamesToWinSet: 4, setTieBreakAt: 3 }))).toEqual([])
    const problems = validateRules(tennis({ setsToWin: 4, gamesToWinSet: 0, tieBreakPointsToWin: 6.5 }))
    expect(problems.map((p) => p.field)).toEqual(['setsToWin', 'gamesToWinSet', 'tieBreakPointsToWin', 'setTieBreakAt'])
    expect(validateRules(tennis({ setsToWin: 0 }))[0]?.message).toBe('setsToWin must be a whole number from 1 to 3')
    expect(() => initialMatchState(padel({ setTieBreakAt: 2 }), DOUBLES)).toThrow(InvalidRulesError)
  })
})

describe('games', () => {
  it('counts 0 15 30 40 and wins a love game', () => {
    expect(current([])).toEqual(['0', '0'])
    expect(current(pts('0'))).toEqual(['15', '0'])
    expect(current(pts('01'))).toEqual(['15', '15'])
    expect(current(pts('0010'))).toEqual(['40', '15'])
    expect(replay(game(0)).sets).toEqual([{ games: [1, 0], tieBreak: null, superTieBreak: false }])
  })
  it('plays a deuce chain with advantage both ways until two clear', () => {
    const deuce = pts('000111')
    expect(current(deuce)).toEqual(['40', '40'])
    expect(current([...deuce, 1])).toEqual(['40', 'AD'])
    expect(current([...deuce, 1, 0])).toEqual(['40', '40'])
    expect(current([...deuce, 1, 0, 0])).toEqual(['AD', '40'])
    const long = [...deuce, ...pointsAll(10)] // ten more deuces
    expect(current(long)).toEqual(['40', '40'])
    expect(replay([...long, 1, 1]).sets[0]?.games).toEqual([0, 1])
  })
  it('golden point: the point at 40–40 decides', () => {
    const rules = padel()
    expect(current(pts('000111'), rules)).toEqual(['40', '40'])
    expect(replay(pts('0001110'), rules).sets[0]?.games).toEqual([1, 0])
    expect(replay(pts('0001111'), rules).sets[0]?.games).toEqual([0, 1])
  })
  it('star point: advantage at the first two deuces, the third deuce is one deciding point', () => {
    const rules = padel({ decidingPointAtDeuce: 3 })
    const deuce1 = pts('000111')
    expect(current([...deuce1, 0], rules)).toEqual(['AD', '40'])
    const deuce2: Team[] = [...deuce1, 0, 1]
    expect(current(deuce2, rules)).toEqual(['40', '40'])
    expect(current([...deuce2, 1], rules)).toEqual(['40', 'AD'])
    // advantage converted at the second deuce wins normally
    expect(replay([...deuce2, 1, 1], rules).sets[0]?.games).toEqual([0, 1])
    const deuce3: Team[] = [...deuce2, 1, 0]
    expect(current(deuce3, rules)).toEqual(['40', '40'])
    expect(replay([...deuce3, 0], rules).sets[0]?.games).toEqual([1, 0])
    expect(replay([...deuce3, 1], rules).sets[0]?.games).toEqual([0, 1])
  })
})

describe('silver point and short sets', () => {
  it('silver point: advantage at the first deuce, the second deuce is one deciding point', () => {
    const rules = padel({ decidingPointAtDeuce: 2 })
    const deuce1 = pts('000111')
    expect(current([...deuce1, 1], rules)).toEqual(['40', 'AD'])
    expect(replay([...deuce1, 1, 1], rules).sets[0]?.games).toEqual([0, 1])
    const deuce2: Team[] = [...deuce1, 1, 0]
    expect(current(deuce2, rules)).toEqual(['40', '40'])
    expect(replay([...deuce2, 0], rules).sets[0]?.games).toEqual([1, 0])
    expect(replay([...deuce2, 1], rules).sets[0]?.games).toEqual([0, 1])
  })
  it('Fast4: first to four games, a tie-break at 3–3, and 4–2 wins the set', () => {
    const rules = tennis({ gamesToWinSet: 4, setTieBreakAt: 3 })
    expect(replay([...gamesAll(2), ...games(0, 2)], rules).sets[0]?.games).toEqual([4, 2])
    const atThreeAll = replay(gamesAll(3), rules)
    expect(atThreeAll.sets).toHaveLength(1)
    expect(atThreeAll.currentGame?.tieBreak).toBe(true)
    const tieBreak = replay([...gamesAll(3), ...pts('0000000')], rules)
    expect(tieBreak.sets[0]).toEqual({ games: [4, 3], tieBreak: [7, 0], superTieBreak: false })
  })
  it('Fast4 as played: the tie-break to 5 is sudden death at 4–4, in the deciding set too', () => {
    const rules = RULE_PRESETS.fast4.rules
    const atFourAll = [...gamesAll(3), ...pointsAll(4)]
    expect(replay(atFourAll, rules).currentGame).toEqual({ points: ['4', '4'], tieBreak: true })
    expect(replay([...atFourAll, 1], rules).sets[0]).toEqual({ games: [3, 4], tieBreak: [4, 5], superTieBreak: false })
    // Won by two without the rule: 5–4 plays on.
    const byTwo = { ...rules, tieBreakSuddenDeath: false }
    expect(replay([...atFourAll, 1], byTwo).currentGame).toEqual({ points: ['4', '5'], tieBreak: true })
    // One set all, then the deciding set's tie-break: to 5 as well, sudden death as well.
    const setAll = [...games(0, 4), ...games(1, 4)]
    const decided = replay([...setAll, ...gamesAll(3), ...pointsAll(4), 0], rules)
    expect(decided.sets[2]).toEqual({ games: [4, 3], tieBreak: [5, 4], superTieBreak: false })
    expect(decided.winner).toBe(0)
  })
  it('a match tie-break is won by two even when the set tie-breaks are sudden death', () => {
    const rules = tennis({ superTieBreak: true, tieBreakSuddenDeath: true })
    const setAll = [...set60(0), ...set60(1)]
    const r = replay([...setAll, ...pointsAll(9), 0], rules)
    expect(r.currentGame).toEqual({ points: ['10', '9'], tieBreak: true })
    expect(r.winner).toBe(null)
  })
  it('a pro set to 8 plays its tie-break at 8–8', () => {
    const rules = tennis({ setsToWin: 1, gamesToWinSet: 8, setTieBreakAt: 8 })
    expect(replay(gamesAll(7), rules).currentGame?.tieBreak).toBe(false)
    expect(replay(gamesAll(8), rules).currentGame?.tieBreak).toBe(true)
  })
})

describe('sets and tie-breaks', () => {
  it('wins a set 6–4 but needs two clear at 6–5', () => {
    expect(replay([...gamesAll(4), ...games(0, 2)]).sets[0]?.games).toEqual([6, 4])
    const r = replay([...gamesAll(5), ...game(0)])
    expect(r.sets).toHaveLength(1)
    expect(r.sets[0]?.games).toEqual([6, 5])
    expect(replay([...gamesAll(5), ...games(0, 2)]).sets[0]?.games).toEqual([7, 5])
  })
  it('plays a tie-break at 6–6, first to 7 with two clear', () => {
    const at66 = gamesAll(6)
    const r = replay([...at66, ...pointsAll(3)])
    expect(r.currentGame).toEqual({ points: ['3', '3'], tieBreak: true })
    expect(r.sets).toEqual([{ games: [6, 6], tieBreak: null, superTieBreak: false }])
    const won = replay([...at66, ...pointsAll(6), 1, 0, 1, 1])
    expect(won.sets[0]).toEqual({ games: [6, 7], tieBreak: [7, 9], superTieBreak: false })
    expect(won.sets[1]).toEqual({ games: [0, 0], tieBreak: null, superTieBreak: false })
    expect(replay([...at66, ...pts('0000000')]).sets[0]).toEqual({
      games: [7, 6],
      tieBreak: [7, 0],
      superTieBreak: false,
    })
  })
  it('plays the deciding-set tie-break to finalSetTieBreakPointsToWin', () => {
    const rules = tennis({ finalSetTieBreakPointsToWin: 10 })
    const start = [...set60(0), ...set60(1), ...gamesAll(6)]
    const at7 = replay([...start, ...pts('0000000')], rules)
    expect(at7.winner).toBe(null)
    expect(at7.currentGame).toEqual({ points: ['7', '0'], tieBreak: true })
    const done = replay([...start, ...pts('0000000000')], rules)
    expect(done.winner).toBe(0)
    expect(done.sets[2]).toEqual({ games: [7, 6], tieBreak: [10, 0], superTieBreak: false })
  })
  it('replaces the deciding set with a super tie-break to 10, won 11–9', () => {
    const rules = padel()
    const oneAll = [...set60(0), ...set60(1)]
    const started = replay(oneAll, rules)
    expect(started.sets[2]).toEqual({ games: [0, 0], tieBreak: null, superTieBreak: true })
    expect(started.currentGame).toEqual({ points: ['0', '0'], tieBreak: true })
    const at99 = [...oneAll, ...pointsAll(9)]
    expect(replay([...at99, 0], rules).winner).toBe(null) // 10–9 is not two clear
    const r = replay([...at99, 0, 0], rules)
    expect(r.winner).toBe(0)
    expect(r.sets).toEqual([
      { games: [6, 0], tieBreak: null, superTieBreak: false },
      { games: [0, 6], tieBreak: null, superTieBreak: false },
      { games: [1, 0], tieBreak: [11, 9], superTieBreak: true },
    ])
    expect(r.currentGame).toBe(null)
    expect(r.nextServer).toBe(null)
  })
  it('plays an advantage final set to 22–20', () => {
    const rules = tennis({ finalSetTieBreak: false })
    const r = replay([...set60(0), ...set60(1), ...gamesAll(20), ...games(1, 2)], rules)
    expect(r.winner).toBe(1)
    expect(r.sets[2]).toEqual({ games: [20, 22], tieBreak: null, superTieBreak: false })
  })
  it('plays best of five and one-set matches', () => {
    const bo5 = tennis({ setsToWin: 3 })
    expect(replay([...set60(0), ...set60(1), ...set60(0), ...set60(1)], bo5).winner).toBe(null)
    expect(replay([...set60(0), ...set60(1), ...set60(0), ...set60(1), ...set60(1)], bo5).winner).toBe(1)
    // a one-set match ignores super tie-break: the only set is an ordinary set
    const one = padel({ setsToWin: 1 })
    expect(replay([], one).sets[0]?.superTieBreak).toBe(false)
    expect(replay(set60(1), one).winner).toBe(1)
  })
})

describe('after the match', () => {
  it('refuses a point once the match is over, with a typed error', () => {
    const winners = [...set60(0), ...set60(0)]
    let state = initialMatchState(tennis(), SINGLES)
    for (const w of winners) state = scorePoint(state, w)
    expect(toMatchReplay(state).winner).toBe(0)
    expect(() => scorePoint(state, 1)).toThrow(MatchOverError)
    expect(() => scorePoint(state, 1)).toThrow(MATCH_OVER)
    expect(() => replayMatch({ rules: tennis(), serverOrder: SINGLES, winners: [...winners, 0] })).toThrow(
      MatchOverError,
    )
  })
  it('never mutates a state it was given', () => {
    const s0 = initialMatchState(tennis(), SINGLES)
    const snapshot = JSON.stringify(s0)
    scorePoint(scorePoint(s0, 0), 1)
    expect(JSON.stringify(s0)).toBe(snapshot)
  })
  it('refuses a winner that is not a team', () => {
    expect(() => scorePoint(initialMatchState(tennis(), SINGLES), 2 as Team)).toThrow(TypeError)
  })
})

describe('the doubles order through a match', () => {
  it('rotates A1, B1, A2, B2 game by game', () => {
    const r = replay(games(0, 5), padel(), DOUBLES)
    const firstOfGames = [0, 4, 8, 12, 16].map((i) => r.servers[i])
    expect(firstOfGames).toEqual(['A1', 'B1', 'A2', 'B2', 'A1'])
    expect(r.nextServer).toBe('B1')
  })
})
