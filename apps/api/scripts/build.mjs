// Compiles the API once for production: one ESM bundle at dist/server.js that node runs without tsx, and beside it
// dist/render-worker.js, the render pool's worker thread (ADR 0049), found by the server next to itself.
// Our workspace packages (TypeScript sources) are bundled in; every npm dependency stays external, loaded from
// node_modules as usual (native argon2, PGlite's wasm). The migrations travel beside the bundle.
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
const manifest = JSON.parse(readFileSync(here('../package.json'), 'utf8'))
const external = Object.keys({ ...manifest.dependencies }).flatMap((name) => [name, `${name}/*`])

// API_BUILD_OUT_DIR lets a test build a copy elsewhere without touching the one `npm start` runs.
const outDir = process.env.API_BUILD_OUT_DIR ?? here('../dist')
rmSync(outDir, { recursive: true, force: true })
await build({
  entryPoints: { server: here('../src/server.ts'), 'render-worker': here('../src/render-worker.ts') },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS helpers that call require() need it in an ES module.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
})
cpSync(here('../src/db/migrations'), join(outDir, 'migrations'), { recursive: true })
