import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../config.ts'
import { openDatabase, type DatabaseHandle } from '../db/client.ts'
import { dbPlugin } from '../plugins/db.ts'

/**
 * Opens the database (applying the migrations) and hands it to the app, which closes it on close; closed at once
 * when that registration fails. The handle is returned for what needs more than queries (LISTEN, in live.ts).
 */
export async function registerDatabase(app: FastifyInstance, config: AppConfig): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    pgliteFrom: config.pgliteFrom,
  })
  try {
    await app.register(dbPlugin, { handle })
  } catch (error) {
    await handle.close()
    throw error
  }
  return handle
}
