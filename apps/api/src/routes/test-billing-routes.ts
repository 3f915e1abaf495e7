import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../app-context.ts'
import { localeOf } from '../modules/organizations/organization-mail.ts'
import { testCheckoutPage, testPortalPage } from '../modules/billing/test-billing-pages.ts'
import { customerOfTestPortalToken } from '../modules/billing/test-provider.ts'
import {
  cancelTestCheckout,
  findLicenseByCustomer,
  payTestCheckout,
  runTestPortalAction,
  TEST_PORTAL_ACTIONS,
  type TestPortalAction,
} from '../modules/billing/test-checkout-service.ts'
import { findOpenTestCheckout } from '../modules/billing/billing-repository.ts'

const sessionParams = z.object({ id: z.string().min(1).max(100) })
const portalParams = z.object({ token: z.string().min(1).max(300) })
const actionParams = portalParams.extend({
  action: z.enum(TEST_PORTAL_ACTIONS as [TestPortalAction, ...TestPortalAction[]]),
})
const hidden = { hide: true }

/**
 * The built-in test checkout and portal, only when no Stripe keys are configured (DESIGN §2, ADR 0031). The session
 * id and the portal token are unguessable: they are the only key to these pages, as Stripe's own URLs are.
 */
export async function testBillingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  // HTML forms post url-encoded bodies; nothing in them is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) => done(null, {}))
  const r = app.withTypeProvider<ZodTypeProvider>()
  const html = 'text/html; charset=utf-8'

  r.get('/billing/test/checkout/:id', { schema: { ...hidden, params: sessionParams } }, async (request, reply) => {
    const open = await findOpenTestCheckout(ctx.db, request.params.id)
    const locale = localeOf(request.headers['accept-language'])
    return reply
      .code(open ? 200 : 404)
      .type(html)
      .header('cache-control', 'no-store')
      .send(testCheckoutPage(locale, open?.id ?? null))
  })

  for (const outcome of ['pay', 'cancel'] as const) {
    r.post(
      `/billing/test/checkout/:id/${outcome}`,
      { schema: { ...hidden, params: sessionParams } },
      async (request, reply) => {
        const { id } = request.params
        const now = ctx.config.now()
        const done = outcome === 'pay' ? await payTestCheckout(ctx, id, now) : await cancelTestCheckout(ctx, id, now)
        if (!done) {
          const locale = localeOf(request.headers['accept-language'])
          return reply.code(404).type(html).send(testCheckoutPage(locale, null))
        }
        const to = outcome === 'pay' ? '/subscription/success' : '/subscription/cancel'
        return reply.redirect(`${to}?session_id=${encodeURIComponent(id)}`, 303)
      },
    )
  }

  r.get(
    '/billing/test/portal/:token',
    { schema: { ...hidden, params: portalParams, querystring: z.object({ done: z.string().max(10).optional() }) } },
    async (request, reply) => {
      const customerId = customerOfTestPortalToken(ctx.config.jwtSecret, request.params.token)
      const license = customerId ? await findLicenseByCustomer(ctx.db, customerId) : undefined
      const locale = localeOf(request.headers['accept-language'])
      return reply
        .code(customerId ? 200 : 404)
        .type(html)
        .header('cache-control', 'no-store')
        .send(
          testPortalPage(
            locale,
            request.params.token,
            license
              ? { status: license.status, endDate: license.endDate, hasSubscription: !!license.subscriptionId }
              : null,
            request.query.done !== undefined,
          ),
        )
    },
  )

  r.post(
    '/billing/test/portal/:token/:action',
    { schema: { ...hidden, params: actionParams } },
    async (request, reply) => {
      const { token, action } = request.params
      const customerId = customerOfTestPortalToken(ctx.config.jwtSecret, token)
      const ok = customerId ? await runTestPortalAction(ctx, customerId, action, ctx.config.now()) : false
      const locale = localeOf(request.headers['accept-language'])
      if (!ok)
        return reply
          .code(404)
          .type(html)
          .send(testPortalPage(locale, token, null, false))
      return reply.redirect(`/billing/test/portal/${encodeURIComponent(token)}?done=1`, 303)
    },
  )
}
