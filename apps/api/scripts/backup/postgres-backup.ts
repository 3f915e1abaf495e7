import { execFile, spawnSync } from 'node:child_process'
import { rmSync, statSync } from 'node:fs'
import pg from 'pg'
import { Refusal } from './backup-settings.ts'
import { expectKind, headOf, moveIntoPlace, sizeOf, tempBeside } from './backup-files.ts'
import { restoredSummary } from './restored-summary.ts'

// On PostgreSQL the server's own tools do it: pg_dump reads in one repeatable-read snapshot, so a backup taken while
// instances write is consistent; pg_restore puts it back in one transaction (docs/decisions/0059-backups.md).

/** pg_dump and pg_restore must be installed, of the server's major version or newer. */
function requireTool(tool: 'pg_dump' | 'pg_restore'): void {
  const probe = spawnSync(tool, ['--version'], { stdio: 'ignore' })
  if (probe.error)
    throw new Refusal(
      `${tool} was not found: install PostgreSQL's client tools of your server's version (Debian: apt-get install postgresql-client)`,
    )
}

/** The URL without its password, which goes in PGPASSWORD: a command line is readable by every user (ps). */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  try {
    const parsed = new URL(url)
    const password = decodeURIComponent(parsed.password)
    parsed.password = ''
    return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env }
  } catch {
    return { dbname: url, env: process.env }
  }
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Refusal(`${tool} failed: ${stderr.trim() || error.message}`))
      else resolve()
    })
  })
}

/** pg_dump of the database in `url` into `file`, in the custom format pg_restore reads. */
export async function backUpPostgres(url: string, file: string): Promise<string> {
  requireTool('pg_dump')
  const { dbname, env } = connectionOf(url)
  const temp = tempBeside(file)
  try {
    await run('pg_dump', ['--format=custom', `--file=${temp}`, `--dbname=${dbname}`], env)
    moveIntoPlace(temp, file)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
  return `wrote ${file} (${sizeOf(statSync(file).size)}) with pg_dump`
}

async function withClient<T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await body(client)
  } finally {
    await client.end()
  }
}

/**
 * pg_restore of `file` into the database in `url`, as its own user (--no-owner: the tables belong to whoever the app
 * connects as). Refused when that database has tables or other sessions, unless `force`.
 */
export async function restorePostgres(url: string, file: string, force: boolean): Promise<string> {
  expectKind(file, headOf(file), 'postgres')
  requireTool('pg_restore')
  const { tables, sessions } = await withClient(url, async (client) => {
    const { rows } = await client.query<{ tables: number; sessions: number }>(
      `select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where c.relkind in ('r', 'p', 'v', 'm', 'S')
                  and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%')::int as tables,
              (select count(*) from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid())::int as sessions`,
    )
    return rows[0]!
  })
  if (!force && tables > 0)
    throw new Refusal(
      `the database in DATABASE_URL is not empty (${tables} tables): restore into a new one (createdb), or add --force to replace what it holds`,
    )
  if (!force && sessions > 0)
    throw new Refusal(
      `${sessions} other sessions are open on the database in DATABASE_URL: stop every Courtside instance first`,
    )
  const { dbname, env } = connectionOf(url)
  const args = ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${dbname}`]
  await run('pg_restore', [...args, file], env)
  const summary = await withClient(url, (client) => restoredSummary((sql) => client.query(sql)))
  return `restored ${file}: ${summary}`
}
