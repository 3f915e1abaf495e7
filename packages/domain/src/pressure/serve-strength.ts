import type { Sport } from '../rules/rules.ts'
import type { Team } from '../scoring/team.ts'
import type { ServeStrengths } from './win-chance.ts'

/** Points served and the points of them won by the serving side. */
export interface ServeCounts {
  served: number
  won: number
}

/**
 * The prior's centre: the share of points the server wins in a typical match. Tennis: about 64 % on the tours;
 * padel's serve is weaker (an underarm serve below the waist), between 55 and 60 %.
 */
export const SERVE_PRIOR_MEAN: Record<Sport, number> = { tennis: 0.64, padel: 0.57 }
/** The prior counts as this many served points (a Beta prior): the match's own points take over within a set. */
export const SERVE_PRIOR_WEIGHT = 40
/** A long history counts at most as this many served points, so the match in play still moves the estimate. */
export const HISTORY_WEIGHT_CAP = 100
/** Estimates stay inside these bounds: certainty either way would make the tie-break and deuce chains endless. */
const BOUNDS = [0.02, 0.98] as const

/** A serve strength kept inside [0.02, 0.98]. */
export function boundedStrength(p: number): number {
  return Math.min(BOUNDS[1], Math.max(BOUNDS[0], p))
}

/** History counts scaled down to at most HISTORY_WEIGHT_CAP served points (the rate kept). */
export function cappedHistory(history: ServeCounts | undefined): ServeCounts {
  if (!history || history.served <= 0) return { served: 0, won: 0 }
  const scale = Math.min(1, HISTORY_WEIGHT_CAP / history.served)
  return { served: history.served * scale, won: Math.min(history.won, history.served) * scale }
}

/** The Beta prior of a side's serve-point rate: its centre and its weight in served points. */
export interface ServePrior {
  mean: number
  weight: number
}

/** The default prior of a sport (SERVE_PRIOR_MEAN, SERVE_PRIOR_WEIGHT), with any part overridden. */
export function servePrior(sport: Sport, over: Partial<ServePrior> = {}): ServePrior {
  return { mean: over.mean ?? SERVE_PRIOR_MEAN[sport], weight: over.weight ?? SERVE_PRIOR_WEIGHT }
}

/**
 * The posterior mean of one side's serve-point rate: the Beta prior, plus the (capped) history, plus the points
 * served in the match so far.
 */
export function serveEstimate(prior: ServePrior, match: ServeCounts, history?: ServeCounts): number {
  const { alpha, beta } = servePosterior(prior, match, history)
  return boundedStrength(alpha / (alpha + beta))
}

/** A Beta distribution of a serve-point rate: `alpha` counts points won, `beta` points lost (prior included). */
export interface BetaPosterior {
  alpha: number
  beta: number
}

/** The Beta posterior of one side's serve-point rate: the prior's counts plus the (capped) history and the match. */
export function servePosterior(prior: ServePrior, match: ServeCounts, history?: ServeCounts): BetaPosterior {
  const past = cappedHistory(history)
  return {
    alpha: prior.mean * prior.weight + past.won + match.won,
    beta: (1 - prior.mean) * prior.weight + past.served - past.won + match.served - match.won,
  }
}

/** Both sides' serve strengths from their match counts so far (and their histories, when given). */
export function serveStrengths(
  prior: ServePrior,
  match: readonly [ServeCounts, ServeCounts],
  history?: readonly [ServeCounts | undefined, ServeCounts | undefined],
): ServeStrengths {
  return {
    pA: serveEstimate(prior, match[0], history?.[0]),
    pB: serveEstimate(prior, match[1], history?.[1]),
  }
}

/** A side's history from its players' histories (by player id): their counts summed. */
export function teamHistory(
  playerHistory: Readonly<Record<string, ServeCounts>> | undefined,
  players: readonly { id: string; team: Team }[],
  team: Team,
): ServeCounts | undefined {
  if (!playerHistory) return undefined
  let served = 0
  let won = 0
  for (const p of players) {
    const h = p.team === team ? playerHistory[p.id] : undefined
    if (h) {
      served += h.served
      won += h.won
    }
  }
  return served > 0 ? { served, won } : undefined
}
