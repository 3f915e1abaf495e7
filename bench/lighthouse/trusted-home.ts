import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface TrustedHome {
  /** A HOME for Chromium whose NSS database (~/.pki/nssdb, which Chromium on Linux reads) trusts the given roots. */
  home: string
  close: () => void
}

/**
 * A throwaway home directory whose NSS database trusts `rootCertificates` (PEM files) as certificate authorities,
 * made with certutil (Debian's libnss3-tools). Neither this machine's trust store nor the user's is touched.
 */
export function createTrustedHome(rootCertificates: readonly string[]): TrustedHome {
  const home = mkdtempSync(join(tmpdir(), 'courtside-chromium-home-'))
  try {
    const db = `sql:${join(home, '.pki/nssdb')}`
    mkdirSync(join(home, '.pki/nssdb'), { recursive: true })
    const certutil = (args: string[]) => execFileSync('certutil', ['-d', db, ...args], { stdio: 'pipe' })
    certutil(['-N', '--empty-password'])
    rootCertificates.forEach((file, i) => certutil(['-A', '-t', 'C,,', '-n', `courtside-bench-${i}`, '-i', file]))
  } catch (error) {
    rmSync(home, { recursive: true, force: true })
    throw new Error(`could not make an NSS database with certutil (apt-get install libnss3-tools): ${String(error)}`)
  }
  return { home, close: () => rmSync(home, { recursive: true, force: true }) }
}
