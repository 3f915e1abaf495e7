import { isAbsolute, resolve } from 'node:path'
import { findRepoRoot } from '../../src/repo-root.ts'

/** A refusal or a failure explained to the administrator: printed as one line, without a stack. */
export class Refusal extends Error {
  override name = 'Refusal'
}

export interface BackupSettings {
  /** The backup file, absolute. */
  file: string
  /** restore only: replace a database that is not empty. */
  force: boolean
  /** DATA_DIR, resolved as the server resolves it (config.ts). */
  dataDir: string
  /** DATABASE_URL; undefined = embedded PGlite in DATA_DIR/pglite. */
  databaseUrl: string | undefined
}

/**
 * The command line and the same environment the server reads. `npm run` starts scripts in the repository root;
 * a relative file name is taken from where npm was called (INIT_CWD), as the person typing it means it.
 */
export function backupSettings(command: 'backup' | 'restore', argv: string[], env: NodeJS.ProcessEnv): BackupSettings {
  const flags = argv.filter((arg) => arg.startsWith('--'))
  const names = argv.filter((arg) => !arg.startsWith('--'))
  const allowed = command === 'restore' ? ['--force'] : []
  const unknown = flags.find((flag) => !allowed.includes(flag))
  const usage = command === 'backup' ? 'npm run backup -- <file>' : 'npm run restore -- [--force] <file>'
  if (unknown) throw new Refusal(`unknown option ${unknown}; usage: ${usage}`)
  if (names.length !== 1) throw new Refusal(`usage: ${usage}`)
  const root = findRepoRoot()
  const rawDataDir = env.DATA_DIR?.trim() || './data'
  return {
    file: resolve(env.INIT_CWD || process.cwd(), names[0]!),
    force: flags.includes('--force'),
    dataDir: isAbsolute(rawDataDir) ? rawDataDir : resolve(root, rawDataDir),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
  }
}

/** Runs a command's body: prints its one-line result, or why it stopped, and sets the exit code. */
export async function runCommand(command: 'backup' | 'restore', body: () => Promise<string>): Promise<void> {
  // Backups hold password digests: files this process writes are its owner's alone.
  process.umask(0o077)
  try {
    console.log(`${command}: ${await body()}`)
  } catch (error) {
    // A file that cannot be read or written (ENOENT, EACCES…) says so in its message: no stack needed either.
    const fileError = (error as NodeJS.ErrnoException).syscall !== undefined && (error as { path?: unknown }).path
    if (error instanceof Refusal || fileError) console.error(`${command}: ${(error as Error).message}`)
    else console.error(`${command} failed:`, error)
    process.exitCode = 1
  }
}
