import { z } from './zod.ts'
import { SPORTS, type Sport } from '@courtside/domain'
import { MATCH_LICENSES, MATCH_TYPES, VISIBILITIES, matchSchema } from './match.ts'
import { ballSchema } from './ball.ts'
import { playerSchema } from './player.ts'
import { messages } from './messages.ts'
import { decidingPointAtDeuceSchema, decidingPointOf, deuceProblem } from './match-rules.ts'
import { wrapped } from './errors.ts'
import { userSchema } from './user.ts'
import { focusSchema } from './focus.ts'
import { playlistSummarySchema } from './playlist.ts'
import { playlistNoteSchema } from './playlist-note.ts'
import { PASSWORD_MAX_LENGTH } from './bounds.ts'

/**
 * A coach's settings (ADR 0031): the defaults a new match starts from and which e-mails they receive.
 * Security mail (password reset, account closure) is always sent and has no switch.
 */
export const matchDefaultsSchema = z
  .object({
    sport: z.enum(SPORTS as unknown as [Sport, ...Sport[]]),
    match_type: z.enum(MATCH_TYPES),
    license: z.enum(MATCH_LICENSES),
    visibility: z.enum(VISIBILITIES),
    golden_point: z.boolean(),
    star_point: z.boolean(),
    super_tie_break: z.boolean(),
    /**
     * The deuce rule itself, so silver point (which has no switch of its own) and advantage can be the default too;
     * the two booleans agree with it. Missing in settings saved before it existed: the booleans say it.
     */
    deciding_point_at_deuce: decidingPointAtDeuceSchema.optional(),
  })
  .strict()
  .superRefine((d, ctx) => {
    const problem = deuceProblem(d)
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: messages[problem.message] })
  })
export type MatchDefaults = z.infer<typeof matchDefaultsSchema>

export const emailPreferencesSchema = z
  .object({
    /** Connect requests and their decisions (ADR 0025). */
    organization_updates: z.boolean(),
    /** Receipts-like notices: payment failed, plan renewed, plan ended. */
    billing_updates: z.boolean(),
  })
  .strict()
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>

export const DEFAULT_MATCH_DEFAULTS: MatchDefaults = {
  sport: 'padel',
  match_type: 'doubles',
  license: 'pro',
  visibility: 'private',
  golden_point: true,
  star_point: false,
  super_tie_break: true,
  deciding_point_at_deuce: 1,
}

/** The defaults with their deuce rule said by number, also when they were saved before it was. */
export const completeMatchDefaults = (d: MatchDefaults): MatchDefaults => ({
  ...d,
  deciding_point_at_deuce: decidingPointOf(d),
})
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { organization_updates: true, billing_updates: true }

export const userSettingsSchema = z.object({
  match_defaults: matchDefaultsSchema,
  email_preferences: emailPreferencesSchema,
})
export type UserSettings = z.infer<typeof userSettingsSchema>
export const userSettingsResponseSchema = z.object({ settings: userSettingsSchema })

/** PATCH /api/v2/user/settings: either part, whole (a part is replaced, never merged field by field). */
export const updateSettingsSchema = z
  .object({
    match_defaults: matchDefaultsSchema.optional(),
    email_preferences: emailPreferencesSchema.optional(),
  })
  .strict()
export const updateSettingsRequestSchema = wrapped('settings', updateSettingsSchema)

/**
 * DELETE /api/v2/user/me: the coach types their e-mail address to confirm (compared case-insensitively) and gives
 * their current password, so a session left open on a shared phone cannot close the account (ADR 0051).
 */
export const deleteAccountRequestSchema = z.object({
  confirm_email: z
    .string({ error: messages.deleteConfirmMismatch })
    .max(1000, { error: messages.deleteConfirmMismatch }),
  password: z
    .string({ error: messages.deletePasswordRequired })
    .min(1, { error: messages.deletePasswordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong }),
})
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>

/** How long a closed account's data is kept before the purge (one month). */
export const ACCOUNT_RETENTION_DAYS = 30

/** GET /api/v2/user/export: everything the coach owns, as one JSON document (ADR 0031). */
export const accountExportSchema = z.object({
  format: z.literal('courtside-export'),
  version: z.literal(1),
  exported_at: z.string(),
  user: userSchema,
  settings: userSettingsSchema,
  athletes: z.array(playerSchema),
  matches: z.array(matchSchema.extend({ balls: z.array(ballSchema) })),
  /** The athletes' focuses as set (their progress follows from the matches above). */
  focuses: z.array(focusSchema.omit({ progress: true })),
  /** The coach's playlists: each filter and its notes (the clips follow from the matches and their videos). */
  playlists: z.array(playlistSummarySchema.extend({ notes: z.array(playlistNoteSchema) })),
})
export type AccountExport = z.infer<typeof accountExportSchema>
