import type { FastifyRequest } from 'fastify'
import { HttpError } from '../lib/http-error.ts'
import { authOf } from './auth.ts'

/**
 * Hook (an `onRequest` after `authenticate`) for athlete and organization management: coach viewers see only Dashboard and
 * Matches, so the API refuses them the rest with 403 rather than trusting the hidden sidebar links.
 */
export async function requireFullCoach(request: FastifyRequest): Promise<void> {
  if (authOf(request).user.coachViewer) throw new HttpError(403, 'coachViewerForbidden')
}
