import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The monorepo root: the nearest directory above this file whose package.json declares workspaces.
 * `npm start -w @courtside/api` runs with apps/api as cwd, so relative paths are resolved from here instead.
 */
export function findRepoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces) return dir
      } catch {
        // unreadable manifest: keep looking upwards
      }
    }
    const parent = dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
}
