import { describe, expect, it } from 'vitest'
import { gameChance, levelChance, tieBreakChance, tieBreakServer, type Team } from '../../src/index.ts'

/** The textbook advantage game from 0–0: to love, 15 and 30, or through deuce. */
const advantage = (p: number): number => {
  const q = 1 - p
  return p ** 4 * (1 + 4 * q + 10 * q * q) + 20 * p ** 3 * q ** 3 * ((p * p) / (1 - 2 * p * q))
}
/** Golden point: 40–40 (20 ways) then one point. */
const golden = (p: number): number => {
  const q = 1 - p
  return p ** 4 * (1 + 4 * q + 10 * q * q) + 20 * p ** 3 * q ** 3 * p
}

/** Every point played out (memoised by score) by the engine's rule written again the plain way, no closed form. */
function bruteGame(p: number, a: number, b: number, deuce: 1 | 2 | 3 | null, memo = new Map<string, number>()): number {
  const hi = Math.max(a, b)
  const lo = Math.min(a, b)
  if (deuce !== null && hi === deuce + 3 && lo === deuce + 2) return a > b ? 1 : 0
  if (hi >= 4 && hi - lo >= 2) return a > b ? 1 : 0
  if (a + b > 120) return 0.5 // the mass left this deep is far below 1e-12
  const key = `${a}-${b}`
  const known = memo.get(key)
  if (known !== undefined) return known
  const v = p * bruteGame(p, a + 1, b, deuce, memo) + (1 - p) * bruteGame(p, a, b + 1, deuce, memo)
  memo.set(key, v)
  return v
}

describe('game chance', () => {
  it.each([0.6, 0.55, 0.7, 0.64])('an advantage game from 0–0 at p = %s has the closed form', (p) => {
    expect(gameChance(p, 0, 0, null)).toBeCloseTo(advantage(p), 12)
  })
  it('p = 0.6 gives 0.735729… by hand', () => {
    // 0.1296·(1 + 1.6 + 1.6) + 20·0.216·0.064·(0.36/0.52) = 0.54432 + 0.191409…
    expect(gameChance(0.6, 0, 0, null)).toBeCloseTo(0.54432 + (20 * 0.216 * 0.064 * 0.36) / 0.52, 12)
    expect(gameChance(0.6, 0, 0, null)).toBeCloseTo(0.735729, 6)
  })
  it.each([0.6, 0.55, 0.7])('a golden-point game at p = %s', (p) => {
    expect(gameChance(p, 0, 0, 1)).toBeCloseTo(golden(p), 12)
    // The golden point takes away the server's edge at deuce: p < p²/(p²+q²) when p > ½.
    expect(gameChance(p, 0, 0, 1)).toBeLessThan(gameChance(p, 0, 0, null))
  })
  it('silver and star points lie between golden and advantage, and match a plain recursion', () => {
    for (const p of [0.55, 0.64, 0.7]) {
      const g = gameChance(p, 0, 0, 1)
      const s = gameChance(p, 0, 0, 2)
      const st = gameChance(p, 0, 0, 3)
      const adv = gameChance(p, 0, 0, null)
      expect(g).toBeLessThan(s)
      expect(s).toBeLessThan(st)
      expect(st).toBeLessThan(adv)
      for (const d of [1, 2, 3, null] as const) {
        const reachable = ([a, b]: readonly [number, number]) => Math.max(a, b) <= (d ?? 9) + 2
        for (const [a, b] of (
          [
            [0, 0],
            [2, 3],
            [3, 3],
            [4, 3],
            [4, 4],
            [5, 5],
            [3, 5],
          ] as const
        ).filter(reachable)) {
          expect(gameChance(p, a, b, d)).toBeCloseTo(bruteGame(p, a, b, d), 9)
        }
      }
    }
  })
  it('½ at p = ½ from level scores', () => {
    for (const d of [1, 2, 3, null] as const) expect(gameChance(0.5, 3, 3, d)).toBeCloseTo(0.5, 12)
  })
})

describe('tie-break chance', () => {
  it('serves once, then two each', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((k) => tieBreakServer(0, k))).toEqual([0, 1, 1, 0, 0, 1, 1])
  })
  it('level past target − 1: p(1 − q) / (p(1 − q) + (1 − p)q)', () => {
    const x: [number, number] = [0.65, 1 - 0.6]
    const win = 0.65 * 0.4
    const loss = 0.35 * 0.6
    expect(tieBreakChance(x, 0, 7, 6, 6)).toBeCloseTo(win / (win + loss), 12)
    expect(tieBreakChance(x, 1, 7, 12, 12)).toBeCloseTo(levelChance(0.65, 0.4), 12)
  })
  it('agrees with a plain point-by-point recursion written from the serve pattern', () => {
    const x: [number, number] = [0.62, 0.41]
    const memo = new Map<string, number>()
    const plain = (opener: Team, target: number, a: number, b: number, depth: number): number => {
      if (a >= target && a - b >= 2) return 1
      if (b >= target && b - a >= 2) return 0
      if (a + b > 160) return 0.5 // unreachable mass below 1e-12
      const key = `${opener}-${target}-${a}-${b}`
      const known = memo.get(key)
      if (known !== undefined) return known
      const k = a + b
      // k = 0: the opener; then pairs alternate: 1–2 the other side, 3–4 the opener…
      const server: Team = k === 0 ? opener : Math.floor((k - 1) / 2) % 2 === 0 ? (opener === 0 ? 1 : 0) : opener
      const p = x[server]
      const v = p * plain(opener, target, a + 1, b, depth + 1) + (1 - p) * plain(opener, target, a, b + 1, depth + 1)
      memo.set(key, v)
      return v
    }
    for (const opener of [0, 1] as const) {
      for (const target of [3, 5, 7]) {
        expect(tieBreakChance(x, opener, target, 0, 0)).toBeCloseTo(plain(opener, target, 0, 0, 0), 9)
        expect(tieBreakChance(x, opener, target, 2, 1)).toBeCloseTo(plain(opener, target, 2, 1, 3), 9)
      }
    }
  })
})

describe('sudden-death tie-break chance', () => {
  const x: [number, number] = [0.62, 0.41]
  it('at 4–4 of a tie-break to 5 is the next point, served by the opener (point 9: one, then two each)', () => {
    expect(tieBreakServer(0, 8)).toBe(0)
    expect(tieBreakChance(x, 0, 5, 4, 4, 1)).toBeCloseTo(x[0], 12)
    expect(tieBreakChance(x, 1, 5, 4, 4, 1)).toBeCloseTo(x[1], 12)
    // Won by two, 4–4 is a deuce of two points, one served by each side.
    expect(tieBreakChance(x, 0, 5, 4, 4)).toBeCloseTo(levelChance(x[0], x[1]), 12)
  })
  it('from 0–0 sums every way to reach the target first', () => {
    // Plain enumeration: team 0's chance to be first to `target`, each point served as the tie-break rotates.
    const plain = (opener: Team, target: number, a: number, b: number): number => {
      if (a === target) return 1
      if (b === target) return 0
      const p = x[tieBreakServer(opener, a + b)]
      return p * plain(opener, target, a + 1, b) + (1 - p) * plain(opener, target, a, b + 1)
    }
    for (const opener of [0, 1] as const)
      for (const target of [1, 3, 5, 7]) {
        expect(tieBreakChance(x, opener, target, 0, 0, 1)).toBeCloseTo(plain(opener, target, 0, 0), 12)
        expect(tieBreakChance(x, opener, target, 0, 0, 1)).not.toBe(tieBreakChance(x, opener, target, 0, 0))
      }
  })
})
