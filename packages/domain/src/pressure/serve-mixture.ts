import type { Rules } from '../rules/rules.ts'
import type { Team } from '../scoring/team.ts'
import { betaQuadrature } from './beta-quadrature.ts'
import type { PressureState } from './pressure-state.ts'
import {
  boundedStrength,
  servePosterior,
  type BetaPosterior,
  type ServeCounts,
  type ServePrior,
} from './serve-strength.ts'
import { blendedChance } from './win-probability.ts'
import { winModel, type ServeStrengths, type WinModel } from './win-chance.ts'

/**
 * Gauss points per side: 4 × 4 models, exact for the posterior's moments up to the 7th in each strength. On the real
 * matches 4 stays within 0.0013 of 9 points per side (3: 0.011) at a sixteenth of the cost (docs/win-probability.md).
 */
export const SERVE_QUADRATURE_POINTS = 4

/** One pair of serve strengths of the posterior grid, its weight and its exact model. */
export interface ServeNode {
  weight: number
  serve: ServeStrengths
  model: WinModel
}

type Blend = readonly [number, PressureState][]

/**
 * Team 0's chance averaged over what is known of both serve strengths (docs/win-probability.md): a grid of
 * Gauss–Jacobi points of each side's Beta posterior, each with its own exact model. Points of the game in play
 * reweigh the grid by their likelihood (Bayes' rule on the grid), so the chance before a point is exactly the
 * predictive mix of the chances after it.
 */
export interface ServeMixture {
  readonly nodes: readonly ServeNode[]
  /** Team 0's chance from the (timed) blend of states, averaged over the grid. */
  chance(blend: Blend): number
  /** Team 0's predictive chance of winning a point served by `server`. */
  pointChance(server: Team): number
  /** The mixture once a point served by `server` went to `winner`: the same models, reweighed. */
  observe(server: Team, winner: Team): ServeMixture
}

/** The grid of one side's posterior; a degenerate one (no prior weight, no points) stands on its mean. */
function sideGrid(post: BetaPosterior, n: number): { points: number[]; weights: number[] } {
  if (!(post.alpha > 0 && post.beta > 0)) {
    const mean = post.alpha + post.beta > 0 ? post.alpha / (post.alpha + post.beta) : 0.5
    return { points: [mean], weights: [1] }
  }
  return betaQuadrature(post.alpha, post.beta, n)
}

/** The mixture for both sides' counts so far (and histories, when given): the product of the two grids. */
export function serveMixture(
  rules: Rules,
  prior: ServePrior,
  match: readonly [ServeCounts, ServeCounts],
  history?: readonly [ServeCounts | undefined, ServeCounts | undefined],
  n = SERVE_QUADRATURE_POINTS,
): ServeMixture {
  const a = sideGrid(servePosterior(prior, match[0], history?.[0]), n)
  const b = sideGrid(servePosterior(prior, match[1], history?.[1]), n)
  const nodes: ServeNode[] = []
  a.points.forEach((pA, i) =>
    b.points.forEach((pB, j) => {
      const serve = { pA: boundedStrength(pA), pB: boundedStrength(pB) }
      nodes.push({ weight: a.weights[i]! * b.weights[j]!, serve, model: winModel(rules, serve) })
    }),
  )
  return mixtureOf(nodes)
}

/** Team 0's chance of a point served by `server` under one node. */
const toTeam0 = (node: ServeNode, server: Team): number => (server === 0 ? node.serve.pA : 1 - node.serve.pB)

function mixtureOf(nodes: readonly ServeNode[]): ServeMixture {
  return {
    nodes,
    /** Σ weight · chance / Σ weight; a finished match is exactly its winner's 1 or 0. */
    chance(blend) {
      if (blend.every(([, s]) => s.winner !== null)) return blendedChance(nodes[0]!.model, blend)
      let sum = 0
      let total = 0
      for (const node of nodes) {
        sum += node.weight * blendedChance(node.model, blend)
        total += node.weight
      }
      return Math.min(1, Math.max(0, sum / total))
    },
    pointChance(server) {
      let sum = 0
      let total = 0
      for (const node of nodes) {
        sum += node.weight * toTeam0(node, server)
        total += node.weight
      }
      return sum / total
    },
    observe(server, winner) {
      const like = (node: ServeNode) => (winner === 0 ? toTeam0(node, server) : 1 - toTeam0(node, server))
      const next = nodes.map((node) => ({ ...node, weight: node.weight * like(node) }))
      // Renormalised so a long tie-break cannot underflow the weights.
      const total = next.reduce((s, node) => s + node.weight, 0)
      return mixtureOf(next.map((node) => ({ ...node, weight: node.weight / total })))
    },
  }
}
