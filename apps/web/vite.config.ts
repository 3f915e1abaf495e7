import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, minifySync, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { compression } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'
// One file, not the package: the config needs the list only.
import { SERVER_PATH_PREFIXES } from '../../packages/contracts/src/server-paths.ts'
import { LOCALES, type Locale } from '../../packages/contracts/src/locale.ts'

// `npm run dev` starts the API with the same environment, so its PORT is where the dev server proxies to.
const API = `http://localhost:${process.env.PORT ?? 3000}`

/**
 * Names the built chunk of each language's texts in index.html (a meta tag public/boot.js reads), so the page
 * starts downloading its language beside the app's code instead of after it has run (one request less in
 * the chain before the first text is painted). The meta tag, not an inline script: the CSP forbids inline scripts.
 */
function languageChunks(): Plugin {
  return {
    name: 'courtside-language-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const found = Object.values(ctx.bundle ?? {}).flatMap((chunk) => {
          const language =
            chunk.type === 'chunk' ? /\/locales\/(en|fi|es|sv)\.json$/.exec(chunk.facadeModuleId ?? '')?.[1] : undefined
          return language ? [`${language}=/${chunk.fileName}`] : []
        })
        if (found.length === 0) return []
        return [
          {
            tag: 'meta',
            attrs: { name: 'courtside-texts', content: found.sort().join(' ') },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}

/** The install manifest in one language: its description from that language's texts. */
function manifestIn(language: Locale) {
  const texts = JSON.parse(readFileSync(new URL(`./src/locales/${language}.json`, import.meta.url), 'utf8')) as {
    manifest: { description: string }
  }
  return {
    id: '/',
    name: 'Courtside',
    short_name: 'Courtside',
    description: texts.manifest.description,
    lang: language,
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone' as const,
    orientation: 'any' as const,
    background_color: '#f8fafc',
    theme_color: '#2451d6',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
}

/**
 * `manifest.<lang>.webmanifest` for each language but English (VitePWA writes `manifest.webmanifest`): public/boot.js
 * points the page's manifest link at the page's language, so an installed app is described in it.
 */
function localizedManifests(): Plugin {
  return {
    name: 'courtside-localized-manifests',
    apply: 'build',
    generateBundle() {
      for (const language of LOCALES.filter((l) => l !== 'en')) {
        this.emitFile({
          type: 'asset',
          fileName: `manifest.${language}.webmanifest`,
          source: JSON.stringify(manifestIn(language)),
        })
      }
    },
  }
}

/**
 * public/boot.js is on every page's first download (ADR 0042): the build minifies the copy in dist/ (its comments
 * stay in the source), before the compression plugin's copies of it are made at the bundle's close.
 */
function minifiedBootScript(): Plugin {
  let outDir = 'dist'
  return {
    name: 'courtside-minified-boot-script',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    writeBundle() {
      const file = join(outDir, 'boot.js')
      const { code, errors } = minifySync('boot.js', readFileSync(file, 'utf8'), { compress: true, mangle: true })
      if (errors.length > 0) this.error(`boot.js: ${errors.map((e) => e.message).join('; ')}`)
      writeFileSync(file, code)
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    languageChunks(),
    localizedManifests(),
    minifiedBootScript(),
    tailwindcss(),
    // Brotli and gzip copies beside every text asset, built once: the API serves them by Accept-Encoding
    // (@fastify/static's preCompressed) instead of compressing on every request.
    // ADR 0038: an installable app whose shell and hashed assets are precached by a Workbox service worker,
    // so a match page opens with no network. 'prompt': a new version waits until the coach is not recording.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // boot.js is precached by the glob below, as built (minified); listed here too it would enter the precache a
      // second time with its source's revision, and Workbox refuses one URL with two revisions.
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: manifestIn('en'),
      workbox: {
        // Everything the app can show offline; the .br/.gz copies and source maps are for the network only.
        globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
        globIgnores: ['**/*.map'],
        navigateFallback: '/index.html',
        // The server's own pages (the API docs, the local test checkout) are never answered with the app shell.
        navigateFallbackDenylist: SERVER_PATH_PREFIXES.map(
          (prefix) => new RegExp(`^${prefix.replace(/[.]/g, '\\.')}(?:[/?]|$)`),
        ),
        cleanupOutdatedCaches: true,
        // The first install takes charge of the page that installed it, so parts loaded when first used (the
        // recorder's dialogs) come from the precache if the network goes before the next visit. A new version still
        // waits for the coach's Reload ('prompt'): it claims pages only once it is allowed to activate.
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      threshold: 256,
      skipIfLargerOrEqual: true,
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // The dev server forwards every API path to the Fastify process, so the SPA talks to its own origin.
    proxy: Object.fromEntries(
      SERVER_PATH_PREFIXES.map((prefix) => [prefix, prefix === '/socket' ? { target: API, ws: true } : API]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry loads before the first screen in one chunk: left to itself Rolldown splits it into
        // some 27 small files (modules that lazy screens share with it), and on a phone's connection each is a
        // request in the chain before the first paint (rolldown/rolldown#10731).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // TanStack Query is not in the first screen (ADR 0042): one chunk for it instead of a file per part each
            // lazy screen happens to share (the match page named eight of them).
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
})
