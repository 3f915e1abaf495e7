import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect } from 'vitest'
import { test } from './support/e2e-test.ts'

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url))

// ADR 0038: the service worker precaches the built app so a match opens with no network. Workbox refuses a URL listed
// twice with two revisions (a file the build changes after the PWA plugin has read its source, as boot.js is
// minified), and a worker that fails to start leaves the recorder without its lazy parts offline.
describe('the service worker precache', () => {
  test('lists every file once, boot.js as built', () => {
    const sw = readFileSync(`${dist}/sw.js`, 'utf8')
    const entries = [...sw.matchAll(/url:"([^"]+)",revision:(?:"([^"]*)"|null)/g)].map(([, url, revision]) => ({
      url: url!,
      revision: revision ?? null,
    }))
    expect(entries.length).toBeGreaterThan(10)
    const revisions = new Map<string, Set<string | null>>()
    for (const { url, revision } of entries) revisions.set(url, (revisions.get(url) ?? new Set()).add(revision))
    const conflicting = [...revisions].filter(([, set]) => set.size > 1).map(([url]) => url)
    expect(conflicting).toEqual([])
    expect(revisions.has('boot.js')).toBe(true)
    // Minified: the source's opening comment is gone.
    expect(readFileSync(`${dist}/boot.js`, 'utf8').startsWith('//')).toBe(false)
  })
})
