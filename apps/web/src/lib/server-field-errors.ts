import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-error'

/**
 * A 422's `errors` map as form paths (`pairs[0].players[1]` → `pairs.0.players.1`) with each one's first text, in
 * the server's order; only `fields` when given (a form whose other errors belong in its alert).
 */
export function serverFieldErrors(error: unknown, fields?: readonly string[]): [path: string, text: string][] {
  if (!(error instanceof ApiError) || !error.errors) return []
  const allowed = fields ? new Set<string>(fields) : null
  const found: [string, string][] = []
  for (const [field, list] of Object.entries(error.errors)) {
    const text = list[0]
    const path = field.replace(/\[(\d+)\]/g, '.$1')
    if (text && (!allowed || allowed.has(path))) found.push([path, text])
  }
  return found
}

/** Puts `serverFieldErrors` next to a react-hook-form's fields, focusing the first. True when a field got one. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly Path<T>[],
): boolean {
  const found = serverFieldErrors(error, fields)
  found.forEach(([path, text], index) =>
    setError(path as Path<T>, { type: 'server', message: text }, { shouldFocus: index === 0 }),
  )
  return found.length > 0
}
