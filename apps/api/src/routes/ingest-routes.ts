import type { FastifyInstance } from 'fastify'
import { endpoints, messages } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'

// Request headers worth passing on; cookies and our Authorization never leave for the analytics host.
const FORWARDED_HEADERS = ['content-type', 'content-encoding', 'user-agent', 'accept', 'accept-language']
// Not content-encoding: fetch hands us the body already decoded.
const RETURNED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified']

/**
 * Where a request to /ingest/… goes: only the path and query of the request target are taken, resolved onto the
 * configured host with the URL API, so an absolute-form target (`GET http://other.example/ingest/…`) or a path that
 * looks like an authority cannot choose the host or port (ADR 0021). Null when the path is not ours.
 */
export function ingestTarget(requestUrl: string, hosts: { ingestHost: string; assetsHost: string }): URL | null {
  const { pathname, search } = new URL(requestUrl, 'http://ingest.invalid')
  if (!pathname.startsWith('/ingest/')) return null
  const rest = pathname.slice('/ingest'.length)
  const target = new URL(rest.startsWith('/static/') ? hosts.assetsHost : hosts.ingestHost)
  target.pathname = target.pathname.replace(/\/$/, '') + rest
  target.search = search
  return target
}

/**
 * /ingest/* → PostHog's EU hosts (the analytics): the browser talks to our origin only, so blockers and
 * CORS stay out of the way. Bodies pass through untouched (PostHog may gzip them).
 */
export async function ingestRoutes(
  app: FastifyInstance,
  { ingestHost, assetsHost }: { ingestHost: string; assetsHost: string },
): Promise<void> {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 5 * 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  )

  routeFromContract(app, endpoints.ingest, {
    handler: async (request, reply) => {
      const target = ingestTarget(request.url, { ingestHost, assetsHost })
      if (!target) return reply.code(404).send({ message: messages.notFound, code: 'notFound' })
      const headers: Record<string, string> = {}
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name]
        if (typeof value === 'string') headers[name] = value
      }
      headers['x-forwarded-for'] = request.ip
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body)
      let upstream: Response
      try {
        upstream = await fetch(target, {
          method: request.method,
          headers,
          body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        })
      } catch (error) {
        request.log.warn({ err: error, upstream: target.origin }, 'analytics proxy: upstream unreachable')
        return reply.code(502).send({ message: messages.analyticsUnreachable, code: 'analyticsUnreachable' })
      }
      reply.code(upstream.status)
      for (const name of RETURNED_HEADERS) {
        const value = upstream.headers.get(name)
        if (value) reply.header(name, value)
      }
      return reply.send(Buffer.from(await upstream.arrayBuffer()))
    },
  })
}
