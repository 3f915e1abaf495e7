import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-error'

/**
 * Puts a 422's `errors` map next to the matching form fields (`pairs[0].players[1]` → `pairs.0.players.1`), focusing
 * the first. Only `fields` when given (a form whose other errors belong in its alert). True when a field got one.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false
  const allowed = fields ? new Set<string>(fields) : null
  let applied = false
  for (const [field, list] of Object.entries(error.errors)) {
    const text = list[0]
    const path = field.replace(/\[(\d+)\]/g, '.$1')
    if (!text || (allowed && !allowed.has(path))) continue
    setError(path as Path<T>, { type: 'server', message: text }, { shouldFocus: !applied })
    applied = true
  }
  return applied
}
