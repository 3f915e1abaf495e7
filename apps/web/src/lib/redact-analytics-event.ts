import { redactSecrets } from '@courtside/contracts'

type Json = unknown

function redact(value: Json, depth: number): Json {
  if (typeof value === 'string') return redactSecrets(value)
  if (depth > 4 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redact(item, depth + 1)]))
}

/**
 * PostHog's `before_send`: the page URL, referrer and any property that holds a URL (`$current_url`, `$pathname`,
 * `$referrer`, the `$initial_*` and `$session_entry_*` ones, an autocaptured link's `href`…) lose their secrets before
 * the event leaves the browser: a reset link's token, and the token in a share link's path (ADR 0052). What counts
 * as a secret is `redactSecrets`' one list, shared with the API's logs.
 */
export function redactAnalyticsEvent<T extends { properties?: Json; $set?: Json; $set_once?: Json } | null>(
  event: T,
): T {
  if (!event) return event
  return {
    ...event,
    properties: redact(event.properties, 0),
    ...(event.$set !== undefined ? { $set: redact(event.$set, 0) } : {}),
    ...(event.$set_once !== undefined ? { $set_once: redact(event.$set_once, 0) } : {}),
  }
}
