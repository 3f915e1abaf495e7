import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildTarget, targetIsStale, targets } from '../../scripts/build-if-stale.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const webApp = targets.find((target) => target.name === 'web app')!

/**
 * The tests drive what `npm start` serves: the production build of the web app, built when it is missing or older
 * than its sources (the stamp `npm start` keeps too), so a run after `npm start` or after CI's own build step builds
 * nothing. Vitest sets NODE_ENV=test, which the build would inherit and turn into React's development build (and
 * leave that in dist/ for the next `npm start`).
 */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD && existsSync(`${root}/apps/web/dist/index.html`)) return
  if (!targetIsStale(webApp, root)) return
  buildTarget(webApp, root, { ...process.env, NODE_ENV: 'production' })
}
