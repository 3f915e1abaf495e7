import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'

export class DatabaseLockedError extends Error {
  constructor(lockPath: string, pid: number) {
    super(
      `The embedded database is already in use by another Courtside process (pid ${pid}, lock file ${lockPath}). ` +
        'Stop that process, or point DATA_DIR at another directory. If no such process runs, delete the lock file.',
    )
    this.name = 'DatabaseLockedError'
  }
}

export interface DirectoryLock {
  release(): void
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes an exclusive lock file holding our pid: PGlite corrupts its directory when two processes open it.
 * A lock left by a dead process is taken over.
 */
export function acquireDirectoryLock(lockPath: string): DirectoryLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600)
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return {
        release() {
          try {
            if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath)
          } catch {
            // Already gone: nothing to release.
          }
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let pid = Number.NaN
      try {
        pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10)
      } catch {
        continue // removed between our open and read: try again
      }
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DatabaseLockedError(lockPath, pid)
      try {
        unlinkSync(lockPath) // stale: its process is gone
      } catch {
        // another process took it over first; the next attempt tells
      }
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}`)
}
