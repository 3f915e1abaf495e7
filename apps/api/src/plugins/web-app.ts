import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { SERVER_PATH_PREFIXES } from '@courtside/contracts'

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url
  return SERVER_PATH_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  )
}

export function hasWebApp(dir: string | undefined): dir is string {
  return !!dir && existsSync(join(dir, 'index.html'))
}

/**
 * Serves the built web app (precompressed copies by Accept-Encoding): hashed assets cached for a year, index.html never cached so a deploy is picked up at
 * once. Registered only when the build exists.
 */
export async function webAppPlugin(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    // A dotfile in the build (.env, .git, .DS_Store) is never served: it answers as a path that does not exist (our
    // 404, or the SPA's page for a browser). Nothing of ours needs /.well-known/ (ADR 0048).
    dotfiles: 'ignore',
    // The build writes .br and .gz beside each text asset (vite.config.ts): sent by Accept-Encoding, with Vary.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      // The service worker (ADR 0038) is checked on every visit, so a deploy reaches installed apps.
      if (/(?:index\.html|[\\/]sw\.js)$/.test(filePath)) res.setHeader('cache-control', 'no-cache')
      else if (/[\\/]assets[\\/]/.test(filePath)) res.setHeader('cache-control', 'public, max-age=31536000, immutable')
      else res.setHeader('cache-control', 'public, max-age=3600')
    },
  })
  // The answer depends on Accept-Encoding (preCompressed); CORS's own Vary: Origin must not replace that.
  app.addHook('onSend', async (_request, reply) => {
    addVaryAcceptEncoding(reply)
  })
  // The static handler refuses directories; / is the SPA's entry.
  app.get('/', async (_request, reply) => sendSpaIndex(reply))
}

/** GET/HEAD of a non-API path from a browser (accepts HTML) gets index.html: client-side routes. */
export function wantsSpaFallback(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (isApiPath(request.url)) return false
  return (request.headers.accept ?? '').includes('text/html')
}

function addVaryAcceptEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '')
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  addVaryAcceptEncoding(reply)
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html')
}
