// IndexedDB for this file (jsdom has none): the saved matches go through the real idb-keyval store and persister.
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import { DEFAULT_EMAIL_PREFERENCES, DEFAULT_MATCH_DEFAULTS } from '@courtside/contracts'
import { SIDEBAR_COOKIE_MAX_AGE, SIDEBAR_COOKIE_NAME } from '@/components/ui/sidebar'
import { outboxFor, resetOutboxes, storageKey } from '@/features/scoring/lib/outbox'
import { identifyUser, initAnalytics } from '@/lib/analytics'
import { setToken, TOKEN_STORAGE_KEY } from '@/lib/auth-token'
import { OUTBOX_STORAGE_PREFIX, rememberUser, USER_STORAGE_KEY } from '@/lib/device-data'
import {
  OFFLINE_CACHE_DATABASE,
  OFFLINE_CACHE_KEY_PREFIX,
  OFFLINE_CACHE_MAX_AGE_MS,
  OFFLINE_CACHE_STORE,
  restoreOfflineCache,
} from '@/lib/offline-cache'
import {
  LANGUAGE_STORAGE_KEY,
  UNSAVED_LANGUAGE_STORAGE_KEY,
  markUnsaved,
  rememberLanguage,
} from '@/lib/language-choice'
import { ORGANIZATION_STORAGE_KEY, setOrganizationScope } from '@/lib/organization-scope'
import { matchDetailKey } from '@/lib/query-keys'
import { applyTheme, setThemePreference, THEME_STORAGE_KEY } from '@/lib/theme'
import legalEn from '@/locales/legal.en.json'
import legalFi from '@/locales/legal.fi.json'
import legalEs from '@/locales/legal.es.json'
import legalSv from '@/locales/legal.sv.json'
import { aLicense, aUser, json, mockApi, TOKEN } from './api-mock'
import { renderApp } from './render-app'
import { aMatch as aRecorderMatch, aWaitingPoint, fakeMatchServer } from './scoring-fixtures'

// One test per promise the privacy policy (apps/web/src/locales/legal.{en,fi}.json) makes about the browser: what
// Courtside keeps on the device, and what leaves it when. Each test's name states the promise; the comment above it
// names the code that keeps it. When one fails, either the code broke the promise or the policy must say the new truth.

// The real analytics library runs here, so what it keeps in the browser is what a visitor's browser keeps. It takes
// the fetch it finds as it loads: it is given one that records where its requests go, so nothing leaves the test.
const analytics = vi.hoisted(() => ({ loads: 0, requests: [] as string[] }))
vi.mock('posthog-js', async (importOriginal) => {
  analytics.loads += 1
  const fetch = globalThis.fetch
  globalThis.fetch = async (input: RequestInfo | URL) => {
    analytics.requests.push(input instanceof Request ? input.url : String(input))
    return new Response('{}')
  }
  try {
    return await importOriginal<typeof import('posthog-js')>()
  } finally {
    globalThis.fetch = fetch
  }
})

const LOCALES = { en: legalEn, fi: legalFi, es: legalEs, sv: legalSv } as const
type Locale = keyof typeof LOCALES
const LANGUAGES = Object.keys(LOCALES) as Locale[]
/** How each language writes "N days" (Finnish: "7 päivää", "7 päivään"). */
const DAYS: Record<Locale, (n: number) => string> = {
  en: (n) => `${n} days`,
  fi: (n) => `${n} päivä`,
  es: (n) => `${n} días`,
  sv: (n) => `${n} dagar`,
}

function cookieItems(lng: Locale): string[] {
  const section = LOCALES[lng].privacy.sections.find((s) => s.id === 'cookies')
  if (!section?.items) throw new Error(`no cookies section with items in legal.${lng}.json`)
  return section.items
}

/** The policy's item naming `name` in backticks, in that language; undefined when none does. */
const itemNaming = (lng: Locale, name: string) => cookieItems(lng).find((item) => item.includes(`\`${name}\``))

/** A stored name as the policy writes it: a trailing id (a match's, a user's) is `*`. */
const asListed = (key: string) => key.replace(/\d+$/, '*')

function storageKeys(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null)
}

/** Every entry of every IndexedDB database on this (fake) device. */
async function indexedDbEntries(): Promise<{ database: string; key: string; value: string }[]> {
  const request = <T,>(r: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(r.error)
    })
  const entries: { database: string; key: string; value: string }[] = []
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue
    const db = await request(indexedDB.open(name))
    try {
      for (const store of Array.from(db.objectStoreNames)) {
        const keys = await request(db.transaction(store).objectStore(store).getAllKeys())
        const values = await request(db.transaction(store).objectStore(store).getAll())
        keys.forEach((key, i) => entries.push({ database: name, key: String(key), value: String(values[i]) }))
      }
    } finally {
      db.close()
    }
  }
  return entries
}

/** What a coach opened keeps for offline use (lib/offline-cache), written as the app writes it. */
async function keepMatchOffline(userId: number, title: string) {
  const client = new QueryClient()
  const stop = await restoreOfflineCache(client, userId)
  client.setQueryData(matchDetailKey(5), { id: 5, title })
  await expect
    .poll(async () => (await indexedDbEntries()).some((e) => e.value.includes(title)), { timeout: 5000 })
    .toBe(true)
  stop()
}

/**
 * After sign-out no saved match is left, nor any entry: the persister's throttled save scheduled before the clearing
 * writes nothing after it (offline-cache.test.ts checks that save with the persister's clock in hand).
 */
async function expectNoSavedMatches() {
  await expect.poll(indexedDbEntries, { timeout: 5000 }).toEqual([])
}

/** The names this site keeps in the browser: local and session storage, and cookies. */
function browserStorage() {
  return {
    local: storageKeys(localStorage),
    session: storageKeys(sessionStorage),
    cookies: document.cookie
      .split(';')
      .map((cookie) => cookie.split('=')[0]!.trim())
      .filter(Boolean),
  }
}

/** Anything the analytics library would have named (ph_<key>_posthog, ph_<key>_window_id, …). */
const analyticsNames = () =>
  Object.values(browserStorage())
    .flat()
    .filter((name) => /^ph_|posthog/i.test(name))

/** A signed-in coach whose points cannot reach the server (they stay waiting on the device). */
function signedIn(extra: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
  return mockApi({
    'GET /api/v2/user/me.json': () => json(aUser()),
    'GET /api/v2/user_license/current': () => json(aLicense()),
    'DELETE /logout.json': () => new Response(null, { status: 204 }),
    'POST /api/v2/matches/9/balls': () => Promise.reject(new TypeError('Failed to fetch')),
    ...extra,
  })
}

/** Signs out with the sidebar's button, nothing waiting on the device (so no question first). */
async function signOut(router: ReturnType<typeof renderApp>['router']) {
  await userEvent.setup().click(await screen.findByTestId('sign-out'))
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
}

afterEach(() => {
  resetOutboxes()
  sessionStorage.clear()
  applyTheme('light')
  vi.unstubAllEnvs()
})

describe('the two languages say the same', () => {
  // legal.en.json and legal.fi.json, rendered by app/routes/terms-page.tsx LegalDocument.
  it('both documents have the same sections, with the same ids and number of paragraphs and items, in English and Finnish', () => {
    for (const kind of ['terms', 'privacy'] as const) {
      const shape = (lng: Locale) =>
        LOCALES[lng][kind].sections.map((s) => ({
          id: s.id,
          paragraphs: s.paragraphs.length,
          items: s.items?.length ?? 0,
          closing: s.closing?.length ?? 0,
        }))
      expect(shape('fi')).toEqual(shape('en'))
      expect(LOCALES.fi[kind].intro.length).toBe(LOCALES.en[kind].intro.length)
      expect(LOCALES.fi[kind].updated).toBe(LOCALES.en[kind].updated)
    }
  })
})

describe('what Courtside stores in the browser is all listed', () => {
  // The writers: lib/auth-token setToken, lib/device-data rememberUser, features/scoring/lib/outbox-storage (through
  // the outbox), lib/theme setThemePreference, lib/organization-scope setOrganizationScope. Names come from running
  // them, so a renamed key fails here.
  it('every local-storage key the web app writes is listed in the privacy policy, in every language', () => {
    setToken(TOKEN)
    rememberUser(aUser())
    outboxFor(9).enqueueBall(aWaitingPoint(), 0)
    setThemePreference('dark')
    setOrganizationScope({ subdomain: 'club', id: 3, name: 'Club' })
    rememberLanguage('sv')
    markUnsaved(1, 'sv')
    const written = storageKeys(localStorage)
    expect(written.sort()).toEqual(
      [
        TOKEN_STORAGE_KEY,
        USER_STORAGE_KEY,
        THEME_STORAGE_KEY,
        ORGANIZATION_STORAGE_KEY,
        LANGUAGE_STORAGE_KEY,
        UNSAVED_LANGUAGE_STORAGE_KEY,
        storageKey(9),
      ].sort(),
    )
    expect(storageKey(9).startsWith(OUTBOX_STORAGE_PREFIX)).toBe(true)
    for (const lng of LANGUAGES) {
      for (const key of written) expect(itemNaming(lng, asListed(key)), `${lng}: ${key}`).toBeDefined()
    }
  })

  // components/ui/sidebar.tsx SidebarProvider writes SIDEBAR_COOKIE_NAME with max-age SIDEBAR_COOKIE_MAX_AGE.
  it('the only cookie, the sidebar state, is listed with its 7-day lifetime', () => {
    const days = SIDEBAR_COOKIE_MAX_AGE / 86_400
    expect(days).toBe(7)
    for (const lng of LANGUAGES) {
      expect(itemNaming(lng, SIDEBAR_COOKIE_NAME), lng).toContain(DAYS[lng](days))
    }
  })

  // lib/offline-cache.ts: idb-keyval store (OFFLINE_CACHE_DATABASE, OFFLINE_CACHE_STORE), one persisted client per
  // user under OFFLINE_CACHE_KEY_PREFIX + id, maxAge OFFLINE_CACHE_MAX_AGE_MS.
  it('the IndexedDB copy of opened matches is listed by database and entry name, with its 7-day limit', async () => {
    await keepMatchOffline(7, 'Saved for offline')
    const entries = await indexedDbEntries()
    expect(entries.map(({ database, key }) => [database, key])).toEqual([
      [OFFLINE_CACHE_DATABASE, `${OFFLINE_CACHE_KEY_PREFIX}7`],
    ])
    expect(OFFLINE_CACHE_STORE).toBe('queries')
    const days = OFFLINE_CACHE_MAX_AGE_MS / 86_400_000
    expect(days).toBe(7)
    for (const lng of LANGUAGES) {
      for (const { database, key } of entries) {
        const item = itemNaming(lng, asListed(key))
        expect(item, `${lng}: ${key}`).toBeDefined()
        expect(item).toContain(`\`${database}\``)
        expect(item).toContain(DAYS[lng](days))
      }
    }
  })

  // app/layouts/root-layout.tsx renders React Router's ScrollRestoration, which saves scroll positions to
  // sessionStorage when the page is hidden.
  it('every session-storage key the app writes is listed in the privacy policy', async () => {
    mockApi({})
    renderApp('/login')
    await screen.findByLabelText('Email')
    window.dispatchEvent(new Event('pagehide'))
    const written = storageKeys(sessionStorage)
    expect(written.length).toBeGreaterThan(0)
    for (const lng of LANGUAGES) {
      for (const key of written) expect(itemNaming(lng, key), `${lng}: ${key}`).toBeDefined()
    }
  })

  // Guard for the tests above: the modules that touch browser storage are exactly these. A new one fails here
  // until the privacy policy's "cookies" section lists what it stores and it is added to this list.
  it('no other module of the web app writes to the browser’s storage, cookies, IndexedDB or caches', () => {
    const sources = import.meta.glob<string>('../src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true })
    const writes =
      /\blocalStorage\.setItem\(|\bsessionStorage\b|document\.cookie\s*=(?!=)|['"]idb-keyval['"]|\bindexedDB\.open\(|\bcaches\.open\(|['"]posthog-js['"]|['"]virtual:pwa-register['"]|\bScrollRestoration\b/
    const writers = Object.entries(sources)
      .filter(([, source]) => writes.test(source))
      .map(([path]) => path.replace('../src/', ''))
      .sort()
    expect(writers).toEqual(
      [
        'app/layouts/root-layout.tsx', // react-router-scroll-positions (session storage)
        'components/ui/sidebar.tsx', // sidebar_state (cookie)
        'features/scoring/lib/outbox-storage.ts', // courtside.outbox.* (local storage)
        'lib/analytics.ts', // loads posthog-js, set to keep nothing in the browser (see 'usage analytics' below)
        'lib/auth-token.ts', // courtside.token
        'lib/device-data.ts', // courtside.user
        'lib/language-choice.ts', // courtside.language
        'lib/offline-cache.ts', // IndexedDB courtside / courtside.queries.*
        'lib/organization-scope.ts', // courtside.organization
        'lib/parked-queues.ts', // courtside.outbox.* set aside for the account that recorded them
        'lib/register-service-worker.ts', // the service worker's cache of the app's files (workbox-precache-*)
        'lib/theme.ts', // theme-preference
      ].sort(),
    )
  })

  // vite.config.ts VitePWA: Workbox precaches the built files (globPatterns) and has no runtimeCaching, so no API
  // answer (no personal data) lands in the service worker's cache.
  it('the service worker caches only the app’s own files', () => {
    const [config] = Object.values(
      import.meta.glob<string>('../vite.config.ts', { query: '?raw', import: 'default', eager: true }),
    )
    expect(config).toContain('globPatterns')
    expect(config).not.toMatch(/runtimeCaching/)
    for (const lng of LANGUAGES) expect(itemNaming(lng, 'workbox-precache-*'), lng).toBeDefined()
  })
})

describe('what leaves the device, and when', () => {
  // lib/auth-session.tsx endSession → lib/auth-token removeToken, from features/auth/api/use-logout.
  it('the session token is removed when you sign out', async () => {
    const { requests } = signedIn()
    const { router } = renderApp('/dashboard')
    expect(await screen.findByTestId('sign-out')).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN)
    await signOut(router)
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/logout.json')).toBe(true)
  })

  // endSession → lib/device-data clearDeviceData: the remembered user, every courtside.outbox.* queue and
  // lib/offline-cache clearOfflineCache (which also drops the persister's pending save). app/layouts/app-sidebar.tsx
  // SignOutButton asks first when points wait.
  it('signing out removes the remembered account, unsent points (after asking) and the saved matches', async () => {
    await keepMatchOffline(1, 'Saved before sign-out')
    signedIn()
    outboxFor(9).enqueueBall(aWaitingPoint(), 0)
    const { router } = renderApp('/dashboard')
    const user = userEvent.setup()
    await user.click(await screen.findByTestId('sign-out'))
    const dialog = await screen.findByTestId('sign-out-waiting')
    expect(localStorage.getItem(storageKey(9))).not.toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Sign out and lose them' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem(storageKey(9))).toBeNull()
    expect(storageKeys(localStorage).filter((k) => k.startsWith(OUTBOX_STORAGE_PREFIX))).toEqual([])
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
    await expectNoSavedMatches()
  })

  // Nothing in endSession touches lib/theme, lib/organization-scope or the sidebar cookie.
  it('signing out keeps the theme, the organization and the sidebar choice', async () => {
    signedIn()
    setThemePreference('dark')
    setOrganizationScope({ subdomain: 'club', id: 3, name: 'Club' })
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`
    const { router } = renderApp('/dashboard')
    await signOut(router)
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(localStorage.getItem(ORGANIZATION_STORAGE_KEY)).toContain('club')
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`)
  })

  // features/settings/api/use-delete-account onSuccess → endSession, as signing out.
  it('deleting your account on this device removes the session token, remembered account, unsent points and saved matches', async () => {
    await keepMatchOffline(1, 'Saved before deletion')
    signedIn({
      'GET /api/v2/user/settings': () =>
        json({ settings: { match_defaults: DEFAULT_MATCH_DEFAULTS, email_preferences: DEFAULT_EMAIL_PREFERENCES } }),
      'DELETE /api/v2/user/me': () => new Response(null, { status: 204 }),
    })
    outboxFor(9).enqueueBall(aWaitingPoint(), 0)
    const { router } = renderApp('/settings')
    const user = userEvent.setup()
    await user.click(await screen.findByTestId('delete-account'))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    await user.type(within(dialog).getByTestId('delete-confirm-email'), aUser().email)
    await user.type(within(dialog).getByTestId('delete-confirm-password'), 'secret123')
    await user.click(within(dialog).getByTestId('delete-confirm'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(storageKey(9))).toBeNull()
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
    await expectNoSavedMatches()
  })

  // lib/auth-session.tsx SessionProvider: a stored token the server answers 401 for ends the session without the
  // question (forgetSession('keep'): removeToken, lib/device-data clearSessionData, resetAnalytics). The queues of
  // unsent points stay in storage, set aside for the account that recorded them (lib/parked-queues); they come back
  // when it signs in again and app/live/outbox-sync sends them (login form → startSession → the signed-in layout),
  // each with the client_id it was recorded with.
  it('when the app starts and finds that the session no longer works, it removes the token, remembered account and saved matches, and keeps unsent points until they are sent after signing in again', async () => {
    await keepMatchOffline(1, 'Saved before the session ended')
    rememberUser(aUser())
    const point = aWaitingPoint()
    const queue = outboxFor(9)
    queue.enqueueBall(point, 0)
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    const server = fakeMatchServer(aRecorderMatch({ id: 9 }))
    const newToken = 'new.session.token'
    const { requests } = mockApi({
      // The week-old token is refused; the one the sign-in gives is not.
      'GET /api/v2/user/me.json': (request) =>
        request.headers.authorization === `Bearer ${newToken}`
          ? json(aUser())
          : json({ message: 'Token expired' }, { status: 401 }),
      'GET /api/v2/user_license/current': () => json(aLicense()),
      'POST /login.json': () =>
        json(
          { user: { email: aUser().email, name: 'Iida Koski' } },
          { headers: { Authorization: `Bearer ${newToken}` } },
        ),
      ...server.handlers,
    })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
    await expectNoSavedMatches()
    expect(localStorage.getItem(storageKey(9))).toBeNull()
    expect(JSON.parse(localStorage.getItem(`${storageKey(9)}.u${aUser().id}`) ?? 'null')?.ops).toHaveLength(1)
    expect(outboxFor(9)).not.toBe(queue)
    expect(requests.some((r) => r.path === '/api/v2/matches/9/balls')).toBe(false)

    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), aUser().email)
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(server.ids).toEqual([point.client_id]))
    const sent = requests.filter((r) => r.method === 'POST' && r.path === '/api/v2/matches/9/balls')
    expect(sent.map((r) => (r.body as { ball: { client_id: string } }).ball.client_id)).toEqual([point.client_id])
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${newToken}`)
    await waitFor(() => expect(localStorage.getItem(storageKey(9))).toBeNull())
  })

  // The same check failing for want of a network is not a verdict on the session (ADR 0038): all of it stays.
  it('when the app starts without a connection, the remembered account, unsent points and saved matches stay', async () => {
    await keepMatchOffline(1, 'Saved for a match offline')
    rememberUser(aUser())
    outboxFor(9).enqueueBall(aWaitingPoint(), 0)
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
    mockApi({ 'GET /api/v2/user/me.json': () => Promise.reject(new TypeError('Failed to fetch')) })
    renderApp('/dashboard')
    expect(await screen.findByTestId('sign-out')).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN)
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull()
    expect(localStorage.getItem(storageKey(9))).not.toBeNull()
    expect((await indexedDbEntries()).some((e) => e.value.includes('Saved for a match offline'))).toBe(true)
  })
})

// Last in the file: once a key has loaded the library, lib/analytics keeps the client for the page's life.
describe('usage analytics', () => {
  // lib/analytics.ts loadClient: no VITE_POSTHOG_KEY, no import('posthog-js'), nothing sent.
  it('when analytics is off, nothing is loaded or sent', async () => {
    vi.stubEnv('VITE_POSTHOG_KEY', '')
    initAnalytics()
    identifyUser({ id: 7, email: 'iida@example.com', coach_viewer: false })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(analytics.loads).toBe(0)
    expect(analytics.requests).toEqual([])
  })

  // lib/analytics.ts: persistence 'memory' (no cookie, no local or session storage); api_host is this origin's
  // /ingest (apps/api ingest-routes forwards to PostHog EU); identify sends the user id with the email and the
  // account type only. The real library runs: its first page view and the identify are queued and sent on pagehide.
  it('events go through Courtside’s own /ingest and are linked to your user ID, email and account type, and analytics stores nothing in the browser', async () => {
    vi.stubEnv('VITE_POSTHOG_KEY', 'phc_test_key')
    const { default: posthog } = await import('posthog-js')
    const identify = vi.spyOn(posthog, 'identify')
    initAnalytics()
    identifyUser({ id: 7, email: 'iida@example.com', coach_viewer: true })
    await waitFor(() => expect(identify).toHaveBeenCalledTimes(1))
    expect(identify).toHaveBeenCalledWith('7', { email: 'iida@example.com', coach_viewer: true })
    expect(posthog.get_distinct_id()).toBe('7')
    window.dispatchEvent(new Event('pagehide'))
    await waitFor(() => expect(analytics.requests.length).toBeGreaterThan(0))
    for (const url of analytics.requests) expect(url.startsWith(`${window.location.origin}/ingest/`), url).toBe(true)
    expect(browserStorage()).toEqual({ local: [], session: [], cookies: [] })
    for (const lng of LANGUAGES) {
      expect(
        cookieItems(lng).filter((item) => /posthog|ph_/i.test(item)),
        lng,
      ).toEqual([])
    }
  })

  // endSession → lib/analytics resetAnalytics → posthog.reset(true): a new random identifier and device ID.
  it('signing out gives the page a new analytics identifier, and still nothing is stored', async () => {
    vi.stubEnv('VITE_POSTHOG_KEY', 'phc_test_key')
    const { default: posthog } = await import('posthog-js')
    signedIn()
    const { router } = renderApp('/dashboard')
    await screen.findByTestId('sign-out')
    await waitFor(() => expect(posthog.get_distinct_id()).toBe(String(aUser().id)))
    const deviceId = posthog.get_property('$device_id') as string
    await signOut(router)
    await waitFor(() => expect(posthog.get_distinct_id()).not.toBe(String(aUser().id)))
    expect(posthog.get_property('$device_id')).not.toBe(deviceId)
    expect(analyticsNames()).toEqual([])
  })
})
