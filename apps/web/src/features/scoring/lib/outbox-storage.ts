import { OUTBOX_STORAGE_PREFIX, outboxStorageKeys } from '@/lib/device-data'
import type { OutboxConflict, OutboxOp } from './outbox-types'

/** One match's queue as kept in localStorage, so it outlives a reload. */
export interface StoredOutbox {
  ops: OutboxOp[]
  conflicts: OutboxConflict[]
  lastSyncAt: number | null
  seen: [number, unknown][]
}

export function storageKey(matchId: number): string {
  return `${OUTBOX_STORAGE_PREFIX}${matchId}`
}

/** The matches with something stored on this device (a queue or conflicts), e.g. to drain them at start. */
export function storedOutboxMatchIds(): number[] {
  const ids: number[] = []
  try {
    // Queues set aside for another account (`….u<user>`) are no number: skipped.
    for (const key of outboxStorageKeys()) {
      const id = Number(key.slice(OUTBOX_STORAGE_PREFIX.length))
      if (Number.isSafeInteger(id) && id > 0) ids.push(id)
    }
  } catch {
    // storage unavailable: nothing stored
  }
  return ids
}

const isOp = (op: unknown): op is OutboxOp =>
  typeof op === 'object' &&
  op !== null &&
  typeof (op as OutboxOp).id === 'string' &&
  ['ball', 'undo', 'server'].includes((op as OutboxOp).kind)

export function readStoredOutbox(matchId: number): StoredOutbox {
  const empty: StoredOutbox = { ops: [], conflicts: [], lastSyncAt: null, seen: [] }
  try {
    const raw = localStorage.getItem(storageKey(matchId))
    if (!raw) return empty
    const parsed: unknown = JSON.parse(raw)
    // Before ADR 0038 the record was the list of operations alone; an undo then had no target.
    if (Array.isArray(parsed)) {
      const ops = parsed.filter(isOp).map((op) => (op.kind === 'undo' ? { ...op, target: op.target ?? null } : op))
      return { ...empty, ops }
    }
    if (typeof parsed !== 'object' || parsed === null) return empty
    const record = parsed as Partial<StoredOutbox>
    return {
      ops: Array.isArray(record.ops) ? record.ops.filter(isOp) : [],
      conflicts: Array.isArray(record.conflicts) ? record.conflicts.filter((c) => isOp(c?.op)) : [],
      lastSyncAt: typeof record.lastSyncAt === 'number' ? record.lastSyncAt : null,
      seen: Array.isArray(record.seen) ? record.seen.filter((e) => Array.isArray(e) && typeof e[0] === 'number') : [],
    }
  } catch {
    return empty
  }
}

/**
 * Writes one match's record, or removes it when nothing is left. `seenJson` is `seen` already serialised (it changes a
 * few times per point, not at every tap's write of the queue), spliced in as is.
 */
export function writeStoredOutbox(matchId: number, record: Omit<StoredOutbox, 'seen'>, seenJson: string): void {
  try {
    if (record.ops.length === 0 && record.conflicts.length === 0) localStorage.removeItem(storageKey(matchId))
    else {
      const json = JSON.stringify(record)
      localStorage.setItem(storageKey(matchId), `${json.slice(0, -1)},"seen":${seenJson}}`)
    }
  } catch {
    // storage full or unavailable: the queue still lives in memory
  }
}
