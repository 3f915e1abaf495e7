import type { PostHog } from 'posthog-js'
import { redactAnalyticsEvent } from './redact-analytics-event'

/** What analytics learns about a user: the id, the email and the account type. */
export interface AnalyticsUser {
  id: number
  email: string
  coach_viewer: boolean
}

let client: Promise<PostHog | null> | null = null

// posthog-js is large: it is fetched with import() only when a key is configured, never on the first screen.
function loadClient(): Promise<PostHog | null> {
  const key = import.meta.env.VITE_POSTHOG_KEY
  if (!key) return Promise.resolve(null)
  client ??= import('posthog-js')
    .then(({ default: posthog }) => {
      posthog.init(key, {
        api_host: `${window.location.origin}/ingest`,
        ui_host: 'https://eu.posthog.com',
        person_profiles: 'identified_only',
        // Every event's URLs lose their tokens (a share link's path, a reset link's parameter) before they leave.
        before_send: redactAnalyticsEvent,
        // These requests pass by before_send, so they are off (ADR 0052): the flags request carries the first page's
        // address (a guest's first page is a share link) and a recording carries the screen (the share dialog's link).
        // The app uses neither feature flags nor recordings, surveys, product tours nor chat (the last three would
        // also keep what they showed in the browser's storage).
        advanced_disable_flags: true,
        disable_session_recording: true,
        disable_surveys: true,
        disable_product_tours: true,
        disable_conversations: true,
        // Nothing on the device (no cookie, no local or session storage), so no consent is asked first: the random
        // identifier lives in this page's memory, a new one at every load. Signing in, or the stored token's check at
        // start, identifies the user again. reuseAnonymousId: identify merges no per-load random ID into the person,
        // who would otherwise gather one per page load up to PostHog's limit of IDs per person.
        persistence: 'memory',
        reuseAnonymousId: true,
      })
      return posthog
    })
    .catch(() => null)
  return client
}

export function initAnalytics(): void {
  void loadClient()
}

export function identifyUser(user: AnalyticsUser): void {
  void loadClient().then((posthog) =>
    posthog?.identify(String(user.id), { email: user.email, coach_viewer: user.coach_viewer }),
  )
}

/** Signing out: a new random identifier and device ID, so later events are not linked to the account. */
export function resetAnalytics(): void {
  void loadClient().then((posthog) => posthog?.reset(true))
}
