import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// No vitest imports here: anything that needs a real API process (fault and live tests, benchmarks) may use it.

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url))

// A test that times out while its process boots never gets the handle to stop it: every child still running when
// this test process exits is killed, so no server outlives its test run.
const children = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

export interface ApiProcess {
  child: ChildProcess
  url: string
  port: number
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string
  /** SIGTERM, wait for the exit, remove the data dir. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts the real server entry point (`src/server.ts`) as its own operating-system process and waits until
 * /healthz answers. Without `databaseUrl` it runs on a fresh PGlite directory (DATABASE_URL is removed from the
 * inherited environment); `env` adds or overrides variables.
 */
export async function startApiProcess(
  options: { databaseUrl?: string; jwtSecret?: string; env?: Record<string, string> } = {},
): Promise<ApiProcess> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'courtside-api-process-'))
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...options.env,
  }
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  else delete env.DATABASE_URL
  if (options.jwtSecret) env.JWT_SECRET = options.jwtSecret
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  child.once('exit', () => children.delete(child))
  let output = ''
  child.stdout?.on('data', (d) => (output += String(d)))
  child.stderr?.on('data', (d) => (output += String(d)))
  const url = `http://127.0.0.1:${port}`
  let stopped: Promise<void> | undefined
  const stop = () =>
    (stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    })())
  const start = Date.now()
  for (;;) {
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) break
    if (child.exitCode !== null || Date.now() - start > 60_000) {
      await stop()
      throw new Error(`the API process did not start:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { child, url, port, output: () => output, stop }
}
