import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'

/**
 * Browser security headers on every answer (ADR 0021). The token lives in localStorage, so the policy that matters
 * is the script one: only our own files run (no inline scripts: the theme bootstrap is /boot.js), nothing may frame
 * us, no plugin runs (PostHog goes through /ingest).
 * A match's video may be any https address a coach links (ADR 0052): `media-src https:` lets the `<video>` element
 * play it, and `connect-src https:` lets hls.js fetch an HLS playlist and its segments (MSE then plays them from a
 * blob:). Plain http from other hosts stays out: an https deployment blocks it as mixed content anyway.
 * YouTube and Vimeo links play in their official embeds (docs/decisions/0069-embedded-video-players.md): frames
 * only from those three player hosts, and YouTube's IFrame Player API as the one outside script, from www.youtube.com
 * (its loader and the player script it pulls in are both served there); Vimeo's player package is bundled with ours.
 * Styles allow 'unsafe-inline' because toasts and Radix set style elements at run time; styles cannot read the
 * token. HSTS only where the request came over HTTPS: on plain HTTP it would be ignored at best and, behind a
 * misconfigured proxy, pin a host to HTTPS it does not serve.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", 'https://www.youtube.com'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'

export const securityHeadersPlugin = fp(async function securityHeaders(app: FastifyInstance) {
  // helmet's middleware, built once: @fastify/helmet rebuilt it (and parsed the policy again) on every request, a
  // measurable share of recording a point (docs/decisions/0061-recording-at-the-floor-pace.md). It sets the same
  // headers on the raw response that plugin did.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]])),
    },
    hsts: false,
    // X-Frame-Options for browsers without frame-ancestors, saying the same: nobody frames us, not even we.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  })
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined))
  })
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE)
  })
})
