import pg from 'pg'

/**
 * Counts the statements every node-postgres client of this process sends (the API's pool and the floors' alike: one
 * `pg` module), so a line of the bench can say how many round trips a request took. Wraps `Client.prototype.query`
 * once; the cost is one increment per statement, the same for every line.
 */
export function countStatements(): () => number {
  let count = 0
  const query = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count++
    return (query as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof query
  return () => count
}
