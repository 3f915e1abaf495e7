import { SOCIAL_MAX_PLAYERS, maxSocialCourts } from '@courtside/domain'
import {
  createSocialSessionSchema,
  type CreateSocialSessionInput,
  type SocialFormat,
  type SocialPlayerInput,
} from '@courtside/contracts'

/** One player of the list being made: typed by name, or one of the coach's athletes (then `player_id`). */
export interface PlayerEntry {
  name: string
  player_id: number | null
}

/** The new-evening form as typed; `courts` '' follows the players (four on each court). */
export interface EveningForm {
  name: string
  format: SocialFormat
  players: PlayerEntry[]
  courts: string
  points_per_match: string
}

/** What clubs usually play to: the quick picks beside the points field. */
export const COMMON_POINTS = [16, 21, 24, 32] as const
export const DEFAULT_POINTS = 24
export const MAX_PLAYERS = SOCIAL_MAX_PLAYERS

export const emptyEvening = (): EveningForm => ({
  name: '',
  format: 'americano',
  players: [],
  courts: '',
  points_per_match: String(DEFAULT_POINTS),
})

/** The courts the players fill (at least one, so the choice is never empty). */
export const courtChoices = (players: number): number[] =>
  Array.from({ length: Math.max(1, maxSocialCourts(players)) }, (_, i) => i + 1)

/** The courts sent: the one chosen while the players still fill it, else as many as they fill. */
export function effectiveCourts(values: Pick<EveningForm, 'courts' | 'players'>): number {
  const most = Math.max(1, maxSocialCourts(values.players.length))
  const chosen = Number(values.courts)
  return values.courts !== '' && Number.isInteger(chosen) && chosen >= 1 && chosen <= most ? chosen : most
}

const playerInput = (entry: PlayerEntry): SocialPlayerInput =>
  entry.player_id !== null ? { player_id: entry.player_id } : { name: entry.name }

/** The request body from the form (checked with the contract's own schema before it is sent). */
export function eveningBody(values: EveningForm): CreateSocialSessionInput {
  const points = values.points_per_match.trim()
  return {
    name: values.name,
    format: values.format,
    players: values.players.map(playerInput),
    courts: effectiveCourts(values),
    points_per_match: points === '' ? Number.NaN : Number(points),
  }
}

/** The contract's refusals of a body as [form path, English text] pairs, like a 422's `errors` map. */
export function eveningErrors(body: CreateSocialSessionInput): [path: string, text: string][] {
  const parsed = createSocialSessionSchema.safeParse(body)
  if (parsed.success) return []
  const seen = new Set<string>()
  const found: [string, string][] = []
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.')
    if (seen.has(path)) continue
    seen.add(path)
    found.push([path, issue.message])
  }
  return found
}
