import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The machine's PostgreSQL (CI's), where a test creates a database of its own and drops it afterwards. */
export const SHARED_DATABASE_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test'

function maintenanceUrl(url: string): string {
  const parsed = new URL(url)
  parsed.pathname = '/postgres'
  return parsed.toString()
}

/** A new, randomly named database on the server of `serverUrl`; `drop` removes it (and its connections). */
export async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `courtside_fault_${randomBytes(6).toString('hex')}`
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

/** The stored points of a match in seq order: what the database really holds. */
export async function storedPoints(databaseUrl: string, matchId: number): Promise<{ seq: number; clientId: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ seq: number; client_id: string }>(
      'select seq, client_id from balls where match_id = $1 order by seq',
      [matchId],
    )
    return rows.map((r) => ({ seq: r.seq, clientId: r.client_id }))
  } finally {
    await client.end()
  }
}
