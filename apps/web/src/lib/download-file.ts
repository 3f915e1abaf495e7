import { toApiError } from './api-client'
import { apiBaseUrl } from './api-url'
import { getToken } from './auth-token'

/** The name in `filename*=UTF-8''…` (exact), else in `filename="…"`, else null. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1])
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null
}

/**
 * Fetches an API file with the Bearer token and hands it to the browser: a plain link cannot carry the token, so
 * the file goes through an object URL. Fails with the API's error (ApiError) like any call.
 */
export async function downloadFile(path: string, options: { accept: string; fallbackName: string }): Promise<void> {
  const token = getToken()
  const response = await fetch(`${apiBaseUrl()}${path}`, {
    headers: { Accept: options.accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })
  if (!response.ok) throw await toApiError(response)
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filenameOf(response.headers.get('Content-Disposition')) ?? options.fallbackName
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
