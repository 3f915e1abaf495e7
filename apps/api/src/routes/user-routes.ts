import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  accountExportSchema,
  deleteAccountRequestSchema,
  errorResponseSchema,
  updateMeRequestSchema,
  updateSettingsRequestSchema,
  userSchema,
  userSettingsResponseSchema,
} from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { HttpError } from '../lib/http-error.ts'
import { authOf } from '../plugins/auth.ts'
import { localeOf } from '../modules/organizations/organization-mail.ts'
import { presentUser } from '../modules/users/user-presenter.ts'
import { deleteMe, updateMe } from '../modules/users/user-service.ts'
import { readAccountExport } from '../modules/users/account-export.ts'
import type { accountExportJson, accountPointsCsv } from '../modules/users/account-export-render.ts'
import { sendSerialized } from '../modules/heavy-work/serialize-response.ts'
import { settingsOf } from '../modules/users/user-settings.ts'
import { saveUserSettings } from '../modules/users/user-repository.ts'

const errors = { '4xx': errorResponseSchema }
const tags = ['user']

const attachment = (name: string) => `attachment; filename="${name}"`

export async function userRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  const r = app.withTypeProvider<ZodTypeProvider>()

  // The bare user entity.
  r.get('/api/v2/user/me.json', { schema: { tags, response: { 200: userSchema, ...errors } } }, async (request) =>
    presentUser(authOf(request).user),
  )

  r.patch(
    '/api/v2/user/me',
    { schema: { tags, body: updateMeRequestSchema, response: { 200: userSchema, ...errors } } },
    async (request) => presentUser(await updateMe(ctx, authOf(request).user, request.body.user)),
  )

  r.delete(
    '/api/v2/user/me',
    {
      schema: {
        tags,
        body: deleteAccountRequestSchema,
        response: { 204: z.null(), ...errors, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = authOf(request)
      const locale = localeOf(request.headers['accept-language'])
      const { confirm_email: confirmEmail, password } = request.body
      await deleteMe(ctx, user, token, { confirmEmail, password }, locale)
      return reply.code(204).send(null)
    },
  )

  r.get(
    '/api/v2/user/settings',
    { schema: { tags, response: { 200: userSettingsResponseSchema, ...errors } } },
    async (request) => ({ settings: settingsOf(authOf(request).user.settings) }),
  )

  r.patch(
    '/api/v2/user/settings',
    { schema: { tags, body: updateSettingsRequestSchema, response: { 200: userSettingsResponseSchema, ...errors } } },
    async (request) => {
      const updated = await saveUserSettings(ctx.db, authOf(request).user.id, request.body.settings, ctx.config.now())
      if (!updated) throw new HttpError(401, 'unauthorized')
      return { settings: settingsOf(updated.settings) }
    },
  )

  r.get(
    '/api/v2/user/export',
    // Read here, written in the render pool, limited per user (ADR 0049): 429 and 503 as the statistics.
    {
      schema: { tags, response: { 200: accountExportSchema, ...errors, 503: errorResponseSchema } },
      preHandler: app.heavyWorkLimit('downloads'),
    },
    async (request, reply) => {
      const now = ctx.config.now()
      const data = await readAccountExport(ctx.db, authOf(request).user, now)
      const json = await app.renderPool.run<typeof accountExportJson>('accountExportJson', data)
      return sendSerialized(
        reply
          .header('content-disposition', attachment(`courtside-export-${now.toISOString().slice(0, 10)}.json`))
          .header('cache-control', 'no-store'),
        json,
      )
    },
  )

  r.get(
    '/api/v2/user/export/points.csv',
    {
      schema: { tags, response: { 200: z.string(), ...errors, 503: errorResponseSchema } },
      preHandler: app.heavyWorkLimit('downloads'),
    },
    async (request, reply) => {
      const now = ctx.config.now()
      const data = await readAccountExport(ctx.db, authOf(request).user, now)
      const csv = await app.renderPool.run<typeof accountPointsCsv>('accountPointsCsv', data)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`courtside-points-${now.toISOString().slice(0, 10)}.csv`))
        .header('cache-control', 'no-store')
        .send(csv)
    },
  )
}
