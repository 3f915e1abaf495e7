// The render worker when the API runs from its TypeScript sources (tsx, vitest): a worker thread starts without
// the parent's loader, so this registers tsx in the thread before loading render-worker.ts (ADR 0049). The
// compiled API (`npm start`) runs dist/render-worker.js instead.
import { register } from 'tsx/esm/api'

register()
const { default: render } = await import('./render-worker.ts')
export default render
