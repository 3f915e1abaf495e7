import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { endpoints } from '@courtside/contracts'
import { serializerCompiler } from '../src/lib/response-serializer.ts'

type AnySchema = { _zod: { def: Record<string, unknown> } }
const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as AnySchema)._zod === 'object'

/** The kinds of node in a schema that make parsing and encoding differ: a transform, or a codec's two ways. */
function oneWayNodes(root: unknown): string[] {
  const found: string[] = []
  const seen = new Set<unknown>()
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${path}[${i}]`))
    if (!isSchema(value)) {
      if (typeof value === 'object' && value !== null && !seen.has(value)) {
        seen.add(value)
        for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`)
      }
      return
    }
    if (seen.has(value)) return
    seen.add(value)
    const def = value._zod.def
    if (def.type === 'transform' || typeof def.reverseTransform === 'function') found.push(path || '(root)')
    if (def.type === 'lazy' && typeof def.getter === 'function') visit((def.getter as () => unknown)(), path)
    for (const [key, child] of Object.entries(def)) if (key !== 'getter') visit(child, `${path}.${key}`)
  }
  visit(root, '')
  return found
}

describe('response schemas', () => {
  // The response serializer checks answers with safeParse (lib/response-serializer.ts): that equals zod's encode
  // only while no answer's schema transforms or decodes. A transform or codec added to one must fail here.
  it('no endpoint answers through a transform or a codec', () => {
    const offenders = Object.entries(endpoints).flatMap(([name, endpoint]) =>
      Object.entries(endpoint.responses).flatMap(([status, schema]) =>
        oneWayNodes(schema).map((path) => `${name} ${status}${path}`),
      ),
    )
    expect(offenders).toEqual([])
  })

  it('finds a transform or a codec planted in a schema', () => {
    expect(oneWayNodes(z.object({ a: z.string().transform((s) => s.length) }))).toHaveLength(1)
    const codec = z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    })
    expect(oneWayNodes(z.object({ at: z.array(codec) }))).toHaveLength(1)
    expect(oneWayNodes(z.object({ a: z.string(), b: z.array(z.number()).nullable() }))).toEqual([])
  })

  it('writes only the fields the schema names, and refuses an answer that does not fit it', () => {
    const serialize = serializerCompiler({
      schema: z.object({ user: z.object({ id: z.number() }) }),
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    })
    expect(serialize({ user: { id: 1, password_digest: 'secret' } })).toBe('{"user":{"id":1}}')
    expect(() => serialize({ user: { id: 'one' } })).toThrow()
  })
})
