import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The JavaScript a browser fetches before the first render: index.html's module scripts and modulepreloads. */
export function firstLoadScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
  return tags
    .filter((tag) => /<script\b/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1])
    .filter((path): path is string => !!path)
}

/** Gzipped size of a built file: the build's own .gz copy when there is one, else gzipped here at level 9. */
export function gzippedSize(distDir: string, path: string): number {
  const file = join(distDir, path)
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length
  return gzipSync(readFileSync(file), { level: 9 }).length
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1)

/** The first-download budgets (ADR 0042): what a guest's /login downloads first, and what a signed-in match page adds to it. */
export const FIRST_LOAD_BUDGET = { loginBytes: 150_000, matchPageAddsBytes: 120_000 } as const
