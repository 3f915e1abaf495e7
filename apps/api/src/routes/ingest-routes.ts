import type { FastifyInstance } from 'fastify'
import { messages } from '@courtside/contracts'

// Request headers worth passing on; cookies and our Authorization never leave for the analytics host.
const FORWARDED_HEADERS = ['content-type', 'content-encoding', 'user-agent', 'accept', 'accept-language']
// Not content-encoding: fetch hands us the body already decoded.
const RETURNED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified']

/**
 * /ingest/* → PostHog's EU hosts (DESIGN §2 analytics): the browser talks to our origin only, so blockers and
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

  app.all('/ingest/*', async (request, reply) => {
    const rest = request.url.slice('/ingest'.length)
    const target = (rest.startsWith('/static/') ? assetsHost : ingestHost) + rest
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
      request.log.warn({ err: error, target }, 'analytics proxy: upstream unreachable')
      return reply.code(502).send({ message: messages.analyticsUnreachable })
    }
    reply.code(upstream.status)
    for (const name of RETURNED_HEADERS) {
      const value = upstream.headers.get(name)
      if (value) reply.header(name, value)
    }
    return reply.send(Buffer.from(await upstream.arrayBuffer()))
  })
}
