import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { compression } from 'vite-plugin-compression2'

// `npm run dev` starts the API with the same environment, so its PORT is where the dev server proxies to.
const API = `http://localhost:${process.env.PORT ?? 3000}`

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside every text asset, built once: the API serves them by Accept-Encoding
    // (@fastify/static's preCompressed) instead of compressing on every request.
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
    proxy: {
      '/api': API,
      '/login.json': API,
      '/logout.json': API,
      '/healthz': API,
      '/ingest': API,
      '/socket': { target: API, ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true },
})
