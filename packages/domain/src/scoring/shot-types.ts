import type { Sport } from '../rules/rules.ts'

export const SHOT_SPEEDS = ['slow', 'medium', 'fast'] as const
export type ShotSpeed = (typeof SHOT_SPEEDS)[number]

// Each group's shots are named once, here; the full list and the groups are built from these runs.
const VOLLEY_SHOTS = ['volley', 'plana', 'gancho', 'bandeja', 'vibora'] as const
const OFFENSIVE_SHOTS = [
  'smash',
  'remate',
  'rulo',
  'bajada',
  'por_tres',
  'por_cuatro',
  'remate_por_4',
  'kick_smash',
  'kick_smash_por_3',
  'kick_smash_por_4',
] as const
const LOB_SHOTS = ['lob', 'globo'] as const
/** The defensive shots after the lobs (chiquita, a basic shot, sits between them in SHOT_TYPES' order). */
const WALL_DEFENSIVE_SHOTS = [
  'contra_pared',
  'doble_pared',
  'smash_defensivo',
  'forehand_after_glass',
  'backhand_after_glass',
  'outside_court_hunt',
] as const
const SPECIAL_SHOTS = ['drop_shot', 'dormilona', 'fake_smash', 'trampa_smash'] as const

/**
 * the padel shots, in the order statistics list them. The kick smash variants are kick_smash (stays in),
 * kick_smash_por_3 (out over the back wall) and kick_smash_por_4 (out over the side fence); 'unclassified' is a
 * recorded shot nobody named (ADR 0002).
 */
export const SHOT_TYPES = [
  'forehand',
  'backhand',
  ...VOLLEY_SHOTS,
  ...OFFENSIVE_SHOTS,
  ...LOB_SHOTS,
  'chiquita',
  ...WALL_DEFENSIVE_SHOTS,
  ...SPECIAL_SHOTS,
  'unclassified',
] as const
export type ShotType = (typeof SHOT_TYPES)[number]

export const SHOT_GROUPS = ['volleys', 'offensive', 'defensive', 'basic', 'special'] as const
export type ShotGroup = (typeof SHOT_GROUPS)[number]

/** Group membership (ADR 0002). 'unclassified' belongs to no group. */
export const SHOT_GROUP_MEMBERS: Record<ShotGroup, readonly ShotType[]> = {
  basic: ['forehand', 'backhand', 'chiquita'],
  volleys: VOLLEY_SHOTS,
  offensive: OFFENSIVE_SHOTS,
  defensive: [...LOB_SHOTS, ...WALL_DEFENSIVE_SHOTS],
  special: SPECIAL_SHOTS,
}

const GROUP_OF = new Map<ShotType, ShotGroup>(
  SHOT_GROUPS.flatMap((group) => SHOT_GROUP_MEMBERS[group].map((shot) => [shot, group] as const)),
)

export function shotGroupOf(shot: ShotType): ShotGroup | null {
  return GROUP_OF.get(shot) ?? null
}

export function isShotType(value: unknown): value is ShotType {
  return typeof value === 'string' && (SHOT_TYPES as readonly string[]).includes(value)
}

export function isShotSpeed(value: unknown): value is ShotSpeed {
  return typeof value === 'string' && (SHOT_SPEEDS as readonly string[]).includes(value)
}

/** Tennis uses the shots the two games share (no walls, no padel-only names); padel uses them all (ADR 0002). */
export const TENNIS_SHOT_TYPES = [
  'forehand',
  'backhand',
  'volley',
  'smash',
  'lob',
  'drop_shot',
  'unclassified',
] as const satisfies readonly ShotType[]

export function shotTypesForSport(sport: Sport): readonly ShotType[] {
  switch (sport) {
    case 'padel':
      return SHOT_TYPES
    case 'tennis':
      return TENNIS_SHOT_TYPES
    default: {
      const never: never = sport
      throw new TypeError(`Unknown sport: ${String(never)}`)
    }
  }
}

/** Which serve a point was played on (ADR 0036): what every tennis charting tool records. */
export const SERVES = ['first', 'second'] as const
export type Serve = (typeof SERVES)[number]
