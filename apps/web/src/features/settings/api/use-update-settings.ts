import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userSettingsResponseSchema, type EmailPreferences, type MatchDefaults } from '@courtside/contracts'
import { apiFetch } from '@/lib/api-client'
import { settingsKeys } from './settings-queries'

/** PATCH /api/v2/user/settings with one part, replaced whole; the answer becomes the cached settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (settings: { match_defaults?: MatchDefaults; email_preferences?: EmailPreferences }) =>
      (
        await apiFetch('/api/v2/user/settings', {
          method: 'PATCH',
          body: { settings },
          schema: userSettingsResponseSchema,
        })
      ).settings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.current(), settings),
  })
}
