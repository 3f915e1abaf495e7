import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { backupSocketPath, dumpPglite, requestBackup } from '../../src/lib/backup-socket.ts'
import { acquireDirectoryLock, DatabaseLockedError, type DirectoryLock } from '../../src/db/pglite-lock.ts'
import { Refusal } from './backup-settings.ts'
import { expectKind, isEmptyDirectory, keepPrivate, sizeOf, writeAtomically } from './backup-files.ts'
import { restoredSummary } from './restored-summary.ts'

// The embedded database lives in DATA_DIR/pglite and only one process may open it (db/pglite-lock.ts). A running
// server makes the copy itself, on request through DATA_DIR/backup.sock; a stopped one leaves the directory free,
// and this process opens it and makes the same copy (docs/decisions/0059-backups.md).

const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite')

/** The lock db/client.ts takes, or null when a live process holds it. */
async function lockOrNull(dir: string): Promise<DirectoryLock | null> {
  try {
    return await acquireDirectoryLock(`${dir}.lock`)
  } catch (error) {
    if (error instanceof DatabaseLockedError) return null
    throw error
  }
}

/** Copies the database of DATA_DIR into `file`, from the running server when there is one. */
export async function backUpPglite(dataDir: string, file: string): Promise<string> {
  const dir = pgliteDirOf(dataDir)
  if (!existsSync(join(dir, 'PG_VERSION')))
    throw new Refusal(`no embedded database in ${dir} (check DATA_DIR; on PostgreSQL, set DATABASE_URL)`)
  const socket = backupSocketPath(dataDir)
  const fromServer = await requestBackup(socket).catch((error: Error) => {
    throw new Refusal(`the running server could not make the copy: ${error.message}`)
  })
  if (fromServer) {
    writeAtomically(file, fromServer)
    return `wrote ${file} (${sizeOf(fromServer.byteLength)}), copied by the running server`
  }
  const lock = await lockOrNull(dir)
  if (!lock)
    throw new Refusal(
      `a Courtside process holds ${dir} but does not answer on ${socket}: it is starting or stopping (try again), ` +
        'or it is older than backups (stop it, then back up)',
    )
  try {
    const pglite = new PGlite(dir)
    let bytes: Uint8Array
    try {
      await pglite.waitReady
      bytes = await dumpPglite(pglite)
    } finally {
      await pglite.close()
      keepPrivate(dir)
    }
    writeAtomically(file, bytes)
    return `wrote ${file} (${sizeOf(bytes.byteLength)}) from ${dir}; no server was running`
  } finally {
    lock.release()
  }
}

/**
 * Restores `file` into DATA_DIR/pglite with the server stopped. An existing database is refused, or with `force`
 * set aside beside it (never deleted: the administrator removes it once the restore is checked).
 */
export async function restorePglite(dataDir: string, file: string, force: boolean): Promise<string> {
  const bytes = readFileSync(file)
  expectKind(file, bytes, 'pglite')
  const dir = pgliteDirOf(dataDir)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const lock = await lockOrNull(dir)
  if (!lock) throw new Refusal(`a Courtside server is running on ${dataDir}: stop it, restore, then start it again`)
  try {
    let setAside: string | undefined
    if (!isEmptyDirectory(dir)) {
      if (!force)
        throw new Refusal(
          `${dir} already holds a database: restore into an empty DATA_DIR, or add --force to set it aside`,
        )
      setAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
      renameSync(dir, setAside)
    }
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    let summary: string
    try {
      // PGlite unpacks its own tar into the empty directory, then starts on it (replaying the WAL the copy holds).
      const pglite = new PGlite(dir, { loadDataDir: new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' }) })
      try {
        await pglite.waitReady
        summary = await restoredSummary((sql) => pglite.query(sql))
      } finally {
        await pglite.close()
      }
    } catch (error) {
      rmSync(dir, { recursive: true, force: true })
      if (setAside) renameSync(setAside, dir)
      throw error
    }
    keepPrivate(dir)
    const aside = setAside ? `; the database that was there is now ${setAside}` : ''
    return `restored ${file} into ${dir}: ${summary}${aside}`
  } finally {
    lock.release()
  }
}
