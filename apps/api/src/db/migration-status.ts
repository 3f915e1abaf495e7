import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Database } from './database.ts'
import { MIGRATIONS_FOLDER } from './client.ts'

/** When the newest committed migration was made: drizzle records this `when` as the row's created_at. */
export function latestMigrationMillis(folder: string = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

/**
 * Whether the database has every migration this build ships, as drizzle's migrator decides it: a recorded
 * migration at least as new as the newest one of the journal (a newer instance may have applied more).
 */
export async function isMigrated(db: Database, latestMillis: number): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from drizzle.__drizzle_migrations where created_at >= ${latestMillis} limit 1`,
  )) as unknown as { rows: unknown[] }
  return result.rows.length > 0
}
