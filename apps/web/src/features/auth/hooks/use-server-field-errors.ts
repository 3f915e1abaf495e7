import { useCallback } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-error'

/**
 * Puts a 422's `errors` map next to the matching fields (e.g. `organization: ['No organization found']`).
 * Returns true when at least one field got a message.
 */
export function useServerFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  return useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiError) || !error.errors) return false
      let applied = false
      for (const field of fields) {
        const first = error.errors[field]?.[0]
        if (first) {
          setError(field, { type: 'server', message: first }, { shouldFocus: !applied })
          applied = true
        }
      }
      return applied
    },
    [setError, fields],
  )
}
