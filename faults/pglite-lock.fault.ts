import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { findRepoRoot } from '../apps/api/src/repo-root.ts'
import { startApi, stopApi, type ApiProcess } from './support/api-process.ts'
import { freePort } from './support/free-port.ts'
import { signUpOverHttp } from './support/http-client.ts'

// ADR 0023: the PGlite directory lock. Several processes taking over one stale lock at once: exactly one
// may win. A server killed with -9 leaves its lock behind: the next start takes it over.
const taker = fileURLToPath(new URL('./support/take-lock.ts', import.meta.url))
const TAKERS = 6
const ROUNDS = 150
const ROUND_MS = 40
const base = mkdtempSync(join(tmpdir(), 'courtside-fault-lock-'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

interface TakerLine {
  round: number
  result: 'won' | 'locked' | 'error'
  pid: number
  message?: string
}

/** The pid of a process that has exited (so nothing runs under it, for now). */
function deadPid(): number {
  return Number(spawnSync('sh', ['-c', 'echo $$']).stdout.toString().trim())
}

describe('PGlite lock: races for a stale lock', () => {
  const boot = existsSync('/proc/sys/kernel/random/boot_id')
    ? readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
    : '-'
  const nonce = () => randomBytes(12).toString('hex')
  // Three kinds of stale lock, in turn: left by a dead process; naming pid 1, which runs but is not the process that
  // wrote it (its start time differs: a container restart); a bare pid of a dead process (an older version's).
  const staleRecord = (round: number) =>
    [
      () => `${deadPid()} 12345 ${boot} ${nonce()}\n`,
      () => `1 999999999 ${boot} ${nonce()}\n`,
      () => String(deadPid()),
    ][round % 3]!()

  it(`${TAKERS} processes × ${ROUNDS} rounds take over a stale lock at the same instant: one wins each round`, async () => {
    const dir = mkdtempSync(join(base, 'race-'))
    for (let round = 0; round < ROUNDS; round++) writeFileSync(join(dir, `round-${round}.lock`), staleRecord(round))
    const children = Array.from({ length: TAKERS }, () =>
      spawn(process.execPath, ['--import', 'tsx', taker, dir, String(ROUNDS), String(ROUND_MS)], {
        cwd: findRepoRoot(),
        stdio: ['pipe', 'pipe', 'pipe'],
      }),
    )
    const outs = children.map(() => '')
    children.forEach((child, i) => {
      child.stdout!.on('data', (d) => (outs[i] += String(d)))
      child.stderr!.on('data', (d) => (outs[i] += String(d)))
    })
    const exits = children.map((child) => new Promise((resolve) => child.on('exit', resolve)))
    // Every child has started tsx and imported the lock (slow on a loaded machine): then they all go together.
    const readyBy = Date.now() + 60_000
    while (outs.some((o) => !o.includes('"ready"'))) {
      if (Date.now() > readyBy) throw new Error(`lock takers did not start:\n${outs.join('\n')}`)
      await new Promise((r) => setTimeout(r, 50))
    }
    const goAt = Date.now() + 500
    for (const child of children) child.stdin!.end(`${goAt}\n`)
    await Promise.all(exits)
    const outputs = outs
    const lines = outputs.flatMap((out) =>
      out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as TakerLine & { ready?: number }),
    )
    expect(
      lines.filter((l) => l.ready !== undefined),
      outputs.join('\n'),
    ).toHaveLength(TAKERS)

    for (let round = 0; round < ROUNDS; round++) {
      const results = lines.filter((l) => l.ready === undefined && l.round === round)
      expect(results, `round ${round}`).toHaveLength(TAKERS)
      const winners = results.filter((r) => r.result === 'won')
      expect(winners, `round ${round}: ${JSON.stringify(results)}`).toHaveLength(1)
      // Every other taker met the winner's live lock: not an error, not the stale record.
      for (const loser of results.filter((r) => r.result !== 'won')) {
        expect(loser.result, loser.message).toBe('locked')
        expect(loser.message).toContain(`pid ${winners[0]!.pid},`)
      }
    }
    // Every winner released its lock, and no claim or temporary file is left behind.
    expect(readdirSync(dir)).toEqual([])
  })
})

describe('PGlite lock: a server killed with -9', () => {
  const processes: ApiProcess[] = []
  afterAll(async () => {
    for (const api of processes) await stopApi(api)
  })

  it('leaves its lock behind, and the next start takes it over', async () => {
    const dataDir = join(base, 'server')
    const port = await freePort()
    const first = await startApi({ port, dataDir })
    processes.push(first)
    const coach = await signUpOverHttp(first.url)
    first.child.kill('SIGKILL')
    await first.exited
    expect(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')).toMatch(new RegExp(`^${first.child.pid} `))

    const second = await startApi({ port, dataDir })
    processes.push(second)
    expect(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')).toMatch(new RegExp(`^${second.child.pid} `))
    // The account written before the kill is there.
    const me = await fetch(`${second.url}/api/v2/organizations`, { headers: coach.headers })
    expect(me.status).toBe(200)
  })
})
