import { describe, expect, it } from 'vitest'
import { betaQuadrature } from '../../src/index.ts'

/** E[p^k] of a Beta(α, β): Π (α + i) / (α + β + i) over i < k. */
function betaMoment(alpha: number, beta: number, k: number): number {
  let m = 1
  for (let i = 0; i < k; i++) m *= (alpha + i) / (alpha + beta + i)
  return m
}

describe('betaQuadrature', () => {
  it('reproduces every moment of the Beta below degree 2n, with points inside (0, 1) and weights summing to 1', () => {
    for (const [alpha, beta, n] of [
      [25.6, 14.4, 4],
      [125.6, 60.4, 5],
      [3, 2, 3],
      [0.5, 0.7, 4],
    ] as const) {
      const q = betaQuadrature(alpha, beta, n)
      expect(q.points).toHaveLength(n)
      for (const p of q.points) expect(p).toSatisfy((x: number) => x > 0 && x < 1)
      for (let k = 0; k < 2 * n; k++) {
        const got = q.points.reduce((s, p, i) => s + q.weights[i]! * p ** k, 0)
        expect(got).toBeCloseTo(betaMoment(alpha, beta, k), 12)
      }
    }
  })
  it('by hand: Beta(1, 1) with two points is Gauss–Legendre on [0, 1], ½ ± 1/(2√3) with weights ½', () => {
    const q = betaQuadrature(1, 1, 2)
    const sorted = [...q.points].sort((a, b) => a - b)
    expect(sorted[0]).toBeCloseTo(0.5 - 1 / (2 * Math.sqrt(3)), 12)
    expect(sorted[1]).toBeCloseTo(0.5 + 1 / (2 * Math.sqrt(3)), 12)
    for (const w of q.weights) expect(w).toBeCloseTo(0.5, 12)
  })
  it('one point is the mean', () => {
    const q = betaQuadrature(25.6, 14.4, 1)
    expect(q.points[0]).toBeCloseTo(0.64, 12)
    expect(q.weights[0]).toBeCloseTo(1, 12)
  })
})
