import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Builds the web app once per run so the tests drive what `npm start` serves. */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD && existsSync(`${root}/apps/web/dist/index.html`)) return
  execFileSync('npm', ['run', 'build', '-w', '@courtside/web'], { cwd: root, stdio: 'inherit' })
}
