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
    // The slowest screens took 3 s of the 5 s default here with both cores busy beside them; CI's machine is slower.
    testTimeout: 30_000,
  },
})
