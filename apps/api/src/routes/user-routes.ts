import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { authOf } from '../plugins/auth.ts'
import { localeOf } from '../modules/organizations/index.ts'
import { presentUser, settingsOf, updateMe, updateSettings } from '../modules/users/index.ts'
import {
  deleteMe,
  readAccountExport,
  type accountExportJson,
  type accountPointsCsv,
} from '../modules/accounts/index.ts'
import { sendSerialized } from '../modules/heavy-work/index.ts'

const attachment = (name: string) => `attachment; filename="${name}"`

export async function userRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)

  routeFromContract(app, endpoints.getMe, { handler: async (request) => presentUser(authOf(request).user) })

  routeFromContract(app, endpoints.updateMe, {
    handler: async (request) => presentUser(await updateMe(ctx, authOf(request).user, request.body.user)),
  })

  routeFromContract(app, endpoints.deleteMe, {
    handler: async (request, reply) => {
      const { user, token } = authOf(request)
      const locale = localeOf(request.headers['accept-language'])
      const { confirm_email: confirmEmail, password } = request.body
      await deleteMe(ctx, user, token, { confirmEmail, password }, locale)
      return reply.code(204).send(null)
    },
  })

  routeFromContract(app, endpoints.getSettings, {
    handler: async (request) => ({ settings: settingsOf(authOf(request).user.settings) }),
  })

  routeFromContract(app, endpoints.updateSettings, {
    handler: async (request) => {
      return { settings: await updateSettings(ctx, authOf(request).user.id, request.body.settings) }
    },
  })

  // Read here, written in the render pool, limited per user (ADR 0049): 429 and 503 as the statistics.
  routeFromContract(app, endpoints.exportAccount, {
    preHandler: app.heavyWorkLimit('downloads'),
    handler: async (request, reply) => {
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
  })

  routeFromContract(app, endpoints.exportAccountPoints, {
    preHandler: app.heavyWorkLimit('downloads'),
    handler: async (request, reply) => {
      const now = ctx.config.now()
      const data = await readAccountExport(ctx.db, authOf(request).user, now)
      const csv = await app.renderPool.run<typeof accountPointsCsv>('accountPointsCsv', data)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`courtside-points-${now.toISOString().slice(0, 10)}.csv`))
        .header('cache-control', 'no-store')
        .send(csv)
    },
  })
}
