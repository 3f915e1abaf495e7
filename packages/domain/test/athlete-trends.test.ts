import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeMatchStats, SHOT_GROUPS, trendFiguresOf, type Team } from '../src/index.ts'
import { DOUBLES, padel } from './support/builders.ts'
import { PAIR_PLAYERS, loveGame, record, type BallSpec } from './support/record.ts'

// ADR 0037: an athlete's figures in one match, for the progress charts.

const rules = padel({ decidingPointAtDeuce: 1 })
const figures = (specs: BallSpec[], playerId: string) => {
  const balls = record(rules, DOUBLES, PAIR_PLAYERS, specs)
  const stats = computeMatchStats({ rules, serverOrder: DOUBLES, players: PAIR_PLAYERS, balls })
  return trendFiguresOf(stats, balls, playerId)
}

describe('athlete trend figures (ADR 0037)', () => {
  it('counts a hand-charted match per game, on serve and on return, and by shot group', () => {
    // Game 1, A1 serving: A1 volley winner, B1 forces A1's backhand error, A1 smash winner, A2 unforced error (lob),
    // A1 volley winner, A1 bandeja winner (game to A). Game 2, B1 serving: a love game to pair B by B2.
    const specs: BallSpec[] = [
      { type: 'winner', by: 'A1', shot: 'volley' },
      { type: 'forced_error', by: 'A1', shot: 'backhand', prev: 'B1', prevShot: 'smash' },
      { type: 'winner', by: 'A1', shot: 'smash' },
      { type: 'unforced_error', by: 'A2', shot: 'lob' },
      { type: 'winner', by: 'A1', shot: 'volley' },
      { type: 'winner', by: 'A1', shot: 'bandeja' },
      ...loveGame('B2'),
    ]
    const a1 = figures(specs, 'A1')!
    expect(a1).toMatchObject({
      games_played: 2,
      points_played: 10,
      winners_per_game: 2,
      forced_errors_per_game: 0.5,
      unforced_errors_per_game: 0,
      on_serve: { played: 6, won: 4 },
      on_return: { played: 4, won: 0 },
    })
    // (4 winners − 0 unforced − 0 return errors − 0 winners given) / 2 games.
    expect(a1.impact).toBe(2)
    expect(a1.by_shot_group.map((g) => g.shot_group)).toEqual([...SHOT_GROUPS])
    expect(a1.by_shot_group.find((g) => g.shot_group === 'volleys')).toEqual({
      shot_group: 'volleys',
      winners_per_game: 1.5,
      forced_errors_per_game: 0,
      unforced_errors_per_game: 0,
    })
    expect(a1.by_shot_group.find((g) => g.shot_group === 'basic')?.forced_errors_per_game).toBe(0.5)
    // A2 did not serve yet; on return the same points as A1.
    expect(figures(specs, 'A2')).toMatchObject({ unforced_errors_per_game: 0.5, on_serve: { played: 0, won: 0 } })
    expect(figures(specs, 'nobody')).toBeNull()
  })

  it('splits every point between serve and return over the four players (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Team>(0, 1), { minLength: 1, maxLength: 80 }), (winners) => {
        const specs = winners.map((team): BallSpec => ({ type: 'other', by: team === 0 ? 'A1' : 'B1', team }))
        const all = PAIR_PLAYERS.map((p) => figures(specs, p.id)!)
        // Each point was served by exactly one player...
        expect(all.reduce((n, f) => n + f.on_serve.played, 0)).toBe(winners.length)
        for (const [i, p] of PAIR_PLAYERS.entries()) {
          const f = all[i]!
          // ...and received by the other side's two players.
          const partner = all[PAIR_PLAYERS.findIndex((q) => q.team === p.team && q.id !== p.id)]!
          expect(f.on_return.played + f.on_serve.played + partner.on_serve.played).toBe(winners.length)
          expect(f.on_serve.won).toBeLessThanOrEqual(f.on_serve.played)
          if (f.games_played === 0) expect(f.winners_per_game).toBeNull()
        }
      }),
    )
  })
})
