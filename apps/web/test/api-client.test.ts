import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { apiRequest, type RequestOptions } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token'
import { json, mockApi } from './api-mock'

const thing = z.object({ id: z.number() })

/** The parsed body of one call (callEndpoint reads its answers through apiRequest). */
const body = async (path: string, options: RequestOptions<typeof thing>) => (await apiRequest(path, options)).data

describe('api-client', () => {
  it('sends the stored token as a Bearer header and asks for JSON', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc')
    const { requests } = mockApi({ 'GET /api/v2/thing': () => json({ id: 1 }) })
    await expect(body('/api/v2/thing', { schema: thing })).resolves.toEqual({ id: 1 })
    expect(requests[0]?.headers).toMatchObject({ authorization: 'Bearer abc', accept: 'application/json' })
    expect(requests[0]?.headers['content-type']).toBeUndefined()
  })

  it('adds a JSON content type only when there is a body', async () => {
    const { requests } = mockApi({ 'POST /api/v2/thing': () => json({ id: 2 }) })
    await body('/api/v2/thing', { method: 'POST', body: { a: 1 }, schema: thing })
    expect(requests[0]?.headers['content-type']).toBe('application/json')
    expect(requests[0]?.headers.authorization).toBeUndefined()
    expect(requests[0]?.body).toEqual({ a: 1 })
  })

  it("fails with 'Invalid API response format' when the body has the wrong shape", async () => {
    mockApi({ 'GET /api/v2/thing': () => json({ id: 'not a number' }) })
    await expect(body('/api/v2/thing', { schema: thing })).rejects.toThrow('Invalid API response format')
  })

  it('sends the request before a schema still loading has arrived, then checks the answer with it', async () => {
    const { requests } = mockApi({ 'GET /api/v2/thing': () => json({ id: 'not a number' }) })
    let arrive!: (schema: typeof thing) => void
    const loading = new Promise<typeof thing>((resolve) => (arrive = resolve))
    const answer = body('/api/v2/thing', { schema: loading })
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    arrive(thing)
    await expect(answer).rejects.toThrow('Invalid API response format')
  })

  it('reports a schema that failed to load, once the answer is in', async () => {
    mockApi({ 'GET /api/v2/thing': () => json({ id: 1 }) })
    const failed = Promise.reject(new Error('Failed to fetch dynamically imported module'))
    await expect(body('/api/v2/thing', { schema: failed as Promise<typeof thing> })).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    )
  })

  it('uses the body message of a failed call, with its status and field errors', async () => {
    mockApi({
      'POST /login.json': () =>
        json(
          { message: 'Validation failed', errors: { organization: ['No organization found'] } },
          { status: 422, statusText: 'Unprocessable Entity' },
        ),
    })
    const error = await apiRequest('/login.json', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      message: 'Validation failed',
      status: 422,
      errors: { organization: ['No organization found'] },
    })
  })

  it('falls back to the HTTP status text when the failed body has no message', async () => {
    mockApi({
      'GET /api/v2/thing': () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
    })
    await expect(body('/api/v2/thing', { schema: thing })).rejects.toMatchObject({
      message: 'Bad Gateway',
      status: 502,
    })
  })
})
