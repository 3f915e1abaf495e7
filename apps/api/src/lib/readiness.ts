/** What GET /readyz checks; each name is what its 503 lists when that check fails. */
export type ReadinessCheck = 'database' | 'migrations' | 'listen'

export interface ReadinessProbes {
  /** The database answers a query. */
  database(): Promise<boolean>
  /** The newest migration of this build is recorded; asked only once the database has answered. */
  migrations(): Promise<boolean>
  /** The LISTEN connection that carries live updates is up. */
  listen(): boolean
}

/** How long /readyz waits for the database in all: a probe must answer even while PostgreSQL does not. */
export const READINESS_TIMEOUT_MS = 2000

/**
 * The checks that fail, in a stable order; none = ready. One deadline for all of them: a database that does not
 * answer (a frozen server, a dropped route) fails its check when the time is up, and the answer leaves then. A
 * migration check is not asked of a database that did not answer: the database is what fails.
 */
export async function failingReadinessChecks(
  probes: ReadinessProbes,
  timeoutMs: number = READINESS_TIMEOUT_MS,
): Promise<ReadinessCheck[]> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const within = (probe: () => Promise<boolean>) =>
    Promise.race([
      Promise.resolve()
        .then(probe)
        .catch(() => false),
      deadline,
    ])
  try {
    const failing: ReadinessCheck[] = []
    if (!(await within(probes.database))) failing.push('database')
    else if (!(await within(probes.migrations))) failing.push('migrations')
    if (!probes.listen()) failing.push('listen')
    return failing
  } finally {
    clearTimeout(timer)
  }
}
