import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { endpoints, pathOf, type Locale } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import { localeOf } from '../modules/organizations/index.ts'
import { findLiveUserById } from '../modules/users/index.ts'
import {
  testCheckoutPage,
  testPortalPage,
  type TestPageRefusal,
  verifyTestLink,
  type TestLinkPurpose,
  licenseOfTestPortal,
  runTestPortalAction,
  settleTestCheckout,
  testCheckoutState,
} from '../modules/billing/index.ts'

const html = 'text/html; charset=utf-8'
const STATUS: Record<TestPageRefusal, 404 | 410> = { gone: 404, expired: 410 }

/**
 * The built-in test checkout and portal, only with BILLING_TEST_MODE=true (docs/decisions/0047-billing-safe-when-unconfigured.md).
 * Each address carries a link signed for the coach who asked for it, valid for an hour (test-billing-links.ts):
 * a bare session id, another coach's session or an old link opens nothing.
 */
export async function testBillingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  // HTML forms post url-encoded bodies; nothing in them is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) => done(null, {}))

  /**
   * The page in its coach's chosen language (the link names the coach), else the browser's
   * (docs/decisions/0070-chosen-language.md).
   */
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    body: (locale: Locale) => string,
    purpose: TestLinkPurpose,
  ) => {
    const token = (request.params as { token: string }).token
    const check = verifyTestLink(ctx.config.jwtSecret, purpose, token, ctx.config.now())
    const coach =
      check.ok || check.reason === 'expired' ? await findLiveUserById(ctx.db, check.claims.userId) : undefined
    return reply
      .code(status)
      .type(html)
      .header('cache-control', 'no-store')
      .send(body(coach?.locale ?? localeOf(request.headers['accept-language'])))
  }

  /** The link's coach and subject, or why it opens nothing. */
  const claimsOf = (purpose: TestLinkPurpose, token: string) => {
    const check = verifyTestLink(ctx.config.jwtSecret, purpose, token, ctx.config.now())
    if (check.ok) return check.claims
    return check.reason === 'expired' ? ('expired' as const) : ('gone' as const)
  }

  /**
   * What a checkout link leads to: the open session, or why not. A genuine link past its hour expires its session
   * on the way (Stripe expires its own), so the licence leaves 'pending'.
   */
  const checkoutOf = async (token: string, action: 'pay' | 'cancel' | 'show') => {
    const check = verifyTestLink(ctx.config.jwtSecret, 'checkout', token, ctx.config.now())
    if (!check.ok && check.reason === 'invalid') return { ok: false as const, refusal: 'gone' as const }
    const { claims } = check
    const link = { sessionId: claims.subject, userId: claims.userId }
    const now = ctx.config.now()
    const result = !check.ok
      ? await settleTestCheckout(ctx, link, 'expire', now)
      : action === 'show'
        ? await testCheckoutState(ctx, link, now)
        : await settleTestCheckout(ctx, link, action, now)
    if (result === 'open' || result === 'done') return { ok: true as const, sessionId: claims.subject }
    return { ok: false as const, refusal: check.ok && result === 'gone' ? ('gone' as const) : ('expired' as const) }
  }

  routeFromContract(app, endpoints.testCheckoutPage, {
    handler: async (request, reply) => {
      const { token } = request.params
      const found = await checkoutOf(token, 'show')
      if (!found.ok) {
        const { refusal } = found
        return send(request, reply, STATUS[refusal], (locale) => testCheckoutPage(locale, refusal), 'checkout')
      }
      return send(request, reply, 200, (locale) => testCheckoutPage(locale, { token }), 'checkout')
    },
  })

  const outcomes = [
    [endpoints.testCheckoutPay, 'pay'],
    [endpoints.testCheckoutCancel, 'cancel'],
  ] as const
  for (const [endpoint, outcome] of outcomes) {
    routeFromContract(app, endpoint, {
      handler: async (request, reply) => {
        const found = await checkoutOf(request.params.token, outcome)
        if (!found.ok) {
          const { refusal } = found
          return send(request, reply, STATUS[refusal], (locale) => testCheckoutPage(locale, refusal), 'checkout')
        }
        const to = outcome === 'pay' ? '/subscription/success' : '/subscription/cancel'
        return reply.redirect(`${to}?session_id=${encodeURIComponent(found.sessionId)}`, 303)
      },
    })
  }

  routeFromContract(app, endpoints.testPortalPage, {
    handler: async (request, reply) => {
      const { token } = request.params
      const claims = claimsOf('portal', token)
      const license =
        typeof claims === 'string'
          ? undefined
          : await licenseOfTestPortal(ctx, { customerId: claims.subject, userId: claims.userId })
      const shown = license
        ? { status: license.status, endDate: license.endDate, hasSubscription: !!license.subscriptionId }
        : typeof claims === 'string'
          ? claims
          : ('gone' as const)
      const status = typeof shown === 'string' ? STATUS[shown] : 200
      return send(
        request,
        reply,
        status,
        (locale) => testPortalPage(locale, token, shown, request.query.done !== undefined),
        'portal',
      )
    },
  })

  routeFromContract(app, endpoints.testPortalAction, {
    handler: async (request, reply) => {
      const { token, action } = request.params
      const claims = claimsOf('portal', token)
      const ok =
        typeof claims !== 'string' &&
        (await runTestPortalAction(
          ctx,
          { customerId: claims.subject, userId: claims.userId },
          action,
          ctx.config.now(),
        ))
      if (!ok) {
        const refusal = claims === 'expired' ? 'expired' : 'gone'
        return send(
          request,
          reply,
          STATUS[refusal],
          (locale) => testPortalPage(locale, token, refusal, false),
          'portal',
        )
      }
      return reply.redirect(`${pathOf(endpoints.testPortalPage, { token })}?done=1`, 303)
    },
  })
}
