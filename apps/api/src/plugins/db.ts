import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import type { DatabaseHandle } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    /** True when the database answers `select 1`. */
    checkDatabase(): Promise<boolean>
  }
}

/** Exposes an opened database to the app and closes it (and PGlite's directory lock) with the app. */
export const dbPlugin = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db)
    app.decorate('checkDatabase', async () => {
      try {
        await handle.db.execute(sql`select 1`)
        return true
      } catch {
        return false
      }
    })
    app.addHook('onClose', async () => {
      await handle.close()
    })
  },
  { name: 'db' },
)
