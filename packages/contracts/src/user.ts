import { z } from 'zod'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  coach_viewer: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type User = z.infer<typeof userSchema>

export const updateMeSchema = z
  .object({
    first_name: z.string().trim().min(1, { error: messages.firstNameRequired }).optional(),
    last_name: z.string().trim().min(1, { error: messages.lastNameRequired }).optional(),
    coach_viewer: z.boolean().optional(),
  })
  .strict()
export type UpdateMeInput = z.infer<typeof updateMeSchema>
export const updateMeRequestSchema = wrapped('user', updateMeSchema)

export const userResponseSchema = z.object({ user: userSchema })
