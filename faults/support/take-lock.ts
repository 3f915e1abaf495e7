// A child process of pglite-lock.fault.ts. For each round r it waits until the instant goAt + r × roundMs (goAt read
// from stdin),
// tries to take <dir>/round-<r>.lock (which the parent filled with a stale record), prints one JSON line with what
// happened; the locks it won are released after the last round.
import { join } from 'node:path'
import { acquireDirectoryLock, DatabaseLockedError } from '../../apps/api/src/db/pglite-lock.ts'

const [dir, rounds, roundMs] = [process.argv[2]!, Number(process.argv[3]), Number(process.argv[4])]
console.log(JSON.stringify({ ready: process.pid }))
// The parent sends the instant of the first round once every taker is ready.
const goAt = await new Promise<number>((resolve) =>
  process.stdin.once('data', (d) => {
    process.stdin.pause()
    resolve(Number(String(d).trim()))
  }),
)
const won: { release(): void }[] = []
for (let round = 0; round < rounds; round++) {
  const start = goAt + round * roundMs
  while (Date.now() < start) {
    // spin: every taker starts within a millisecond or so of the others
  }
  try {
    won.push(await acquireDirectoryLock(join(dir, `round-${round}.lock`)))
    console.log(JSON.stringify({ round, result: 'won', pid: process.pid }))
  } catch (error) {
    const result = error instanceof DatabaseLockedError ? 'locked' : 'error'
    console.log(JSON.stringify({ round, result, pid: process.pid, message: String(error) }))
  }
}
// Winners hold their locks until every taker is surely done (a taker the scheduler delayed must still meet a live
// holder, not a lock released meanwhile), then release them.
await new Promise((r) => setTimeout(r, Math.max(0, goAt + rounds * roundMs + 5000 - Date.now())))
for (const lock of won) lock.release()
