// Budgets by construction (ADR 0056), run by .ci/run as the check "budgets":
// - no source file in apps/*/src or packages/*/src passes 300 lines (generated migrations and the shadcn primitives
//   in apps/web/src/components/ui aside);
// - `duplicates` (the workplace's copy finder) finds at most 8 identical copied pairs in those trees (tests, CSS and
//   SQL aside). Where the command is missing, that half says so and claims nothing.
// Prints what exceeds; exits 1 when a budget is passed.
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const MAX_LINES = 300
export const MAX_IDENTICAL_PAIRS = 8

const root = fileURLToPath(new URL('..', import.meta.url))
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs|css)$/
const LINE_BUDGET_ASIDE = ['apps/api/src/db/migrations/', 'apps/web/src/components/ui/']
const COPY_BUDGET_ASIDE = [/\.test\.[^/]+$/, /\/__tests__\//, /\.css$/, /\.sql$/, /^apps\/api\/src\/db\/migrations\//]

/** The source trees: apps/<name>/src and packages/<name>/src. */
function sourceRoots(base) {
  return ['apps', 'packages'].flatMap((group) =>
    existsSync(join(base, group))
      ? readdirSync(join(base, group), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && existsSync(join(base, group, entry.name, 'src')))
          .map((entry) => `${group}/${entry.name}/src`)
      : [],
  )
}

/** Every file below `dir`, as paths relative to `base` with forward slashes. */
function filesBelow(base, dir) {
  return readdirSync(join(base, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesBelow(base, path)
    return entry.isFile() ? [path] : []
  })
}

const lineCount = (text) => (text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0))

/** Source files over the line budget, longest first. */
export function overLong(base = root) {
  return sourceRoots(base)
    .flatMap((dir) => filesBelow(base, dir))
    .filter((path) => CODE.test(path) && !LINE_BUDGET_ASIDE.some((aside) => path.startsWith(aside)))
    .map((path) => ({ path, lines: lineCount(readFileSync(join(base, path), 'utf8')) }))
    .filter((file) => file.lines > MAX_LINES)
    .sort((a, b) => b.lines - a.lines)
}

/**
 * Runs `duplicates` over a copy of the source trees (one tree, so pairs across apps and packages are found too),
 * without the files the copy budget sets aside. Returns undefined when the command is not installed.
 */
export function identicalPairs(base = root) {
  try {
    execFileSync('duplicates', ['--help'], { stdio: 'ignore' })
  } catch {
    return undefined
  }
  const copy = mkdtempSync(join(tmpdir(), 'courtside-budgets-'))
  try {
    for (const path of sourceRoots(base).flatMap((dir) => filesBelow(base, dir))) {
      if (COPY_BUDGET_ASIDE.some((aside) => aside.test(path))) continue
      mkdirSync(join(copy, dirname(path)), { recursive: true })
      copyFileSync(join(base, path), join(copy, path))
    }
    const out = execFileSync('duplicates', ['--repo', copy, '--most', '200', '--seconds', '120'], {
      encoding: 'utf8',
    })
    // "N pairs of places (F files read), … (S by shape alone, …)": the rest are identical to the letter.
    const head = /^(\d+) pairs of places.*?\((\d+) by shape alone/m.exec(out)
    const rows = out.split('\n').filter((line) => /^D\d+ /.test(line) && !/ shape\b/.test(line))
    const incomplete = out.split('\n').filter((line) => line.startsWith('incomplete:'))
    const count = head ? Number(head[1]) - Number(head[2]) : rows.length
    return { count, rows, incomplete }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

function main() {
  let failed = false
  const long = overLong()
  if (long.length > 0) {
    failed = true
    console.log(`${long.length} source file(s) over ${MAX_LINES} lines:`)
    for (const file of long) console.log(`  ${file.lines} ${file.path}`)
  } else console.log(`no source file over ${MAX_LINES} lines`)

  const copies = identicalPairs()
  if (!copies) {
    console.log(
      'copied code: not checked — the `duplicates` command (the workplace tool, see its --help) is not on this ' +
        "machine's PATH; install it or run this check where it is",
    )
  } else {
    for (const line of copies.incomplete) console.log(`duplicates: ${line}`)
    const verdict = copies.count > MAX_IDENTICAL_PAIRS ? 'over' : 'within'
    console.log(`${copies.count} identical copied pair(s), ${verdict} the budget of ${MAX_IDENTICAL_PAIRS}:`)
    for (const row of copies.rows) console.log(`  ${row.replace(/^D\d+ /, '')}`)
    if (copies.count > MAX_IDENTICAL_PAIRS) failed = true
  }
  process.exitCode = failed ? 1 : 0
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') main()
