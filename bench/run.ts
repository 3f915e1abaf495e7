// Runs every benchmark under bench/ (or the ones named on the command line), one process each.
import { execFileSync } from 'node:child_process'
import { readdirSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))
const wanted = process.argv.slice(2)
const benches = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && (wanted.length === 0 || wanted.includes(d.name)))
  .flatMap((d) =>
    readdirSync(`${here}${d.name}`)
      .filter((f) => f.endsWith('.bench.ts'))
      .map((f) => `${here}${d.name}/${f}`),
  )
  .filter((f) => existsSync(f))

for (const file of benches) {
  console.log(`\n# ${file.slice(here.length)}`)
  execFileSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' })
}
