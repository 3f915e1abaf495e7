import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type EmailPreferences, type MatchDefaults } from '@courtside/contracts'
import * as endpoints from '@courtside/contracts/endpoints'
import { callEndpoint } from '@/lib/api/call-endpoint'
import { settingsKeys } from './settings-queries'

/** PATCH /api/v2/user/settings with one part, replaced whole; the answer becomes the cached settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (settings: { match_defaults?: MatchDefaults; email_preferences?: EmailPreferences }) =>
      (await callEndpoint(endpoints.updateSettings, { body: { settings } })).settings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.current(), settings),
  })
}
