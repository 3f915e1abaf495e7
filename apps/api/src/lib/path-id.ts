import type { MessageKey } from '@courtside/contracts'
import { HttpError } from './http-error.ts'

const MAX_INT4 = 2_147_483_647

/**
 * A numeric path id (`/matches/:id`). Anything that is not a positive int4 cannot name a row, so it is answered
 * like an unknown id (`notFound`, a message key) rather than reaching the database and failing there.
 */
export function pathId(raw: unknown, notFound: MessageKey): number {
  const text = typeof raw === 'string' ? raw : ''
  const id = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : NaN
  if (!Number.isSafeInteger(id) || id > MAX_INT4) throw new HttpError(404, notFound)
  return id
}
