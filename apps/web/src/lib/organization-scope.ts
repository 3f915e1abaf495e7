import { useSyncExternalStore } from 'react'

/** An organization given at login scopes the app on this device until a login without one. */
export const ORGANIZATION_STORAGE_KEY = 'courtside.organization'

export interface OrganizationScope {
  subdomain: string
  /** The organization's id once known (login answers it; the switcher fills it in): lists filter by it. */
  id?: number | undefined
  /** Display name when known; the subdomain stands in for it otherwise. */
  name?: string | undefined
}

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedValue: OrganizationScope | null = null

export function getOrganizationScope(): OrganizationScope | null {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(ORGANIZATION_STORAGE_KEY)
  } catch {
    return null
  }
  // Same string → same object, so useSyncExternalStore sees a stable snapshot.
  if (raw === cachedRaw) return cachedValue
  cachedRaw = raw
  cachedValue = parse(raw)
  return cachedValue
}

function parse(raw: string | null): OrganizationScope | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<OrganizationScope>
    if (typeof value.subdomain === 'string' && value.subdomain) {
      return {
        subdomain: value.subdomain,
        name: typeof value.name === 'string' && value.name ? value.name : undefined,
        id: typeof value.id === 'number' && Number.isInteger(value.id) && value.id > 0 ? value.id : undefined,
      }
    }
  } catch {
    // an older plain-string value: treat it as the subdomain
    return { subdomain: raw }
  }
  return null
}

export function setOrganizationScope(scope: OrganizationScope | null): void {
  try {
    if (scope) localStorage.setItem(ORGANIZATION_STORAGE_KEY, JSON.stringify(scope))
    else localStorage.removeItem(ORGANIZATION_STORAGE_KEY)
  } catch {
    // storage unavailable: nothing remembered
  }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOrganizationScope(): OrganizationScope | null {
  return useSyncExternalStore(subscribe, getOrganizationScope, () => null)
}
