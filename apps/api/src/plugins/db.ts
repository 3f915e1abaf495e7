import fp from 'fastify-plugin'
import type { Database } from '../db/database.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { pingDatabase } from '../modules/health/index.ts'

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
    app.decorate('checkDatabase', () => pingDatabase(handle.db))
    app.addHook('onClose', async () => {
      await handle.close()
    })
  },
  { name: 'db' },
)
