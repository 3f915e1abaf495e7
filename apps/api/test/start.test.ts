import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
// A plain ES module script of the repository (typed by its .d.mts), tested through its exports.
import { isStale } from '../../../scripts/build-if-stale.mjs'

const buildScript = fileURLToPath(new URL('../scripts/build.mjs', import.meta.url))
const temp: string[] = []
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  temp.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true })
})

describe('npm start builds only what is missing or stale', () => {
  it('is stale without a stamp, fresh after one, stale again when a source below a folder changes', () => {
    const dir = tempDir('courtside-stale-')
    mkdirSync(join(dir, 'src', 'deep'), { recursive: true })
    const source = join(dir, 'src', 'deep', 'a.ts')
    writeFileSync(source, 'export {}')
    const stamp = join(dir, 'stamp')
    const past = new Date(Date.now() - 60_000)
    utimesSync(source, past, past)
    expect(isStale(stamp, [join(dir, 'src')])).toBe(true)
    writeFileSync(stamp, 'built')
    expect(isStale(stamp, [join(dir, 'src'), join(dir, 'missing-input')])).toBe(false)
    const later = new Date(Date.now() + 60_000)
    utimesSync(source, later, later)
    expect(isStale(stamp, [join(dir, 'src')])).toBe(true)
  })
})

describe('the compiled API', () => {
  let child: ChildProcess | undefined
  afterAll(() => {
    child?.kill('SIGKILL')
  })

  it('runs with plain node (no tsx), migrates a fresh PGlite and answers', async () => {
    // Inside the repository, so the bundle finds its npm dependencies in node_modules as the real one does.
    const cache = fileURLToPath(new URL('../node_modules/.cache', import.meta.url))
    mkdirSync(cache, { recursive: true })
    const out = mkdtempSync(join(cache, 'courtside-api-build-'))
    temp.push(out)
    execFileSync(process.execPath, [buildScript], { env: { ...process.env, API_BUILD_OUT_DIR: out } })
    const dataDir = tempDir('courtside-api-data-')
    child = spawn(process.execPath, [join(out, 'server.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIST_DIR: join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
        if (found?.[1]) {
          clearInterval(timer)
          resolve(found[1])
        }
      }, 100)
      child?.once('exit', (code) => {
        clearInterval(timer)
        reject(new Error(`the compiled server exited (${code}): ${output}`))
      })
    })
    const health = await fetch(`${url}/healthz`)
    expect(health.status).toBe(200)
    const signUp = await fetch(`${url}/api/v2/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: {
          first_name: 'Iida',
          last_name: 'Koski',
          email: 'iida@example.com',
          password: 'secret123',
          password_confirmation: 'secret123',
        },
      }),
    })
    expect(signUp.status).toBe(201)
    expect(signUp.headers.get('authorization')).toMatch(/^Bearer /)

    // The render worker (dist/render-worker.js, ADR 0049) loads beside the bundle, pdfkit's fonts from node_modules.
    const auth = { authorization: signUp.headers.get('authorization')! }
    const orgs = (await (await fetch(`${url}/api/v2/organizations`, { headers: auth })).json()) as {
      organizations: { id: number }[]
    }
    const created = await fetch(`${url}/api/v2/matches`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        match: {
          title: 'Club final',
          organization_id: orgs.organizations[0]!.id,
          license: 'free',
          pairs: [
            { players: [{ name: 'Ana Ortiz' }, { name: 'Bea Blanco' }] },
            { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
          ],
        },
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { match } = (await created.json()) as { match: { id: number } }
    const pdf = await fetch(`${url}/api/v2/matches/${match.id}/report.pdf`, { headers: auth })
    expect(pdf.status, output).toBe(200)
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const stats = await fetch(`${url}/api/v2/matches/${match.id}/stats`, { headers: auth })
    expect(stats.status).toBe(200)
  }, 90_000)
})
