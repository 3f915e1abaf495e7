// Types of build-if-stale.mjs, for the TypeScript that imports it (the e2e setup and the API's start test).
export interface BuildTarget {
  name: string
  stamp: string
  inputs: string[]
  build: [string, string[]]
}
export const targets: BuildTarget[]
export function newestMtime(path: string): number
export function isStale(stampPath: string, inputPaths: string[]): boolean
export function targetIsStale(target: BuildTarget, base?: string): boolean
export function buildTarget(target: BuildTarget, base?: string, env?: NodeJS.ProcessEnv): void
export function buildIfStale(base?: string, log?: (line: string) => void): string[]
