import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { Refusal } from './backup-settings.ts'

/** What a backup file holds, from its first bytes: a PGlite data directory (gzipped tar) or a pg_dump archive. */
export function backupKind(bytes: Uint8Array): 'pglite' | 'postgres' | 'unknown' {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'pglite'
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') === 'PGDMP') return 'postgres'
  return 'unknown'
}

/** The first bytes of `file`, enough for backupKind. */
export function headOf(file: string): Uint8Array {
  const head = new Uint8Array(8)
  const fd = openSync(file, 'r')
  try {
    return head.subarray(0, readSync(fd, head, 0, head.length, 0))
  } finally {
    closeSync(fd)
  }
}

/** Refuses a backup of the other kind (or of none), saying what to do instead. */
export function expectKind(file: string, bytes: Uint8Array, wanted: 'pglite' | 'postgres'): void {
  const kind = backupKind(bytes)
  if (kind === wanted) return
  if (kind === 'unknown')
    throw new Refusal(`${file} is not a Courtside backup (neither a PGlite .tar.gz nor a pg_dump archive)`)
  throw new Refusal(
    kind === 'postgres'
      ? `${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the database to restore it into`
      : `${file} is an embedded PGlite backup: unset DATABASE_URL and set DATA_DIR to restore it`,
  )
}

/** A temporary name beside `file`: renaming it into place is atomic, so `file` is never half written. */
export function tempBeside(file: string): string {
  const folder = dirname(file)
  if (!existsSync(folder)) throw new Refusal(`the folder ${folder} does not exist`)
  return join(folder, `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
}

/** Moves a complete temporary file into place, on disk before it has its name. */
export function moveIntoPlace(temp: string, file: string): void {
  const fd = openSync(temp, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  chmodSync(temp, 0o600)
  renameSync(temp, file)
}

/** Writes `bytes` to `file` (mode 0600) all at once: a failed backup leaves the previous one as it was. */
export function writeAtomically(file: string, bytes: Uint8Array): void {
  const temp = tempBeside(file)
  try {
    const fd = openSync(temp, 'wx', 0o600)
    try {
      writeSync(fd, bytes)
    } finally {
      closeSync(fd)
    }
    moveIntoPlace(temp, file)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}

/** True when `dir` is missing or holds nothing. */
export function isEmptyDirectory(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0
}

/**
 * Directories 0700, files 0600, as the server keeps its data directory (db/client.ts): PGlite creates its files
 * 0666 whatever the umask.
 */
export function keepPrivate(path: string): void {
  chmodSync(path, 0o700)
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) keepPrivate(join(path, entry.name))
    else if (entry.isFile()) chmodSync(join(path, entry.name), 0o600)
  }
}

/** A size people read: 4.2 MB. */
export function sizeOf(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
