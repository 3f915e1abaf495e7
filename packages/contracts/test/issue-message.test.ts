import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { z } from 'zod/mini'
import { createMatchSchema, fieldErrors, messages, registerSchema } from '../src/index.ts'

/** The field errors of a value: no error map passed, the contracts set theirs when they were loaded. */
function errorsOf(schema: z.core.$ZodType, value: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, value)
  if (result.success) throw new Error('expected a refusal')
  return fieldErrors(result.error)
}

const field = z.strictObject({
  count: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(9))),
  ratio: z.optional(z.number()),
  on: z.optional(z.boolean()),
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(5))),
  code: z.optional(z.string().check(z.length(2))),
  tags: z.optional(z.array(z.string()).check(z.minLength(2), z.maxLength(3))),
  pair: z.optional(z.array(z.number()).check(z.length(2))),
  kind: z.optional(z.enum(['slow', 'fast'])),
  day: z.optional(z.iso.date()),
  at: z.optional(z.iso.datetime()),
  mail: z.optional(z.email()),
  shape: z.optional(
    z.discriminatedUnion('style', [
      z.object({ style: z.literal('flat') }),
      z.object({ style: z.literal('round'), size: z.number() }),
    ]),
  ),
  inner: z.optional(z.object({ a: z.number() })),
  required: z.optional(z.object({ must: z.string() })),
})

describe('issueMessage: a value that does not fit its schema gets a text of messages, by kind', () => {
  it.each([
    [{ count: 'three' }, 'count', messages.notANumber],
    [{ count: 2.5 }, 'count', messages.notAWholeNumber],
    [{ count: 10 }, 'count', messages.numberTooLarge],
    [{ count: 0 }, 'count', messages.numberTooSmall],
    [{ ratio: null }, 'ratio', messages.notANumber],
    [{ on: 'yes' }, 'on', messages.notTrueOrFalse],
    [{ name: 7 }, 'name', messages.notText],
    [{ name: '' }, 'name', messages.fieldRequired],
    [{ name: 'abcdef' }, 'name', messages.textTooLong],
    [{ code: 'abc' }, 'code', messages.textWrongLength],
    [{ tags: 5 }, 'tags', messages.notAList],
    [{ tags: ['a'] }, 'tags', messages.listTooShort],
    [{ tags: ['a', 'b', 'c', 'd'] }, 'tags', messages.listTooLong],
    [{ pair: [1] }, 'pair', messages.listWrongLength],
    [{ kind: 'medium' }, 'kind', messages.notAnOption],
    [{ day: '2024-02-30' }, 'day', messages.invalidDate],
    [{ at: 'yesterday' }, 'at', messages.invalidDateTime],
    [{ mail: 'nobody' }, 'mail', messages.invalidEmail],
    [{ shape: { style: 'stripes' } }, 'shape.style', messages.notAnOption],
    [{ inner: [] }, 'inner', messages.notAnObject],
    [{ required: {} }, 'required.must', messages.fieldRequired],
  ])('%j → %s: %s', (value, path, text) => {
    expect(errorsOf(field, value)).toEqual({ [path]: [text] })
  })

  it('names each unknown field on its own path', () => {
    expect(errorsOf(field, { inner: { a: 1 }, color: 'red', size: 3 })).toEqual({
      color: [messages.unknownField],
      size: [messages.unknownField],
    })
  })

  it("names unknown fields called like an object's own properties, as any other field", () => {
    const value = JSON.parse('{"toString":1,"valueOf":2,"constructor":3,"hasOwnProperty":4,"__proto__":5}')
    const errors = errorsOf(field, value)
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'])
    for (const key of Object.keys(errors)) expect(errors[key]).toEqual([messages.unknownField])
    expect(JSON.parse(JSON.stringify(errors))).toEqual(errors)
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 12 }), fc.anything(), { minKeys: 1 }), (extra) => {
        const unknown = Object.keys(extra).filter((key) => !Object.hasOwn(field.def.shape, key))
        fc.pre(unknown.length > 0)
        const found = errorsOf(field, extra)
        for (const key of unknown) expect(found[key]).toEqual([messages.unknownField])
      }),
      { numRuns: 500 },
    )
  })

  it("keeps the schema's own texts", () => {
    const errors = errorsOf(registerSchema, { first_name: '', last_name: 'Koski', email: 'x', password: '1' })
    expect(errors.first_name).toEqual([messages.firstNameRequired])
    expect(errors.email).toEqual([messages.invalidEmail])
    expect(errors.password).toEqual([messages.passwordTooShort])
  })

  it('answers any value with texts of messages only, for the largest request schema', () => {
    const texts = new Set<string>(Object.values(messages))
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = z.safeParse(createMatchSchema, { title: 'x', rules: value, pairs: value })
        for (const list of Object.values(result.success ? {} : fieldErrors(result.error)))
          for (const text of list) expect(texts.has(text), text).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})
