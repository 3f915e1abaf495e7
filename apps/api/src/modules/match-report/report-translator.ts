import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { MatchReportQuery, Translate } from '@courtside/contracts'
import { findRepoRoot } from '../../repo-root.ts'

type ReportLanguage = MatchReportQuery['lang']

type Texts = Record<string, unknown>
const loaded = new Map<ReportLanguage, Texts>()

/**
 * The web app's own locale files, read once: the report says everything in the words of the statistics page, in
 * the page's language, with no second copy of the texts to drift (ADR 0035).
 */
function textsOf(language: ReportLanguage): Texts {
  let texts = loaded.get(language)
  if (!texts) {
    const file = join(findRepoRoot(), 'apps', 'web', 'src', 'locales', `${language}.json`)
    texts = JSON.parse(readFileSync(file, 'utf8')) as Texts
    loaded.set(language, texts)
  }
  return texts
}

function lookup(texts: Texts, key: string): string | undefined {
  let node: unknown = texts
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Texts)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * i18next's `t` as far as the report uses it: nested keys, `{{name}}` values, `context` and `count` suffixes
 * (`_games_one`, `_other`: English and Finnish plurals) and `defaultValue`. No HTML escaping: a PDF is not HTML.
 */
export function reportTranslator(language: ReportLanguage): Translate {
  const texts = textsOf(language)
  const plurals = new Intl.PluralRules(language)
  return (key, values = {}) => {
    // As i18next: the context's variant when there is one, else the key itself; each with its plural first.
    const bases = typeof values.context === 'string' ? [`${key}_${values.context}`, key] : [key]
    const find = (base: string) =>
      (typeof values.count === 'number' ? lookup(texts, `${base}_${plurals.select(values.count)}`) : undefined) ??
      lookup(texts, base)
    const text =
      bases.map(find).find((found) => found !== undefined) ??
      (typeof values.defaultValue === 'string' ? values.defaultValue : key)
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
      const value = values[name]
      return value === undefined || value === null ? '' : String(value)
    })
  }
}
