import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '@courtside/contracts'

// Every language has exactly the texts English has (docs/decisions/0070-chosen-language.md): the same keys (plural
// forms by the language's own rules), no empty text, the same {{values}} in each. Files are found in the folder, so
// a new language is checked without touching this test.

const FOLDER = join(import.meta.dirname, '..', 'src', 'locales')
const PLURAL = /_(zero|one|two|few|many|other)$/
type Texts = Record<string, unknown>

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[prefix, value]]
  return Object.entries(value as Texts).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key))
}
const read = (file: string) => JSON.parse(readFileSync(join(FOLDER, file), 'utf8')) as Texts
const variables = (text: unknown) =>
  [...JSON.stringify(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort()

/** Keys with their plural suffix taken off, and for each plural key the suffixes it has. */
function shape(texts: Texts) {
  const plain = new Map<string, unknown>()
  const plurals = new Map<string, Set<string>>()
  for (const [key, value] of leaves(texts)) {
    const match = PLURAL.exec(key)
    const base = match ? key.slice(0, match.index) : key
    if (match) plurals.set(base, (plurals.get(base) ?? new Set()).add(match[1]!))
    plain.set(base, [...((plain.get(base) as unknown[]) ?? []), value])
  }
  return { plain, plurals }
}

const files = readdirSync(FOLDER).filter((f) => f.endsWith('.json'))
const kinds = [
  { reference: 'en.json', of: (lang: string) => `${lang}.json` },
  { reference: 'legal.en.json', of: (lang: string) => `legal.${lang}.json` },
]

describe('locale files', () => {
  it('has a main and a legal file for every language we ship, and no other', () => {
    const expected = LOCALES.flatMap((lang) => [`${lang}.json`, `legal.${lang}.json`]).sort()
    expect(files.sort()).toEqual(expected)
  })

  for (const { reference, of } of kinds) {
    const english = shape(read(reference))
    for (const lang of LOCALES.filter((l) => l !== 'en')) {
      it(`${of(lang)} has exactly the texts of ${reference}, none empty, the same {{values}}`, () => {
        const other = shape(read(of(lang)))
        expect([...other.plain.keys()].sort()).toEqual([...english.plain.keys()].sort())
        const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories
        for (const [base, suffixes] of english.plurals) {
          expect([...(other.plurals.get(base) ?? [])].sort(), `${lang} plural forms of ${base}`).toEqual(
            [...new Set([...categories, ...suffixes].filter((c) => c !== 'zero' || suffixes.has('zero')))].sort(),
          )
        }
        for (const [base, values] of other.plain) {
          for (const value of values as unknown[])
            expect(typeof value === 'string' ? value.trim() : value, `${lang} ${base}`).not.toBe('')
          const englishVars = [...new Set((english.plain.get(base) as unknown[]).flatMap(variables))].sort()
          const ownVars = [...new Set((values as unknown[]).flatMap(variables))].sort()
          expect(ownVars, `${lang} {{values}} of ${base}`).toEqual(englishVars)
        }
      })
    }
  }
})
