import type { TFunction } from 'i18next'
import type { StatsFinding as Finding } from '@courtside/contracts'
import { shotName } from '@courtside/contracts'

/** One sentence per finding, naming the numbers it rests on (ADR 0003); the wording lives in the locale files. */
export function findingSentence(
  t: TFunction,
  finding: Finding,
  playerName: (id: number) => string,
  teamName: (team: 0 | 1) => string,
): string {
  const base = { count: finding.count, total: finding.total }
  switch (finding.kind) {
    case 'unforced_errors_on_shot':
    case 'winners_on_shot':
      return t(`stats.findings.${finding.kind}`, {
        ...base,
        player: playerName(finding.player_id),
        shot: shotName(t, finding.shot_type),
      })
    case 'errors_outweigh_winners_on_shot':
      return t('stats.findings.errors_outweigh_winners_on_shot', {
        player: playerName(finding.player_id),
        shot: shotName(t, finding.shot_type),
        errors: finding.unforced_errors,
        // `count` picks the plural form of "winner(s)".
        count: finding.winners,
      })
    case 'unforced_errors_at_speed':
      return t('stats.findings.unforced_errors_at_speed', {
        ...base,
        player: playerName(finding.player_id),
        speed: t(`stats.speeds.${finding.shot_speed}`),
      })
    case 'forces_errors':
    case 'gives_winners':
      return t(`stats.findings.${finding.kind}`, {
        ...base,
        player: playerName(finding.player_id),
        team: teamName(finding.team),
      })
    case 'break_points_converted':
    case 'break_points_saved':
      return t(`stats.findings.${finding.kind}_${finding.level}`, { ...base, team: teamName(finding.team) })
    case 'golden_points_won':
    case 'silver_points_won':
    case 'star_points_won':
      return t(`stats.findings.${finding.kind}`, { ...base, team: teamName(finding.team) })
    default: {
      const never: never = finding
      return String(never)
    }
  }
}
