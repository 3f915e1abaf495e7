// Instances going away while coaches record through Caddy: killed (SIGKILL, a crash) or stopped (SIGTERM, an upgrade).
// Either way every point a client was told was stored is in its match afterwards, once, in the order recorded.
import pg from 'pg'
import { createEndlessMatch, recordWithRetries } from './courtside-api.mjs'

/** The client_ids of a match's stored points, in seq order: what the database really holds. */
async function storedPoints(databaseUrl, matchId) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query('select client_id from balls where match_id = $1 order by seq', [matchId])
    return rows.map((row) => row.client_id)
  } finally {
    await client.end()
  }
}

/**
 * `clients` coaches' phones record `points` points each into a match of their own, all at once through Caddy (so
 * requests are in flight on both instances at any moment); `interrupt` runs once `interruptAfter` points in all were
 * acknowledged. Then each match must hold exactly what its client was told was stored.
 */
export async function recordThroughAnInterruption({
  baseUrl,
  ca,
  coach,
  databaseUrl,
  clients,
  points,
  interruptAfter,
  interrupt,
}) {
  const matches = []
  for (let i = 0; i < clients; i++) matches.push(await createEndlessMatch(baseUrl, coach, ca))
  let acknowledged = 0
  let interrupted = false
  const logs = await Promise.all(
    matches.map((matchId) =>
      recordWithRetries({
        baseUrl,
        coach,
        matchId,
        count: points,
        ca,
        onAcknowledged: () => {
          acknowledged++
          if (acknowledged !== interruptAfter) return
          interrupt()
          interrupted = true
        },
      }),
    ),
  )
  if (!interrupted) throw new Error(`the interruption never came (${acknowledged} points acknowledged)`)
  for (const [i, matchId] of matches.entries()) {
    const stored = await storedPoints(databaseUrl, matchId)
    const told = logs[i].acknowledged
    if (stored.length !== told.length || stored.some((id, at) => id !== told[at]))
      throw new Error(
        `match ${matchId} holds ${stored.length} points (${new Set(stored).size} distinct) where its client was ` +
          `told ${told.length} were stored, or they are in another order`,
      )
  }
  return {
    points: clients * points,
    failures: logs.reduce((sum, log) => sum + log.failures.length, 0),
    replays: logs.reduce((sum, log) => sum + log.replays, 0),
    statuses: [...new Set(logs.flatMap((log) => log.failures.map((f) => f.status)))].sort(),
  }
}

const count = (n, one, many) => `${n} ${n === 1 ? one : many}`

/** How a run went, in words: "120 points …; 3 attempts failed (502) and were sent again, 1 answered 200 …". */
export function describeRecording(result) {
  const statuses = result.statuses.map((s) => (s === 0 ? 'no answer' : s)).join(', ')
  const failed =
    result.failures === 0
      ? 'no attempt failed'
      : `${count(result.failures, 'attempt', 'attempts')} failed (${statuses}) and ${result.failures === 1 ? 'was' : 'were'} sent again`
  return (
    `${result.points} points acknowledged and stored once each, in order; ${failed}; ` +
    `${result.replays} answered 200 (stored before their first answer was lost)`
  )
}
