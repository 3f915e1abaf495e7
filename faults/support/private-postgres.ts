import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port.ts'

/**
 * A PostgreSQL server of the test's own (initdb into a temporary directory, a random port), so it can be stopped
 * and restarted without touching the machine's shared server on 5432 that other tests and CI use.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string
  port: number
  /** pg_ctl stop -m fast: open connections are terminated, as in a real restart. */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops and deletes everything. Safe to call twice. */
  remove(): Promise<void>
}

/** The newest server binaries Debian installed (/usr/lib/postgresql/<major>/bin). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((d) => existsSync(join(root, d, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!majors[0])
    throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)')
  return join(root, majors[0], 'bin')
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin()
  const dir = mkdtempSync(join(tmpdir(), 'courtside-private-pg-'))
  const data = join(dir, 'data')
  const log = join(dir, 'server.log')
  // PostgreSQL refuses to run as root: as root, hand the directory to the postgres user and run as them.
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString())
    chownSync(dir, uid, gid)
  }
  const run = async (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool)
    await promisify(execFile)(command, asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args, {
      timeout: 60_000,
    })
  }
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions'])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`
  let removed = false
  const server: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await run('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', options, 'start'])
    },
    async stop() {
      await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'])
    },
    async remove() {
      if (removed) return
      removed = true
      try {
        await server.stop()
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
  try {
    await server.start()
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return server
}
