import { createHash, randomBytes } from 'node:crypto'
import { linkSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'

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

/**
 * A lock record is one line, `pid starttime boot_id nonce`: the pid first, so that older versions (which read a bare
 * pid) still see who holds it. starttime (field 22 of /proc/<pid>/stat) and the boot id tell a live holder from an
 * unrelated process that reuses its pid (in a container the server is pid 1 at every start); `-` where the platform
 * has no /proc. The random nonce makes every record distinct, so "the record I judged stale" is never confused
 * with a newer one.
 */
interface LockRecord {
  pid: number
  start: string | null
  boot: string | null
}

/** Texts of the locks this process holds: a record naming our own pid that is not among them is stale. */
const held = new Set<string>()

/** Clock ticks per second of /proc's starttime (USER_HZ: 100 on every Linux architecture Node runs on). */
const USER_HZ = 100

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

/** starttime of `pid` in clock ticks since boot, or null without /proc (or when the process is gone). */
function processStart(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`)
  if (!stat) return null
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return fields[19] ?? null // field 22 overall
}

function bootId(): string | null {
  return readOrNull('/proc/sys/kernel/random/boot_id')?.trim() || null
}

function parseRecord(text: string): LockRecord | null {
  const [pid, start, boot] = text.trim().split(/\s+/)
  const n = Number(pid)
  if (!Number.isInteger(n) || n <= 0) return null
  const known = (value: string | undefined) => (value && value !== '-' ? value : null)
  return { pid: n, start: known(start), boot: known(boot) }
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** When a process started, in ms since the epoch, from /proc (null without it). */
function processStartedAtMs(pid: number): number | null {
  const start = processStart(pid)
  const btime = readOrNull('/proc/stat')?.match(/^btime (\d+)$/m)?.[1]
  if (start === null || !btime) return null
  return Number(btime) * 1000 + (Number(start) * 1000) / USER_HZ
}

/** Whether the process that wrote this lock text still runs. */
function holderIsLive(text: string, path: string): boolean {
  const record = parseRecord(text)
  if (!record) return false // empty or garbled: written by nobody we could wait for
  if (record.pid === process.pid) return held.has(text)
  if (!pidExists(record.pid)) return false
  if (record.start !== null) {
    const current = processStart(record.pid)
    if (current !== null && current !== record.start) return false // the pid now belongs to another process
    const boot = bootId()
    if (record.boot !== null && boot !== null && record.boot !== boot) return false // written before a reboot
    return true
  }
  // A bare pid (written by an older version): a process that started after the lock was written cannot hold it.
  const startedAt = processStartedAtMs(record.pid)
  if (startedAt === null) return true
  let writtenAt: number
  try {
    writtenAt = statSync(path).mtimeMs
  } catch {
    return false
  }
  return startedAt <= writtenAt + 1000
}

/** Creates `path` holding `text` only if it does not exist, complete from its first instant (link of a full file). */
function createExclusive(path: string, text: string): boolean {
  const temp = `${path}.${randomBytes(8).toString('hex')}.tmp`
  writeFileSync(temp, text, { mode: 0o600 })
  try {
    linkSync(temp, path)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    unlinkSync(temp)
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Removes `path` if it still holds `staleText`. Two processes may judge the same record stale at once; only the one
 * that creates the claim file `path.<hash of staleText>.takeover` first may remove it, so neither can remove a lock
 * the other has meanwhile taken. A claim left by a claimant that died is itself stale and removed the same way.
 */
async function removeStale(path: string, staleText: string, mine: string, depth = 0): Promise<void> {
  if (depth > 4) throw new Error(`Could not clear the stale database lock ${path}`)
  const claim = `${path}.${createHash('sha256').update(staleText).digest('hex').slice(0, 16)}.takeover`
  const deadline = Date.now() + 5000
  for (;;) {
    if (createExclusive(claim, mine)) {
      held.add(mine)
      try {
        // Under the claim nobody else may remove this record, so "still the same, then unlink" cannot race.
        if (readOrNull(path) === staleText) unlinkSync(path)
      } finally {
        held.delete(mine)
        unlinkSync(claim)
      }
      return
    }
    const claimText = readOrNull(claim)
    if (claimText === null) continue // its claimant just finished
    if (!holderIsLive(claimText, claim)) {
      await removeStale(claim, claimText, mine, depth + 1)
      continue
    }
    if (readOrNull(path) !== staleText) return // the live claimant is done with it
    if (Date.now() > deadline) throw new Error(`Could not clear the stale database lock ${path}`)
    await sleep(5)
  }
}

/**
 * Takes the lock file of a PGlite directory (PGlite corrupts a directory two processes open). The file appears
 * atomically with its full record; a record whose process is gone, or whose pid now belongs to another process, is
 * taken over; when several processes take over one stale lock at once, exactly one wins.
 */
export async function acquireDirectoryLock(lockPath: string): Promise<DirectoryLock> {
  const start = processStart(process.pid) ?? '-'
  const mine = `${process.pid} ${start} ${bootId() ?? '-'} ${randomBytes(12).toString('hex')}\n`
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(lockPath, mine)) {
      held.add(mine)
      return {
        release() {
          held.delete(mine)
          // Only our own record: after a takeover of a lock judged stale the file is someone else's.
          if (readOrNull(lockPath) === mine) unlinkSync(lockPath)
        },
      }
    }
    const current = readOrNull(lockPath)
    if (current === null) continue // released between our attempt and our read
    if (holderIsLive(current, lockPath)) throw new DatabaseLockedError(lockPath, parseRecord(current)!.pid)
    await removeStale(lockPath, current, mine)
  }
  throw new Error(`Could not take the database lock ${lockPath}`)
}
