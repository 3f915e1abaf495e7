/**
 * Paths the API server answers itself, never the web app: the API, the session calls, the live socket, health and
 * readiness, metrics, the analytics proxy and the local test checkout page. The SPA fallback skips them on the
 * server, and the service worker never answers a navigation to them from its cache (ADR 0038).
 */
export const SERVER_PATH_PREFIXES = [
  '/api',
  '/login.json',
  '/logout.json',
  '/socket',
  '/healthz',
  '/readyz',
  '/metrics',
  '/ingest',
  '/billing',
] as const
