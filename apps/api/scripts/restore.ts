// `npm run restore -- [--force] <file>`: puts a backup made by `npm run backup` back (docs/decisions/0059-backups.md,
// deploy/README.md "Backups"). Same settings as the server: DATABASE_URL, or else DATA_DIR.
//
// - PostgreSQL (DATABASE_URL set): pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction
//   into that database, as the app's own user. Refused when the database already has tables or other sessions
//   (stop the instances; restore into a new database), unless --force.
// - Embedded PGlite: into DATA_DIR/pglite with the server stopped (this script takes the directory's lock). Refused
//   when that directory already holds a database, unless --force, which sets it aside (renamed, never deleted).
//
// Either way the restored database is opened and counted (accounts, athletes, matches, points) before the script
// says it is done; a backup from an older release is migrated when the server starts on it.
import { backupSettings, runCommand } from './backup/backup-settings.ts'
import { restorePglite } from './backup/pglite-backup.ts'
import { restorePostgres } from './backup/postgres-backup.ts'

await runCommand('restore', async () => {
  const settings = backupSettings('restore', process.argv.slice(2), process.env)
  return settings.databaseUrl
    ? restorePostgres(settings.databaseUrl, settings.file, settings.force)
    : restorePglite(settings.dataDir, settings.file, settings.force)
})
