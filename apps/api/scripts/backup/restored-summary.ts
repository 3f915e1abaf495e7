import { Refusal } from './backup-settings.ts'

const COUNTS = `select (select count(*) from users)::int as accounts, (select count(*) from players)::int as athletes,
  (select count(*) from matches)::int as matches, (select count(*) from balls)::int as points`

interface Counts {
  accounts: number
  athletes: number
  matches: number
  points: number
}

/**
 * What a restored database holds, in one line: read back from it, which also proves it opens and is Courtside's.
 * `query` is PGlite's or node-postgres's (both answer `{ rows }`).
 */
export async function restoredSummary(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<string> {
  let counts: Counts
  try {
    counts = (await query(COUNTS)).rows[0] as Counts
  } catch (error) {
    throw new Refusal(`the restored data is not a Courtside database (${(error as Error).message})`)
  }
  return `${counts.accounts} accounts, ${counts.athletes} athletes, ${counts.matches} matches, ${counts.points} points`
}
