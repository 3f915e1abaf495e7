import { otherTeam } from '../scoring/team.ts'
import type { ScoredBall } from './scored-ball.ts'
import type { DecisiveKind, GameImpact, Highlights, PlayerStats } from './match-stats.ts'
import type { PointContext } from './point-contexts.ts'

/** A set won from fewer than this many games (points in a super tie-break) down is not called a comeback. */
export const MIN_COMEBACK_DEFICIT = 2

/** Why a point mattered, from the score before it and who won it. */
export function decisiveKinds(ctx: PointContext): DecisiveKind[] {
  const w = ctx.winner
  const l = otherTeam(w)
  const kinds: DecisiveKind[] = []
  if (ctx.matchPointFor[w]) kinds.push('match_point')
  else if (ctx.setPointFor[w]) kinds.push('set_point')
  if (ctx.matchPointFor[l]) kinds.push('match_point_saved')
  else if (ctx.setPointFor[l]) kinds.push('set_point_saved')
  if (ctx.breakPoint) kinds.push(w === ctx.serverTeam ? 'break_point_saved' : 'break_point')
  if (ctx.decidingPoint) kinds.push(`${ctx.decidingPoint}_point`)
  return kinds
}

function longestRun(balls: readonly ScoredBall[]): Highlights['longest_run'] {
  let best: Highlights['longest_run'] = null
  let start = 0
  for (let i = 0; i < balls.length; i++) {
    const cur = balls[i] as ScoredBall
    if (i > 0 && (balls[i - 1] as ScoredBall).ball.winnerTeam !== cur.ball.winnerTeam) start = i
    const length = i - start + 1
    if (!best || length > best.points) {
      best = {
        team: cur.ball.winnerTeam,
        points: length,
        from_seq: (balls[start] as ScoredBall).ball.seq,
        to_seq: cur.ball.seq,
      }
    }
  }
  return best
}

function biggestComeback(balls: readonly ScoredBall[]): Highlights['biggest_comeback'] {
  let best: Highlights['biggest_comeback'] = null
  let deficit: [number, number] = [0, 0]
  let worst: [string, string] = ['', '']
  let set = 0
  for (const { ctx } of balls) {
    if (ctx.set !== set) {
      set = ctx.set
      deficit = [0, 0]
      worst = ['', '']
    }
    const superTieBreak = ctx.gameKind === 'superTieBreak'
    const score = superTieBreak ? ctx.pointsBefore : ctx.gamesBefore
    for (const t of [0, 1] as const) {
      const d = score[otherTeam(t)] - score[t]
      if (d > deficit[t]) {
        deficit[t] = d
        worst[t] = `${score[0]}-${score[1]}`
      }
    }
    if (ctx.endsSet) {
      const d = deficit[ctx.winner]
      if (d >= MIN_COMEBACK_DEFICIT && (!best || d > best.deficit)) {
        const final = ctx.after.sets.split(' ').at(-1) ?? ''
        best = {
          team: ctx.winner,
          set: ctx.set,
          unit: superTieBreak ? 'points' : 'games',
          deficit: d,
          worst_score: worst[ctx.winner],
          final_score: final,
        }
      }
    }
  }
  return best
}

function extremeGame(
  players: readonly PlayerStats[],
  better: (a: number, b: number) => boolean,
): ({ player_id: string } & GameImpact) | null {
  let pick: ({ player_id: string } & GameImpact) | null = null
  for (const p of players) {
    for (const g of p.impact_by_game) if (!pick || better(g.impact, pick.impact)) pick = { player_id: p.id, ...g }
  }
  return pick
}

export function highlightsOf(balls: readonly ScoredBall[], players: readonly PlayerStats[]): Highlights {
  return {
    longest_run: longestRun(balls),
    biggest_comeback: biggestComeback(balls),
    best_game: extremeGame(players, (a, b) => a > b),
    worst_game: extremeGame(players, (a, b) => a < b),
    decisive_points: balls.flatMap(({ ball, ctx }) => {
      const kinds = decisiveKinds(ctx)
      return kinds.length === 0
        ? []
        : [
            {
              seq: ball.seq,
              set: ctx.set,
              game: ctx.game,
              winner_team: ball.winnerTeam,
              kinds,
              score_before: ctx.before,
            },
          ]
    }),
  }
}
