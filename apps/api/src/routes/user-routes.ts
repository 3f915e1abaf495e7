import type { FastifyInstance } from 'fastify'
import { updateMeSchema } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { parseWrapped } from '../lib/parse-body.ts'
import { authOf } from '../plugins/auth.ts'
import { presentUser } from '../modules/users/user-presenter.ts'
import { deleteMe, updateMe } from '../modules/users/user-service.ts'

export async function userRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('preHandler', app.authenticate)

  // SPEC §7: the bare user entity.
  app.get('/api/v2/user/me.json', async (request) => presentUser(authOf(request).user))

  app.patch('/api/v2/user/me', async (request) => {
    const input = parseWrapped(updateMeSchema, request.body)
    return presentUser(await updateMe(ctx, authOf(request).user, input))
  })

  app.delete('/api/v2/user/me', async (request, reply) => {
    const { user, token } = authOf(request)
    await deleteMe(ctx, user, token)
    return reply.code(204).send()
  })
}
