import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Builds the web app once per run so the tests drive what `npm start` serves: a production build. Vitest sets
 * NODE_ENV=test, which the build would inherit and turn into React's development build (and leave that in dist/ for
 * the next `npm start`).
 */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD && existsSync(`${root}/apps/web/dist/index.html`)) return
  execFileSync('npm', ['run', 'build', '-w', '@courtside/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}
