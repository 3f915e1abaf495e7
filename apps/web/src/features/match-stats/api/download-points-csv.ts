import { ApiError } from '@/lib/api-error'
import { apiBaseUrl } from '@/lib/api-url'
import { getToken } from '@/lib/auth-token'

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
 * GET /api/v2/matches/:id/balls.csv and hands the file to the browser. A plain link cannot carry the Bearer token,
 * so the file is fetched and saved through an object URL.
 */
export async function downloadPointsCsv(matchId: number, fallbackName: string): Promise<void> {
  const token = getToken()
  const response = await fetch(`${apiBaseUrl()}/api/v2/matches/${matchId}/balls.csv`, {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null
    throw new ApiError(typeof body?.message === 'string' ? body.message : response.statusText, response.status)
  }
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filenameOf(response.headers.get('Content-Disposition')) ?? fallbackName
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
