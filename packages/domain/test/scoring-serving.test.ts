import { describe, expect, it } from 'vitest'
import {
  INVALID_SERVER_CHOICE,
  INVALID_SERVER_ORDER,
  InvalidServerOrderError,
  NO_ACTIVE_BALL,
  NO_POINTS_TO_REMOVE,
  SERVER_ORDER_PLAYERS_CHANGED,
  addPoint,
  defaultServerOrder,
  pickNextServer,
  replaceServerOrder,
  replayMatch,
  replayState,
  rotateOrderToServer,
  undoLastPoint,
  validateServerOrder,
  type MatchLog,
  type ServerChange,
  type Team,
} from '../src/index.ts'
import { DOUBLES, SINGLES, game, games, gamesAll, padel, pts, set60, tennis } from './support/builders.ts'

describe('server order validation', () => {
  it('accepts alternating singles and doubles orders', () => {
    expect(validateServerOrder(SINGLES)).toEqual({ ok: true })
    expect(validateServerOrder(DOUBLES)).toEqual({ ok: true })
  })
  it('refuses non-alternating, duplicated or wrongly sized orders with the binding text', () => {
    const bad = [
      [
        { id: 'A1', team: 0 },
        { id: 'A2', team: 0 },
        { id: 'B1', team: 1 },
        { id: 'B2', team: 1 },
      ],
      [
        { id: 'A', team: 0 },
        { id: 'A', team: 1 },
      ],
      [{ id: 'A', team: 0 }],
      [
        { id: 'A', team: 0 },
        { id: 'B', team: 1 },
        { id: 'C', team: 0 },
      ],
      [],
    ] as const
    for (const order of bad) {
      expect(validateServerOrder(order.map((p) => ({ ...p, team: p.team as Team })))).toEqual({
        ok: false,
        message: INVALID_SERVER_ORDER,
      })
    }
    expect(INVALID_SERVER_ORDER).toBe('Invalid server order - players must alternate between teams')
    expect(() => replayMatch({ rules: tennis(), serverOrder: [SINGLES[0]!, SINGLES[0]!], winners: [] })).toThrow(
      InvalidServerOrderError,
    )
  })
  it('builds the default order A1, B1, A2, B2', () => {
    expect(
      defaultServerOrder([
        ['a1', 'a2'],
        ['b1', 'b2'],
      ]).map((p) => p.id),
    ).toEqual(['a1', 'b1', 'a2', 'b2'])
    expect(defaultServerOrder([['a'], ['b']], 1)).toEqual([
      { id: 'b', team: 1 },
      { id: 'a', team: 0 },
    ])
  })
})

describe('serving rotation', () => {
  it('changes server every game and keeps it for the whole game', () => {
    const r = replayMatch({ rules: tennis(), serverOrder: SINGLES, winners: [...pts('010101'), 0, 0, ...game(1)] })
    expect(r.servers).toEqual([...'AAAAAAAA'.split(''), 'B', 'B', 'B', 'B'])
    expect(r.nextServer).toBe('A')
  })
  it('in a tie-break serves one point, then two each; the next set opens with the player after its first server', () => {
    const winners = [...gamesAll(6), ...pts('0000000')]
    const r = replayMatch({ rules: tennis(), serverOrder: SINGLES, winners })
    expect(r.servers.slice(48)).toEqual(['A', 'B', 'B', 'A', 'A', 'B', 'B'])
    expect(r.nextServer).toBe('B') // A served game 13 (the tie-break) first
    const d = replayMatch({ rules: padel(), serverOrder: DOUBLES, winners: [...winners, ...game(0)] })
    expect(d.servers.slice(48, 55)).toEqual(['A1', 'B1', 'B1', 'A2', 'A2', 'B2', 'B2'])
    expect(d.servers.slice(55)).toEqual(['B1', 'B1', 'B1', 'B1'])
    expect(d.nextServer).toBe('A2')
  })
  it('serves the super tie-break in the same rotation', () => {
    const winners = [...set60(0), ...set60(1)] // 12 games: the super tie-break is game 13
    const r = replayMatch({ rules: padel(), serverOrder: DOUBLES, winners: [...winners, ...pts('01010')] })
    expect(r.servers.slice(48)).toEqual(['A1', 'B1', 'B1', 'A2', 'A2'])
  })
})

describe('undo', () => {
  const log: MatchLog = { winners: [...gamesAll(4), ...game(0), ...game(0)] } // 6–4, last point wins the set
  it('removes the last point across a set boundary, restoring score and server', () => {
    const done = replayMatch({ rules: tennis(), serverOrder: SINGLES, ...log })
    expect(done.sets.map((s) => s.games)).toEqual([
      [6, 4],
      [0, 0],
    ])
    expect(done.nextServer).toBe('A')
    const undone = undoLastPoint(log)
    const r = replayMatch({ rules: tennis(), serverOrder: SINGLES, ...undone })
    expect(r.sets).toEqual([{ games: [5, 4], tieBreak: null, superTieBreak: false }])
    expect(r.currentGame).toEqual({ points: ['40', '0'], tieBreak: false })
    expect(r.nextServer).toBe('B')
  })
  it('removes the point that won a tie-break and resumes the tie-break serve pattern', () => {
    const winners = [...gamesAll(6), ...pts('0001110000')] // tie-break 7–3
    const full = replayMatch({ rules: tennis(), serverOrder: SINGLES, winners })
    expect(full.sets[0]).toEqual({ games: [7, 6], tieBreak: [7, 3], superTieBreak: false })
    const r = replayMatch({ rules: tennis(), serverOrder: SINGLES, ...undoLastPoint({ winners }) })
    expect(r.sets).toEqual([{ games: [6, 6], tieBreak: null, superTieBreak: false }])
    expect(r.currentGame).toEqual({ points: ['6', '3'], tieBreak: true })
    expect(r.nextServer).toBe('B') // point 10 of the tie-break: A, BB, AA, BB, AA, B…
  })
  it('refuses to undo an empty log', () => {
    expect(() => undoLastPoint({ winners: [] })).toThrow(NO_POINTS_TO_REMOVE)
  })
})

describe('server changes', () => {
  const rules = tennis()
  it('picking the next server rotates the order so that player serves the active ball', () => {
    const state = replayState({ rules, serverOrder: SINGLES, winners: pts('00') })
    const change = pickNextServer(state, 'B')
    expect(change).toEqual({ atPoint: 2, order: [SINGLES[1], SINGLES[0]] })
    const r = replayMatch({
      rules,
      serverOrder: SINGLES,
      winners: [...pts('00'), 0, 0, ...game(1)],
      serverChanges: [change],
    })
    expect(r.servers).toEqual(['A', 'A', 'B', 'B', 'A', 'A', 'A', 'A'])
    expect(r.nextServer).toBe('B')
  })
  it('refuses an unknown player, a foreign order and a finished match with the binding texts', () => {
    const state = replayState({ rules, serverOrder: SINGLES, winners: [] })
    expect(() => pickNextServer(state, 'Z')).toThrow(INVALID_SERVER_CHOICE)
    expect(() => rotateOrderToServer(SINGLES, 'Z')).toThrow(INVALID_SERVER_CHOICE)
    expect(() =>
      replaceServerOrder(state, [
        { id: 'A', team: 0 },
        { id: 'C', team: 1 },
      ]),
    ).toThrow(SERVER_ORDER_PLAYERS_CHANGED)
    expect(() =>
      replaceServerOrder(state, [
        { id: 'A', team: 1 },
        { id: 'B', team: 0 },
      ]),
    ).toThrow(SERVER_ORDER_PLAYERS_CHANGED)
    const over = replayState({ rules, serverOrder: SINGLES, winners: [...set60(0), ...set60(0)] })
    expect(() => pickNextServer(over, 'A')).toThrow(NO_ACTIVE_BALL)
  })
  it('a new doubles order takes effect from the active ball and the rotation follows it', () => {
    const state = replayState({ rules: padel(), serverOrder: DOUBLES, winners: game(0) })
    expect(state.pointCount).toBe(4)
    const order = [DOUBLES[1]!, DOUBLES[2]!, DOUBLES[3]!, DOUBLES[0]!].reverse() // A1, B2, A2, B1
    const change = replaceServerOrder(state, order)
    const r = replayMatch({ rules: padel(), serverOrder: DOUBLES, winners: games(0, 4), serverChanges: [change] })
    expect([0, 4, 8, 12].map((i) => r.servers[i])).toEqual(['A1', 'A1', 'B2', 'A2'])
    expect(r.nextServer).toBe('B1')
  })
  it('inside a tie-break: the picked player serves the active ball and the one-then-two pattern keeps counting', () => {
    const at66 = gamesAll(6)
    const tb3 = [...at66, ...pts('010')] // tie-break servers so far: A, B, B; A is due for points 4 and 5
    const state = replayState({ rules, serverOrder: SINGLES, winners: tb3 })
    expect(state.pointCount).toBe(51)
    const change = pickNextServer(state, 'B')
    const winners = [...tb3, ...pts('0000')] // 6–1 in the tie-break; one more point wins it 7–1
    const r = replayMatch({
      rules,
      serverOrder: SINGLES,
      winners: [...winners, 0, ...game(0)],
      serverChanges: [change],
    })
    expect(r.servers.slice(48, 56)).toEqual(['A', 'B', 'B', 'B', 'B', 'A', 'A', 'B'])
    expect(r.sets[0]).toEqual({ games: [7, 6], tieBreak: [7, 1], superTieBreak: false })
    // As if [B, A] had been in force since the tie-break began: B its (virtual) first server, so A opens set 2.
    expect(r.servers.slice(56)).toEqual(['A', 'A', 'A', 'A'])
    expect(r.nextServer).toBe('B')
  })
  it('inside a doubles tie-break, a pick on the second point of a pair serves one point, then the rotation goes on', () => {
    const tb2 = [...gamesAll(6), ...pts('01')] // A1, B1 served; B1 due for the active ball
    const state = replayState({ rules: padel(), serverOrder: DOUBLES, winners: tb2 })
    const change = pickNextServer(state, 'A2')
    const r = replayMatch({
      rules: padel(),
      serverOrder: DOUBLES,
      winners: [...tb2, ...pts('00000'), 0],
      serverChanges: [change],
    })
    expect(r.servers.slice(48)).toEqual(['A1', 'B1', 'A2', 'B2', 'B2', 'A1', 'A1', 'B1'])
    expect(r.sets[0]?.tieBreak).toEqual([7, 1])
    expect(r.nextServer).toBe('A2')
  })
  it('undo keeps a change with the active ball when the point before it is removed', () => {
    const winners = pts('00')
    const state = replayState({ rules, serverOrder: SINGLES, winners })
    const log: MatchLog = { winners, serverChanges: [pickNextServer(state, 'B')] }
    const undone = undoLastPoint(log)
    expect(undone.serverChanges).toEqual([{ atPoint: 1, order: [SINGLES[1], SINGLES[0]] }])
    expect(replayMatch({ rules, serverOrder: SINGLES, ...undone }).nextServer).toBe('B')
    const redone = addPoint(undone, 0)
    const r = replayMatch({ rules, serverOrder: SINGLES, ...redone })
    expect(r.servers).toEqual(['A', 'B'])
    // further undos carry it back with the active ball, never past the start
    const back = undoLastPoint(undoLastPoint(redone))
    expect(back.serverChanges?.[0]?.atPoint).toBe(0)
    expect(replayMatch({ rules, serverOrder: SINGLES, ...back }).nextServer).toBe('B')
  })
  it('applies several changes at one position in recorded order, the last wins', () => {
    const changes: ServerChange[] = [
      { atPoint: 0, order: [SINGLES[1]!, SINGLES[0]!] },
      { atPoint: 0, order: [SINGLES[0]!, SINGLES[1]!] },
    ]
    expect(replayMatch({ rules, serverOrder: SINGLES, winners: [], serverChanges: changes }).nextServer).toBe('A')
    expect(() =>
      replayMatch({ rules, serverOrder: SINGLES, winners: [], serverChanges: [{ atPoint: -1, order: SINGLES }] }),
    ).toThrow(RangeError)
  })
  it('a change in a finished match is refused by the replay', () => {
    const winners = [...set60(0), ...set60(0)]
    expect(() =>
      replayMatch({
        rules,
        serverOrder: SINGLES,
        winners,
        serverChanges: [{ atPoint: winners.length, order: SINGLES }],
      }),
    ).toThrow(NO_ACTIVE_BALL)
  })
  it('keeps earlier changes when later points are removed', () => {
    const change: ServerChange = { atPoint: 1, order: [SINGLES[1]!, SINGLES[0]!] }
    const log: MatchLog = { winners: pts('0000'), serverChanges: [change] }
    expect(undoLastPoint(log).serverChanges).toEqual([change])
    expect(replayMatch({ rules, serverOrder: SINGLES, ...log }).servers).toEqual(['A', 'B', 'B', 'B'])
  })
})
