import { z } from './zod.ts'
import { FOCUS_METRICS, SHOT_GROUPS, SHOT_GROUP_METRICS, type FocusMetric } from '@courtside/domain'
import { DEFAULT_TIME_ZONE, isoDate, timeZoneName } from './date-range.ts'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'
import { pathIdSchema } from './organization.ts'

/**
 * An athlete's focuses: a finding or a trend figure a coach turns into a target followed over the next matches
 * (docs/focuses.md: what each metric is, and the rule of "on track / not yet / reached"). Only the athlete's coach
 * reads and changes them (anyone else 404, as for the athlete).
 */

export const MAX_FOCUSES_PER_ATHLETE = 20
export const FOCUS_NOTE_MAX_LENGTH = 500
/** The serve and return figures are shares of points won. */
export const SHARE_METRICS: readonly FocusMetric[] = ['serve_points_won', 'return_points_won']

const metric = z.enum(FOCUS_METRICS, { error: messages.fieldRequired })
const direction = z.enum(['lower', 'higher'], { error: messages.fieldRequired })
const shotGroup = z.enum(SHOT_GROUPS, { error: messages.fieldRequired }).nullable()
/** Every figure a focus follows lies well within ±100 (per-game counts, an impact, a share). */
const target = z.number({ error: messages.fieldRequired }).finite().min(-100).max(100)
const note = z.string().trim().max(FOCUS_NOTE_MAX_LENGTH, { error: messages.textTooLong })

/** The checks across fields, for a new focus and for a focus after a change alike. */
export function focusProblems(focus: { metric: FocusMetric; shot_group: string | null; target: number }) {
  const problems: Record<string, string[]> = {}
  if (focus.shot_group !== null && !SHOT_GROUP_METRICS.includes(focus.metric))
    problems.shot_group = [messages.focusShotGroupNotAllowed]
  if (SHARE_METRICS.includes(focus.metric) && (focus.target < 0 || focus.target > 1))
    problems.target = [messages.focusShareTarget]
  return problems
}

/** POST /api/v2/players/:id/focuses body's `focus`. */
export const createFocusSchema = z
  .object({
    metric,
    shot_group: shotGroup.default(null),
    direction,
    target,
    starts_on: isoDate,
    /** The zone `starts_on` means: the web sends its device's; without one, UTC. */
    time_zone: timeZoneName.default(DEFAULT_TIME_ZONE),
    note: note.default(''),
  })
  .strict()
  .superRefine((focus, context) => {
    for (const [path, texts] of Object.entries(focusProblems(focus)))
      for (const text of texts) context.addIssue({ code: 'custom', message: text, path: [path] })
  })
export type CreateFocusInput = z.input<typeof createFocusSchema>
export const createFocusRequestSchema = wrapped('focus', createFocusSchema)

/** PATCH …/focuses/:focus_id body's `focus`: any of the fields; the checks across fields run on the result. */
export const updateFocusSchema = z
  .object({
    metric: metric.optional(),
    shot_group: shotGroup.optional(),
    direction: direction.optional(),
    target: target.optional(),
    starts_on: isoDate.optional(),
    time_zone: timeZoneName.optional(),
    note: note.optional(),
  })
  .strict()
  .refine((focus) => Object.keys(focus).length > 0, { error: messages.nothingToChange })
export type UpdateFocusInput = z.input<typeof updateFocusSchema>
export const updateFocusRequestSchema = wrapped('focus', updateFocusSchema)

const int = z.number().int()

export const focusSchema = z.object({
  id: int,
  player_id: int,
  metric: z.enum(FOCUS_METRICS),
  shot_group: z.enum(SHOT_GROUPS).nullable(),
  direction: z.enum(['lower', 'higher']),
  target: z.number(),
  starts_on: z.string(),
  /** The IANA zone `starts_on` is a day of: a match counts from the start when its day there is on or after it. */
  time_zone: z.string(),
  note: z.string(),
  created_at: z.string(),
  /** The athlete's matches since the start, one point each, oldest first, with the status by docs/focuses.md. */
  progress: z.object({
    points: z.array(z.object({ match_id: int, date: z.string(), value: z.number() })),
    baseline: z.number().nullable(),
    current: z.number().nullable(),
    status: z.enum(['not_yet', 'on_track', 'reached']),
  }),
})
export type Focus = z.infer<typeof focusSchema>
export const focusResponseSchema = z.object({ focus: focusSchema })
export const focusListSchema = z.object({ focuses: z.array(focusSchema) })
export const focusParamsSchema = z.object({ id: pathIdSchema, focus_id: pathIdSchema })
