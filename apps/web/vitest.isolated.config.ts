import { MOCKING_FILES, webProject } from './vitest.config.ts'

/** The web files that mock a module, each with a module graph and page of its own (the web project shares them). */
export default webProject({ name: 'web-isolated', include: MOCKING_FILES, isolate: true })
