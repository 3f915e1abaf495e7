import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

// No vitest imports here, as in the other support files.

export interface StripeCall {
  method: string
  path: string
  body: URLSearchParams
  idempotency?: string | undefined
}

export type StandInSessionStatus = 'open' | 'complete' | 'expired'

export interface StripeStandIn {
  /** Where the SDK is pointed: `config.stripe.api`. */
  api: { host: string; port: number; protocol: 'http' }
  /** Every request the SDK sent, in order. */
  calls: StripeCall[]
  /** The checkout sessions made, by id, with their status at "Stripe"; a test may change it (paid, expired). */
  sessions: Map<string, StandInSessionStatus>
  /** From now on every request fails with 500, as when Stripe is down. */
  failAll(): void
  close(): Promise<void>
}

const send = (response: ServerResponse, body: object, status = 200) => {
  response.statusCode = status
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify(body))
}

const invalid = (message: string) => ({ error: { type: 'invalid_request_error', message } })

/**
 * A local stand-in for api.stripe.com: records what the SDK sends and answers the minimal objects. Checkout sessions
 * are numbered (cs_real_1, cs_real_2, …) and keep a status: retrieve reads it, expire ends an open one and refuses
 * any other with 400, as Stripe does.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: StripeCall[] = []
  const sessions = new Map<string, StandInSessionStatus>()
  let down = false

  const answer = (request: IncomingMessage, response: ServerResponse, path: string) => {
    if (down) return send(response, { error: { type: 'api_error', message: 'down' } }, 500)
    if (path === '/v1/customers') return send(response, { id: 'cus_real_1', object: 'customer' })
    if (path === '/v1/checkout/sessions' && request.method === 'POST') {
      const id = `cs_real_${sessions.size + 1}`
      sessions.set(id, 'open')
      return send(response, {
        id,
        object: 'checkout.session',
        status: 'open',
        url: `https://checkout.stripe.com/c/pay/${id}`,
      })
    }
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path)
    if (session) {
      const [, id, expire] = session as unknown as [string, string, string | undefined]
      const status = sessions.get(id)
      if (!status) return send(response, invalid(`No such checkout.session: '${id}'`), 404)
      if (expire) {
        if (status !== 'open')
          return send(response, invalid('Only Checkout Sessions with a status in [open] can be expired'), 400)
        sessions.set(id, 'expired')
      }
      return send(response, { id, object: 'checkout.session', status: sessions.get(id) })
    }
    if (path === '/v1/billing_portal/sessions')
      return send(response, {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.com/p/session/1',
      })
    send(response, invalid('no such route'), 404)
  }

  const server = createServer(async (request, response) => {
    let raw = ''
    for await (const chunk of request) raw += chunk
    const path = (request.url ?? '').split('?')[0]!
    calls.push({
      method: request.method ?? '',
      path,
      body: new URLSearchParams(raw),
      idempotency: request.headers['idempotency-key'] as string | undefined,
    })
    answer(request, response, path)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    calls,
    sessions,
    failAll: () => {
      down = true
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections() // the SDK's keep-alive sockets would hold the close
      }),
  }
}
