import { messages } from '@courtside/contracts'
import { ApiError } from './api-error'

/** Where the JWT lives on the device (local storage). */
export const TOKEN_STORAGE_KEY = 'courtside.token'

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY)
  } catch {
    return null
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
}

export function removeToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY)
  } catch {
    // storage unavailable (private mode): nothing stored, nothing to remove
  }
}

/** `Authorization: Bearer <token>` → `<token>`; null when the header is missing or empty. */
export function tokenFromAuthorizationHeader(value: string | null): string | null {
  if (!value) return null
  const token = value.replace(/^Bearer\s+/i, '').trim()
  return token || null
}

/** Login, signup and reset hand over the new JWT in the Authorization header; without it they fail. */
export function requireTokenFromHeaders(headers: Headers): string {
  const token = tokenFromAuthorizationHeader(headers.get('Authorization'))
  // With its code (ADR 0024), so the login's toast says it in the user's language.
  if (!token) throw new ApiError(messages.noJwt, 200, undefined, 'noJwt')
  return token
}
