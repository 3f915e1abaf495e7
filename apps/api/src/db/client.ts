import { chmodSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema/index.ts'
import type { Database } from './database.ts'
import { acquireDirectoryLock } from './pglite-lock.ts'

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

// Any constant works; it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_ID = 727_301_001

export interface DatabaseOptions {
  /** A real PostgreSQL server; when set, PGlite is not used. */
  databaseUrl?: string | undefined
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  pgliteDir?: string | undefined
  /** In memory only: start from this dump of a data directory (PGlite's dumpDataDir) instead of an empty cluster. */
  pgliteFrom?: Blob | undefined
  /** node-postgres pool size. */
  poolMax?: number | undefined
}

export interface DatabaseHandle {
  db: Database
  driver: 'pglite' | 'postgres'
  /** The PGlite instance (driver 'pglite'): LISTEN goes through its own `listen`, in this process. */
  pglite?: PGlite
  /** The server URL (driver 'postgres'): LISTEN needs a dedicated connection, outside the pool. */
  databaseUrl?: string
  close(): Promise<void>
}

/** Opens the database and applies the committed migrations, with the same SQL on either driver. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10)
  return openPglite(options.pgliteDir, options.pgliteFrom)
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  // Nor a checked-out one: pg-pool listens for errors only on idle clients, so a connection the server terminates
  // between two queries of a transaction (a PostgreSQL restart) would emit an unhandled 'error' and end the
  // process. The query in flight still fails, and pg-pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}))
  try {
    const client = await pool.connect()
    try {
      // Several instances may start together: one migrates, the others wait for it.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
      try {
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
      }
    } finally {
      client.release()
    }
  } catch (error) {
    await pool.end()
    throw error
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database
  let closed = false
  return {
    db,
    driver: 'postgres',
    databaseUrl: url,
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

async function openPglite(dir: string | undefined, from: Blob | undefined): Promise<DatabaseHandle> {
  let lock: { release(): void } | undefined
  if (dir) {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    // Beside the directory, not inside it: the data directory belongs to Postgres.
    lock = await acquireDirectoryLock(`${dir.replace(/[\\/]+$/, '')}.lock`)
  }
  let client: PGlite | undefined
  try {
    if (dir) makePrivate(dir)
    client = dir ? new PGlite(dir) : new PGlite(from ? { loadDataDir: from } : {})
    await client.waitReady
    const db = drizzlePglite({ client, schema })
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })
    // PGlite's file system chmods the files it creates to 0666, whatever the umask: narrowed once it has created
    // them (and again at close for files created since; meanwhile the 0700 directory keeps them unreachable).
    if (dir) makePrivate(dir)
    let closed = false
    const pglite = client
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      pglite,
      async close() {
        if (closed) return
        closed = true
        try {
          if (!pglite.closed) await pglite.close()
          if (dir) makePrivate(dir)
        } finally {
          lock?.release()
        }
      },
    }
  } catch (error) {
    await client?.close().catch(() => {})
    lock?.release()
    throw error
  }
}

/**
 * The database holds password digests and tokens' revocations: only its owner may read it. A directory of mode 0700
 * closes everything inside, whatever the files' own modes; the files themselves are narrowed to 0600 too.
 */
function makePrivate(path: string, isDirectory = true): void {
  chmodSync(path, isDirectory ? 0o700 : 0o600)
  if (!isDirectory) return
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() || entry.isFile()) makePrivate(join(path, entry.name), entry.isDirectory())
  }
}
