import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:https'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const CADDYFILE = fileURLToPath(new URL('../../deploy/Caddyfile', import.meta.url))
const READY_WITHIN_MS = 60_000
const STOP_WITHIN_MS = 15_000

export interface CaddyProxy {
  /** https://localhost:<port>, the app's origin as a phone would see it. */
  url: string
  /** The PEM file of this Caddy's local CA root, which signed the certificate it serves for localhost. */
  rootCertificate: string
  close: () => Promise<void>
}

/**
 * The app as deployed: Debian's Caddy (`caddy` on PATH) running deploy/Caddyfile itself, the way deploy/smoke.sh
 * runs it: a clean environment, its data and config in a temporary directory, the admin API off, private ports,
 * `localhost` as the domain (so Caddy's local CA signs its certificate) and `upstream` (http://127.0.0.1:<port>) as
 * the only instance. TLS, HTTP/2, WebSocket passing and the health checks are the deployment's own. Resolves once
 * it answers GET /healthz over HTTPS with a certificate of its CA; stops Caddy and removes the directory if it
 * does not.
 */
export async function startCaddyProxy(upstream: string): Promise<CaddyProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'courtside-caddy-'))
  const logFile = join(dir, 'caddy.log')
  const rootCertificate = join(dir, 'data/caddy/pki/authorities/local/root.crt')
  const [httpPort, httpsPort] = await freePorts(2)
  const log = openSync(logFile, 'a')
  const caddy = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: join(dir, 'home'),
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_CONFIG_HOME: join(dir, 'config'),
      CADDY_ADMIN: 'off',
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_HTTPS_PORT: String(httpsPort),
      COURTSIDE_DOMAIN: `localhost:${httpsPort}`,
      COURTSIDE_UPSTREAMS: new URL(upstream).host,
    },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  let spawnError: Error | undefined
  caddy.once('error', (error) => (spawnError = error))
  const exited = new Promise<void>((resolve) => caddy.once('exit', () => resolve()))
  const running = () => caddy.exitCode === null && caddy.signalCode === null && !spawnError

  let closed: Promise<void> | undefined
  const close = () =>
    (closed ??= (async () => {
      if (caddy.pid !== undefined && running()) {
        caddy.kill('SIGTERM')
        const stopped = await Promise.race([exited.then(() => true), sleep(STOP_WITHIN_MS).then(() => false)])
        if (!stopped) {
          caddy.kill('SIGKILL')
          await exited
        }
      }
      rmSync(dir, { recursive: true, force: true })
    })())

  const url = `https://localhost:${httpsPort}`
  try {
    const deadline = Date.now() + READY_WITHIN_MS
    for (;;) {
      if (spawnError) throw new Error(`could not start caddy (apt-get install caddy): ${spawnError.message}`)
      if (!running()) throw new Error(`caddy exited before it answered:\n${tail(logFile)}`)
      if (existsSync(rootCertificate) && (await answers(`${url}/healthz`, rootCertificate))) break
      if (Date.now() > deadline) throw new Error(`caddy did not answer ${url}/healthz within 60 s:\n${tail(logFile)}`)
      await sleep(200)
    }
  } catch (error) {
    await close()
    throw error
  }
  return { url, rootCertificate, close }
}

/** Ports free on 127.0.0.1 a moment ago (all held at once, so they differ), as deploy/smoke.sh picks them. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer()
          server.once('error', reject)
          server.listen(0, '127.0.0.1', () => resolve(server))
        }),
    ),
  )
  const ports = servers.map((server) => {
    const address = server.address()
    if (typeof address !== 'object' || !address) throw new Error('no port')
    return address.port
  })
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

/** Whether `url` answers 200 over TLS with a certificate chained to `caFile`. */
function answers(url: string, caFile: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(url, { ca: readFileSync(caFile), timeout: 5_000 }, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    req.once('timeout', () => req.destroy())
    req.once('error', () => resolve(false))
    req.end()
  })
}

function tail(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-10).join('\n') : ''
}
