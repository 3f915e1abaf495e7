import { fileURLToPath, URL } from 'node:url'
import { defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    css: false,
    // A screen's first render on a loaded 2-core CI machine took 3 s of the 5 s default with two busy cores beside it.
    testTimeout: 30_000,
  },
})
