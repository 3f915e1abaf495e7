/// <reference types="node" />
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The repository explains itself: comments, test titles and docs cite `docs/product.md` or a decision record
// (`ADR NNNN`, indexed in docs/decisions/README.md), never a document or a tracker a clone cannot open. This
// lives with the contracts' tests only because that project is plain Node with no database or DOM; it checks the
// whole repository.
//
// What counts as a reference from outside:
// - the two planning documents: their numbered sections, their file names, and their names in capitals;
// - "issue" followed by a number (or `#number`), in any case: the project's tracker is not in the clone.
// Allowed on purpose:
// - "issue" in prose without a number ("the issue here is…"), which names nothing;
// - a third-party issue given so anyone can open it: a full `https://…/issues/N` address or `owner/repo#N` on
//   the same line (as in apps/web/vite.config.ts). A bare GitHub issue number alone is still refused: it does not say
//   which repository.
// The patterns are built from parts so this file does not match itself.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const SECTION = '\u00a7'
const planningDocs = ['SP' + 'EC', 'DES' + 'IGN']

const forbidden: { name: string; pattern: RegExp }[] = [
  ...planningDocs.map((doc) => ({
    name: `${doc} ${SECTION}`,
    pattern: new RegExp(`(?<![\\w.-])${doc}\\s*${SECTION}`, 'i'),
  })),
  ...planningDocs.map((doc) => ({
    name: `${doc}.md`,
    pattern: new RegExp(`(?<![\\w.-])${doc}\\.md\\b`, 'i'),
  })),
  // The bare names in capitals ("as the planning document says"), matched case-sensitively so the words "spec" and
  // "design" in prose, `*.spec.ts` files and constants such as `DESIGN_X` stay allowed.
  ...planningDocs.map((doc) => ({ name: doc, pattern: new RegExp(`\\b${doc}\\b`) })),
  { name: 'issue <number>', pattern: new RegExp('\\b' + 'iss' + 'ues?\\s*#?\\s*\\d', 'i') },
]

/** A third-party issue anyone can open: an address of an issue page, or GitHub's `owner/repo#N` shorthand. */
const publicIssueLink = /https?:\/\/\S+\/issues\/\d+|\b[\w.-]+\/[\w.-]+#\d+/

/** Tracked text files: source, tests, docs, scripts and configuration. */
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|sql|yml|yaml|sh)$|(^|\/)\.ci\/run$|(^|\/)\.\w*ignore$/

function trackedTextFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return out
    .split('\0')
    .filter((file) => file !== '' && !file.endsWith('package-lock.json') && TEXT.test(file))
    .filter((file) => existsSync(join(root, file)))
}

function outsideReferences(): string[] {
  const found: string[] = []
  for (const file of trackedTextFiles()) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n')
    lines.forEach((line, index) => {
      for (const { name, pattern } of forbidden) {
        if (!pattern.test(line)) continue
        if (name === 'issue <number>' && publicIssueLink.test(line)) continue
        found.push(`${file}:${index + 1}: ${name}: ${line.trim().slice(0, 160)}`)
      }
    })
  }
  return found
}

describe('the repository is self-contained', () => {
  it('finds tracked files to check (git is available and the root is right)', () => {
    const files = trackedTextFiles()
    expect(files).toContain('docs/product.md')
    expect(files).toContain('docs/decisions/README.md')
  })

  it('cites no planning document section and no tracker issue number', () => {
    const found = outsideReferences()
    expect(found, `cite docs/product.md or an ADR instead, or say why in place:\n${found.join('\n')}`).toEqual([])
  })

  it('indexes every decision record in docs/decisions/README.md, and links only records that exist', () => {
    const dir = join(root, 'docs/decisions')
    const records = readdirSync(dir).filter((file) => /^\d{4}-.+\.md$/.test(file))
    expect(records.length).toBeGreaterThan(0)
    const index = readFileSync(join(dir, 'README.md'), 'utf8')
    const linked = new Set([...index.matchAll(/\]\((\d{4}-[^)\s]+\.md)\)/g)].map((m) => m[1]))
    const missingFromIndex = records.filter((file) => !linked.has(file))
    const deadLinks = [...linked].filter((file) => !records.includes(file!))
    expect(missingFromIndex, 'records missing from the index').toEqual([])
    expect(deadLinks, 'index links to records that do not exist').toEqual([])
  })
})
