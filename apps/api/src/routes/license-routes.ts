import type { FastifyInstance } from 'fastify'
import { messages } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { HttpError } from '../lib/http-error.ts'
import { authOf } from '../plugins/auth.ts'
import { currentLicense } from '../modules/licenses/license-service.ts'

export async function licenseRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('preHandler', app.authenticate)

  // SPEC §7: the bare licence entity.
  app.get('/api/v2/user_license/current', async (request) => {
    const license = await currentLicense(ctx.db, authOf(request).user.id, {
      now: ctx.config.now(),
      freePlanProGamesPerMonth: ctx.config.freePlanProGamesPerMonth,
    })
    if (!license) throw new HttpError(404, messages.notFound)
    return license
  })
}
