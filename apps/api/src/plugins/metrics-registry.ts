import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** What the open-sockets gauge counts: a signed-in coach's socket has a user, a guest's has none. */
export interface SocketSource {
  connections(): Iterable<{ userId: number | null }>
}

/** The app's metrics (docs/decisions/0058-metrics-with-prom-client.md), in a registry of its own. */
export interface AppMetrics {
  registry: Registry
  httpRequests: Counter<'method' | 'route' | 'status_code'>
  httpDuration: Histogram<'method' | 'route'>
  listenReconnects: Counter
  jobRuns: Counter<'job' | 'outcome'>
  pointsRecorded: Counter
  /** The live plugin hands over its sockets and its LISTEN connection once they exist. */
  watchLive(live: { sockets: SocketSource; listening: () => boolean }): void
  /** Whether the LISTEN connection is up; false until the live plugin has started it. */
  listening(): boolean
}

/**
 * A registry per app, never prom-client's global one: the tests build many apps in one process, and each must count
 * its own requests (a metric name registers once per registry).
 */
export function createAppMetrics(): AppMetrics {
  const registry = new Registry()
  const registers = [registry]
  let live: { sockets: SocketSource; listening: () => boolean } | undefined
  const listening = () => live?.listening() ?? false

  new Gauge({
    name: 'courtside_live_sockets',
    help: 'Open /socket connections of this instance, by kind (coach: signed in; guest: public scoreboard).',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      const open = { coach: 0, guest: 0 }
      for (const connection of live?.sockets.connections() ?? []) open[connection.userId === null ? 'guest' : 'coach']++
      this.set({ kind: 'coach' }, open.coach)
      this.set({ kind: 'guest' }, open.guest)
    },
  })
  new Gauge({
    name: 'courtside_listen_connected',
    help: '1 while the LISTEN connection that carries live updates is up, else 0.',
    registers,
    collect() {
      this.set(listening() ? 1 : 0)
    },
  })

  return {
    registry,
    httpRequests: new Counter({
      name: 'courtside_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'courtside_http_request_duration_seconds',
      help: 'Time from the request to its answer, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    listenReconnects: new Counter({
      name: 'courtside_listen_reconnects_total',
      help: 'Times the LISTEN connection was lost and opened again (live notices sent meanwhile were missed).',
      registers,
    }),
    jobRuns: new Counter({
      name: 'courtside_job_runs_total',
      help: 'Passes of the periodic jobs, by job and outcome (ok or failed).',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    pointsRecorded: new Counter({
      name: 'courtside_points_recorded_total',
      help: 'Points (balls) stored; a retry answered with the point already stored is not counted.',
      registers,
    }),
    watchLive(given) {
      live = given
    },
    listening,
  }
}

let processRegistry: Registry | undefined

/**
 * The process's own metrics (CPU, memory, event loop lag, GC), made once per process: prom-client starts an event
 * loop monitor and a GC observer for them that it never stops, so one set per app would pile up in the tests.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}
