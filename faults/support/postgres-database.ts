import pg from 'pg'
import { createPostgresDatabase } from '../../apps/api/test/support/postgres-database.ts'

/** The machine's PostgreSQL (CI's), where a test creates a database of its own and drops it afterwards. */
export const SHARED_DATABASE_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test'

/** A new, randomly named database on the server of `serverUrl`; `drop` removes it (and its connections). */
export const createDatabase = (serverUrl: string) => createPostgresDatabase(serverUrl, 'courtside_fault')

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
