// Prints the failed tests of vitest JSON reports, briefly: CI's last lines are often all that is read of a run.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue
  let report
  try {
    report = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    continue
  }
  const label = file.replace(/^.*courtside-ci-|\.json$/g, '')
  for (const suite of report.testResults ?? []) {
    const where = relative(process.cwd(), suite.name)
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed')
    if (suite.status === 'failed' && failed.length === 0) {
      console.log(
        `[${label}] ${where}: ${String(suite.message ?? '')
          .split('\n')
          .slice(0, 6)
          .join(' | ')
          .slice(0, 600)}`,
      )
    }
    for (const test of failed) {
      const message = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 8).join(' | ')
      console.log(
        `[${label}] ${where} > ${test.fullName} (${Math.round(test.duration ?? 0)} ms): ${message.slice(0, 900)}`,
      )
    }
  }
}
