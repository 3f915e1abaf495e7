import type { MatchScore } from './match.ts'

/** Sets as "6–4  3–6  [10–7]", the set in play included: the statistics page and the PDF report say it alike. */
export function setsLine(score: Pick<MatchScore, 'sets'>): string {
  return score.sets
    .map((s) => {
      if (s.super_tie_break && s.tie_break) return `[${s.tie_break[0]}–${s.tie_break[1]}]`
      const games = `${s.games[0]}–${s.games[1]}`
      return s.tie_break ? `${games} (${s.tie_break[0]}–${s.tie_break[1]})` : games
    })
    .join('  ')
}
