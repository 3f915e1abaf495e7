import { useSyncExternalStore } from 'react'

/** Light, dark or system, kept on the device under 'theme-preference'; system is the default. */
export const THEME_STORAGE_KEY = 'theme-preference'
export const THEME_PREFERENCES = ['light', 'system', 'dark'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
export type ResolvedTheme = 'light' | 'dark'

const DARK_QUERY = '(prefers-color-scheme: dark)'
const listeners = new Set<() => void>()

function isPreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value)
}

export function getThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY)
    return isPreference(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
  )
}

export function resolveTheme(preference: ThemePreference = getThemePreference()): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark() ? 'dark' : 'light'
  return preference
}

/** Puts the `dark` class on <html> (Tailwind's dark variant) and tells the browser which native colours to use. */
export function applyTheme(preference: ThemePreference = getThemePreference()): void {
  const resolved = resolveTheme(preference)
  const root = document.documentElement
  root.classList.toggle('dark', resolved === 'dark')
  root.style.colorScheme = resolved
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference)
  } catch {
    // storage unavailable: the choice still applies for this visit
  }
  applyTheme(preference)
  listeners.forEach((listener) => listener())
}

let watching = false

/** Follows the OS dark-mode setting live while the preference is 'system', and other tabs' choices. */
export function watchSystemTheme(): () => void {
  if (watching || typeof window.matchMedia !== 'function') return () => {}
  watching = true
  const media = window.matchMedia(DARK_QUERY)
  const onSystemChange = () => {
    if (getThemePreference() === 'system') applyTheme('system')
    listeners.forEach((listener) => listener())
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return
    applyTheme()
    listeners.forEach((listener) => listener())
  }
  media.addEventListener('change', onSystemChange)
  window.addEventListener('storage', onStorage)
  return () => {
    watching = false
    media.removeEventListener('change', onSystemChange)
    window.removeEventListener('storage', onStorage)
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The stored preference and the theme actually shown, re-rendering on any change. */
export function useTheme(): {
  preference: ThemePreference
  resolved: ResolvedTheme
  setPreference: (p: ThemePreference) => void
} {
  const preference = useSyncExternalStore(subscribe, getThemePreference, () => 'system' as const)
  const resolved = useSyncExternalStore(
    subscribe,
    () => resolveTheme(preference),
    () => 'light' as const,
  )
  return { preference, resolved, setPreference: setThemePreference }
}
