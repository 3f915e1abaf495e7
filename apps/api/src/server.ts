import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'

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
