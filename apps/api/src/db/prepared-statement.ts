import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Database } from './database.ts'

const dialect = new PgDialect()

/**
 * Memoises what `prepare` makes for each database handle (the pool, or a transaction): drizzle's prepared queries
 * are bound to the session they were made on.
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>()
  return (db) => {
    let value = made.get(db)
    if (value === undefined) {
      value = make(db)
      made.set(db, value)
    }
    return value
  }
}

/**
 * A raw statement (one drizzle's builders cannot say, such as a data-modifying CTE) whose text is built once, its
 * values given as `sql.placeholder`s, and prepared by name on each connection (ADR 0043): the statements every
 * point runs would otherwise be rebuilt by drizzle and parsed and planned by PostgreSQL at each request. Rows come
 * back as the driver gives them (no column mapping); values must be given in their driver form.
 */
export function preparedStatement<Row>(name: string, build: () => SQL) {
  let query: ReturnType<PgDialect['sqlToQuery']> | undefined
  const prepared = perDatabase((db) =>
    db._.session.prepareQuery((query ??= dialect.sqlToQuery(build())), undefined, name, false),
  )
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    const result = (await prepared(db).execute(values)) as { rows: Row[] }
    return result.rows
  }
}
