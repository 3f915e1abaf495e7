import fp from 'fastify-plugin'
import { errorBody } from '../lib/error-body.ts'
import { sendSpaIndex, wantsSpaFallback } from '../plugins/web-app.ts'
import { errorHandler } from './error-handler.ts'

/**
 * Every failure answers `{ message, code, errors? }` (error-handler.ts). An unknown path is our 404, or the web app's
 * index.html for a browser when the app is served from `webRoot`.
 */
export const errorsPlugin = fp<{ webRoot: string | undefined }>(
  async (app, { webRoot }) => {
    app.setErrorHandler(errorHandler)
    app.setNotFoundHandler((request, reply) => {
      if (webRoot && wantsSpaFallback(request)) return sendSpaIndex(reply)
      return reply.code(404).send(errorBody('notFound'))
    })
  },
  { name: 'errors' },
)
