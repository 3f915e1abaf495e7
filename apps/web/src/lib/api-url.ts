/** API host: `VITE_API_URL`, or this page's own origin when unset. No trailing slash. */
export function apiBaseUrl(): string {
  return (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '')
}

/** The live socket lives on the API host at /socket, ws:// or wss:// following the page. */
export function socketUrl(
  token: string | null,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const base = apiBaseUrl()
  const origin = base ? new URL(base) : new URL(`${location.protocol}//${location.host}`)
  const protocol = origin.protocol === 'https:' ? 'wss:' : 'ws:'
  const query = token ? `?token=${encodeURIComponent(token)}` : ''
  return `${protocol}//${origin.host}/socket${query}`
}
