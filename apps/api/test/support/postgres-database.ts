import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The maintenance database of the server in `url`: databases are created and dropped from there. */
function maintenanceUrl(url: string): string {
  const parsed = new URL(url)
  parsed.pathname = '/postgres'
  return parsed.toString()
}

/**
 * A new, randomly named database (`<prefix>_<hex>`) on the server of `serverUrl`; `drop` removes it and its
 * connections. Used by the API tests, e2e (through them) and the fault suite.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix = 'courtside_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: maintenanceUrl(serverUrl) })
  await admin.connect()
  try {
    await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: maintenanceUrl(serverUrl) })
      await client.connect()
      try {
        await client.query(`drop database if exists "${name}" with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}
