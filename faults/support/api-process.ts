import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { findRepoRoot } from '../../apps/api/src/repo-root.ts'

const serverEntry = fileURLToPath(new URL('../../apps/api/src/server.ts', import.meta.url))

/** One API server started from its real entry point (apps/api/src/server.ts) as its own operating-system process. */
export interface ApiProcess {
  url: string
  port: number
  child: ChildProcess
  /** What it printed so far (stdout and stderr), for failure messages. */
  output(): string
  /** Resolves with the exit code and signal once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export interface ApiProcessOptions {
  port: number
  dataDir: string
  databaseUrl?: string | undefined
  jwtSecret?: string
  env?: Record<string, string>
  /** How long to wait for /healthz (PGlite starts slowly on a loaded machine). */
  startTimeoutMs?: number
}

/** Starts the server and waits until /healthz answers 200; throws with its output if it exits or never answers. */
export async function startApi(options: ApiProcessOptions): Promise<ApiProcess> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: join(options.dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Many signups from one address: the limits are not what these tests are about.
    RATE_LIMIT_ENABLED: 'false',
    JWT_SECRET: options.jwtSecret ?? 'fault-suite-secret-0123456789abcdefghijklmnop',
    ...options.env,
  }
  delete env.DATABASE_URL
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: findRepoRoot(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += String(d)))
  child.stderr?.on('data', (d) => (output += String(d)))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const url = `http://127.0.0.1:${options.port}`
  const api: ApiProcess = { url, port: options.port, child, output: () => output, exited }
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000)
  for (;;) {
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return api
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the API process exited before it was ready:\n${output}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the API process did not answer /healthz in time:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Stops a process that may still run (SIGKILL: cleanup only) and waits for it. */
export async function stopApi(api: ApiProcess | undefined): Promise<void> {
  if (!api) return
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL')
  await api.exited
}
