/**
 * The domain's statistics name players by string ids (whatever the store uses); the API speaks numbers for every id
 *. These are the fields that carry a player id, the type of a value once they are numbers, and the
 * one conversion the API applies before answering.
 */
const ID_FIELDS = new Set(['id', 'player_id', 'server_id', 'finisher_id', 'previous_shooter_id'])
const ID_LIST_FIELDS = new Set(['player_ids'])

type IdField = 'id' | 'player_id' | 'server_id' | 'finisher_id' | 'previous_shooter_id'

export type WithNumberIds<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly (infer U)[]
    ? WithNumberIds<U>[]
    : {
        [K in keyof T]: K extends 'player_ids'
          ? number[]
          : K extends IdField
            ? T[K] extends string
              ? number
              : T[K] extends string | null
                ? number | null
                : T[K]
            : WithNumberIds<T[K]>
      }

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (ID_FIELDS.has(key) && typeof item === 'string') out[key] = Number(item)
    else if (ID_LIST_FIELDS.has(key) && Array.isArray(item)) out[key] = item.map(Number)
    else out[key] = convert(item)
  }
  return out
}

/** A copy of `value` whose player ids are numbers. */
export const withNumberIds = <T>(value: T): WithNumberIds<T> => convert(value) as WithNumberIds<T>
