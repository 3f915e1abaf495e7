import { PGlite } from '@electric-sql/pglite'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { backupSocketPath, dumpPglite, serveBackups } from './lib/backup-socket.ts'

// Everything this process writes (the embedded database, the generated JWT secret, the dev outbox) is for its owner
// alone: files 0600, directories 0700.
process.umask(0o077)

let config: ReturnType<typeof loadConfig>
let app: Awaited<ReturnType<typeof buildApp>>
try {
  config = loadConfig()
  app = await buildApp(config)
} catch (error) {
  // A refused setting, a second process on the same PGlite directory, an unreachable DATABASE_URL…: say it
  // plainly and stop.
  console.error(`Courtside could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

// On embedded PGlite, `npm run backup` asks this process for a consistent copy of its database through a socket in
// DATA_DIR (docs/decisions/0059-backups.md). Closed before the database: its onClose hook is the last one added.
const pglite = (app.db as unknown as { $client?: unknown }).$client
if (pglite instanceof PGlite) {
  try {
    const backups = await serveBackups(backupSocketPath(config.dataDir), () => dumpPglite(pglite))
    app.addHook('onClose', () => backups.close())
  } catch (error) {
    app.log.warn({ err: error }, 'backups of the running server are unavailable (npm run backup needs it stopped)')
  }
}

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  // Stop accepting, finish in-flight requests, close the database and release its lock.
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  try {
    await app.close()
    process.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed')
    process.exit(1)
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

try {
  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    { database: config.databaseUrl ? 'postgres' : `pglite at ${config.pgliteDir}`, appUrl: config.appUrl },
    'Courtside is ready',
  )
} catch (error) {
  app.log.error({ err: error }, 'listen failed')
  await app.close().catch(() => {})
  process.exit(1)
}
