import {
  completeMatchDefaults,
  DEFAULT_EMAIL_PREFERENCES,
  DEFAULT_MATCH_DEFAULTS,
  emailPreferencesSchema,
  matchDefaultsSchema,
  type EmailPreferences,
  type UserSettings,
} from '@courtside/contracts'
import type { UserRow } from '../../db/schema/index.ts'

/**
 * The stored settings read through the contract; a part never saved (or saved by an older version) is the default,
 * and match defaults saved before the deuce rule had its number get it from their two booleans.
 */
export function settingsOf(stored: UserRow['settings']): UserSettings {
  const defaults = matchDefaultsSchema.safeParse(stored?.match_defaults)
  const emails = emailPreferencesSchema.safeParse(stored?.email_preferences)
  return {
    match_defaults: defaults.success ? completeMatchDefaults(defaults.data) : DEFAULT_MATCH_DEFAULTS,
    email_preferences: emails.success ? emails.data : DEFAULT_EMAIL_PREFERENCES,
  }
}

/** Whether someone with these stored settings wants this kind of email (security mail has no switch). */
export const wantsEmail = (stored: UserRow['settings'], kind: keyof EmailPreferences): boolean =>
  settingsOf(stored).email_preferences[kind]
