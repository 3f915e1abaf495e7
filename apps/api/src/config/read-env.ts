/** The environment as loadConfig reads it (process.env, or a test's own). */
export type Env = Record<string, string | undefined>

/** A non-negative integer setting; `fallback` when unset or blank. A malformed value stops the start. */
export function readInt(env: Env, name: string, fallback: number): number {
  return readOptionalInt(env, name) ?? fallback
}

/** A non-negative integer setting, or undefined when unset or blank (the layer that uses it has the default). */
export function readOptionalInt(env: Env, name: string): number | undefined {
  const raw = env[name]?.trim()
  if (!raw) return undefined
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`)
  return value
}

/** A comma-separated list, each entry trimmed and without trailing slashes (origins, proxy ranges). */
export function readList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean)
}
