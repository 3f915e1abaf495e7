import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config'
import react from '@vitejs/plugin-react'

const testDir = fileURLToPath(new URL('./test', import.meta.url))

/**
 * Test files that mock a module (`vi.mock`) need a module graph of their own: they run in web-isolated. Found by
 * reading the files, so a new mocking test lands there by itself.
 */
export const MOCKING_FILES = readdirSync(testDir)
  .filter(
    (name) => /\.test\.tsx?$/.test(name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${testDir}/${name}`, 'utf8')),
  )
  .map((name) => `test/${name}`)

/** The web project's settings, shared by both of its projects. */
export function webProject(test: NonNullable<TestProjectInlineConfiguration['test']>) {
  return defineProject({
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      css: false,
      // The slowest screens took 3 s of the 5 s default here with both cores busy beside them; CI's machine is slower.
      testTimeout: 30_000,
      ...test,
    },
  })
}

// The files share their worker's module graph and page (ADR 0071): a fresh jsdom, setup and import per file cost
// more than the tests themselves. test/setup.ts puts back what a file may leave behind in the shared page.
export default webProject({
  name: 'web',
  include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
  exclude: MOCKING_FILES,
  isolate: false,
})
