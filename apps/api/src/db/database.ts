import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type * as schema from './schema/index.ts'

export type Schema = typeof schema

/** The one database type repositories are written against: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

/** A transaction handle; it is also a Database, so repository functions accept either. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
