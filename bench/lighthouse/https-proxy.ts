import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import httpProxy from '@fastify/http-proxy'

export interface HttpsProxy {
  /** https://localhost:<port>, the app's origin as a phone would see it. */
  url: string
  close: () => Promise<void>
}

/**
 * The app as deployed: behind a reverse proxy that ends TLS and speaks HTTP/2 to browsers (the README's
 * TRUST_PROXY), forwarding HTTP/1.1 to the API, WebSocket upgrades included. A self-signed certificate for
 * localhost, made with Debian's openssl; the browser is started with --ignore-certificate-errors.
 */
export async function startHttpsProxy(upstream: string): Promise<HttpsProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'courtside-tls-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  const proxy = Fastify({
    http2: true,
    https: { allowHTTP1: true, key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    logger: false,
  })
  await proxy.register(httpProxy, { upstream, websocket: true })
  const address = await proxy.listen({ port: 0, host: '127.0.0.1' })
  return {
    url: `https://localhost:${new URL(address).port}`,
    close: async () => {
      await proxy.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
