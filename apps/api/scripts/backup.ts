// `npm run backup -- <file>`: a consistent copy of Courtside's database in <file>, taken while the server runs
// (docs/decisions/0059-backups.md; how to schedule it: deploy/README.md, "Backups"). It reads the server's own
// settings from the environment: DATABASE_URL, or else DATA_DIR.
//
// - PostgreSQL (DATABASE_URL set): pg_dump --format=custom. pg_dump reads in one snapshot, so the copy is
//   consistent whatever the instances write meanwhile.
// - Embedded PGlite (DATA_DIR/pglite): only the process that opened the directory may read it, and a copy of its
//   files taken from outside could catch pages half written. So the running server makes the copy: this script asks
//   it on DATA_DIR/backup.sock (a Unix socket, mode 0600, only the server's user can open it), and the server dumps
//   its data directory between two statements, outside any transaction (PGlite's dumpDataDir, after a CHECKPOINT).
//   When no server runs, this script takes the directory's lock and makes the same copy itself.
//
// The file is written under a temporary name and renamed: it is complete or absent, never half written. Mode 0600:
// it holds the accounts' password digests. Exit code 0 on success, 1 with one line saying why otherwise.
import { backupSettings, runCommand } from './backup/backup-settings.ts'
import { backUpPglite } from './backup/pglite-backup.ts'
import { backUpPostgres } from './backup/postgres-backup.ts'

await runCommand('backup', async () => {
  const settings = backupSettings('backup', process.argv.slice(2), process.env)
  return settings.databaseUrl
    ? backUpPostgres(settings.databaseUrl, settings.file)
    : backUpPglite(settings.dataDir, settings.file)
})
