import { z } from 'zod'

/** The one error body of every failed request (SPEC §3, DESIGN §3). */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>

/** Turns a zod failure into the `errors` map: field path → messages, in order, without repeats. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'base'
    const list = (out[key] ??= [])
    if (!list.includes(issue.message)) list.push(issue.message)
  }
  return out
}
