/** Points and weights standing in for a distribution on [0, 1]: Σ weight · f(point) ≈ E[f]. */
export interface Quadrature {
  points: number[]
  weights: number[]
}

/**
 * Gauss quadrature for a Beta(α, β) distribution (Gauss–Jacobi on [0, 1], by Golub–Welsch): `n` points whose
 * weighted sums give E[f(p)] exactly for every polynomial f of degree below 2n. The points are the eigenvalues of the
 * Jacobi matrix of the orthogonal polynomials of the Beta weight, the weights the squared first components of its
 * eigenvectors (docs/win-probability.md). α, β > 0.
 */
export function betaQuadrature(alpha: number, beta: number, n: number): Quadrature {
  // Jacobi polynomials on [−1, 1] with weight (1 − x)^a (1 + x)^b; p = (1 + x) / 2.
  const a = beta - 1
  const b = alpha - 1
  const diag: number[] = []
  const off: number[] = []
  for (let k = 0; k < n; k++) {
    const s = 2 * k + a + b
    diag.push(k === 0 ? (b - a) / (a + b + 2) : (b * b - a * a) / (s * (s + 2)))
    if (k > 0) off.push(Math.sqrt((4 * k * (k + a) * (k + b) * (k + a + b)) / (s * s * (s + 1) * (s - 1))))
  }
  const { values, firstRow } = symmetricEigen(tridiagonal(diag, off))
  return {
    points: values.map((x) => (1 + x) / 2),
    weights: firstRow.map((v) => v * v),
  }
}

function tridiagonal(diag: readonly number[], off: readonly number[]): number[][] {
  const n = diag.length
  return diag.map((d, i) =>
    Array.from({ length: n }, (_, j) => (i === j ? d : Math.abs(i - j) === 1 ? off[Math.min(i, j)]! : 0)),
  )
}

/**
 * Eigenvalues and the first component of each (unit) eigenvector of a small symmetric matrix, by cyclic Jacobi
 * rotations: a handful of sweeps for the few points used here.
 */
function symmetricEigen(m: number[][]): { values: number[]; firstRow: number[] } {
  const n = m.length
  const a = m.map((row) => [...row])
  const v: number[][] = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)))
  for (let sweep = 0; sweep < 50; sweep++) {
    let offNorm = 0
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) offNorm += a[p]![q]! ** 2
    if (offNorm < 1e-30) break
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p]![q]!
        if (apq === 0) continue
        const theta = (a[q]![q]! - a[p]![p]!) / (2 * apq)
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1))
        const c = 1 / Math.sqrt(t * t + 1)
        const s = t * c
        for (let k = 0; k < n; k++) {
          const akp = a[k]![p]!
          const akq = a[k]![q]!
          a[k]![p] = c * akp - s * akq
          a[k]![q] = s * akp + c * akq
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p]![k]!
          const aqk = a[q]![k]!
          a[p]![k] = c * apk - s * aqk
          a[q]![k] = s * apk + c * aqk
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k]![p]!
          const vkq = v[k]![q]!
          v[k]![p] = c * vkp - s * vkq
          v[k]![q] = s * vkp + c * vkq
        }
      }
    }
  }
  return { values: a.map((row, i) => row[i]!), firstRow: v[0]! }
}
