// `npm start`: build only what is missing or older than its sources, like make. A target is fresh when its stamp
// (written after a successful build) is newer than every one of its input files.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const shared = [
  'packages/domain/src',
  'packages/contracts/src',
  'packages/domain/package.json',
  'packages/contracts/package.json',
  'package-lock.json',
]

export const targets = [
  {
    name: 'web app',
    stamp: 'apps/web/dist/.build-stamp',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...shared,
    ],
    build: ['npm', ['run', 'build', '-w', '@courtside/web']],
  },
  {
    name: 'API',
    stamp: 'apps/api/dist/.build-stamp',
    inputs: ['apps/api/src', 'apps/api/scripts', 'apps/api/package.json', ...shared],
    build: ['npm', ['run', 'build', '-w', '@courtside/api']],
  },
]

/** The newest modification time (ms) of a file or of any file below a directory; 0 when it does not exist. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/** True when the stamp is missing or any input changed after it was written. */
export function isStale(stampPath, inputPaths) {
  if (!existsSync(stampPath)) return true
  const built = statSync(stampPath).mtimeMs
  return inputPaths.some((input) => newestMtime(input) > built)
}

/** True when the target's stamp is missing or older than one of its inputs. */
export function targetIsStale(target, base = root) {
  return isStale(
    join(base, target.stamp),
    target.inputs.map((input) => join(base, input)),
  )
}

/** Builds one target and stamps it. `env`: the e2e setup runs under vitest's NODE_ENV=test and passes its own. */
export function buildTarget(target, base = root, env = process.env) {
  const [command, args] = target.build
  execFileSync(command, args, { cwd: base, stdio: 'inherit', env })
  writeFileSync(join(base, target.stamp), `${new Date().toISOString()}\n`)
}

export function buildIfStale(base = root, log = console.log) {
  const built = []
  for (const target of targets) {
    if (!targetIsStale(target, base)) {
      log(`${target.name}: up to date`)
      continue
    }
    log(`${target.name}: building`)
    buildTarget(target, base)
    built.push(target.name)
  }
  return built
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildIfStale()
