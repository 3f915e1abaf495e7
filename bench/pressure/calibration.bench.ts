/**
 * Win-probability calibration on the real tennis fixtures, and the cost of pressureOf.
 * Run: npx tsx bench/pressure/calibration.bench.ts   (or: npm run bench pressure)
 * Prints the Brier score of team 0's chance before every point against the match's winner, beside always saying ½,
 * and the ten bins of predicted probability with their point and match counts (docs/win-probability.md).
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  calibrationOf,
  currentServer,
  defaultRules,
  initialMatchState,
  pressureOf,
  scoredBalls,
  scorePoint,
  type BallRecord,
  type Calibration,
  type PressureInput,
  type Prediction,
  type Rules,
  type ServingPlayer,
  type Team,
} from '../../packages/domain/src/index.ts'
import { printTable } from '../support/print-table.ts'

const here = dirname(fileURLToPath(import.meta.url))
const FIXTURES = resolve(here, '../../../shared/fixtures/real-matches.json')

interface Fixture {
  id: string
  rules: {
    sport: 'padel' | 'tennis'
    format: string
    setsToWin: number
    gamesPerSet: number
    tieBreakPoints: number
    goldenPoint: boolean
    finalSet: { tieBreak?: boolean; tieBreakPoints?: number; superTieBreak?: boolean }
  }
  firstServer: Team
  points: string
  expected: { winner: Team }
}

/** The fixture's rules and serve order, as packages/domain/test/support/fixtures.ts reads them. */
function toInput(f: Fixture): PressureInput {
  const r = f.rules
  const rules: Rules = {
    ...defaultRules(r.sport),
    setsToWin: r.setsToWin,
    gamesToWinSet: r.gamesPerSet,
    setTieBreakAt: r.gamesPerSet,
    tieBreakPointsToWin: r.tieBreakPoints,
    decidingPointAtDeuce: r.goldenPoint ? 1 : null,
    superTieBreak: false,
    finalSetTieBreak: r.finalSet.tieBreak !== false,
    finalSetTieBreakPointsToWin: r.finalSet.tieBreakPoints ?? 7,
  }
  const order: ServingPlayer[] = [
    { id: '0', team: 0 },
    { id: '1', team: 1 },
  ]
  const serverOrder = [...order.slice(f.firstServer), ...order.slice(0, f.firstServer)]
  const balls: BallRecord[] = [...f.points].map((c, i) => ({
    seq: i + 1,
    winnerTeam: c === '0' ? 0 : 1,
    serverId: '',
    pointType: 'other',
    finisherId: null,
  }))
  return { rules, sport: r.sport, players: [], balls: scoredBalls({ rules, serverOrder, balls }) }
}

const pct = (x: number | null): string => (x === null ? '-' : x.toFixed(3))

function printCalibration(title: string, cal: Calibration): void {
  const ratio = cal.brier / cal.brierOfHalf
  console.log(`\n${title}`)
  console.log(
    `Brier ${cal.brier.toFixed(4)} vs ${cal.brierOfHalf} for always ½: ratio ${ratio.toFixed(3)} (goal ≤ 0.7)`,
  )
  printTable(
    ['bin', 'points', 'matches', 'mean predicted', 'share won', 'gap', 'judged'],
    cal.bins.map((b) => [
      `${b.from.toFixed(1)}–${b.to.toFixed(1)}`,
      String(b.count),
      String(b.matches),
      pct(b.meanPredicted),
      pct(b.shareWon),
      b.count === 0 ? '-' : Math.abs((b.shareWon as number) - (b.meanPredicted as number)).toFixed(3),
      b.judged ? 'yes' : 'no (too few)',
    ]),
  )
  const judged = cal.bins.filter((b) => b.judged)
  const off = judged.filter((b) => Math.abs((b.shareWon as number) - (b.meanPredicted as number)) > 0.1)
  const verdict = ratio <= 0.7 && off.length === 0 ? 'goal MET' : 'goal NOT MET'
  console.log(`${verdict}: Brier ratio ${ratio.toFixed(3)}, ${off.length} of ${judged.length} judged bins off by > 0.1`)
}

/** Median ms of `fn` over a few runs after one warm-up. */
function time(fn: () => void, runs = 7): number {
  fn()
  const ms: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    fn()
    ms.push(performance.now() - t0)
  }
  ms.sort((a, b) => a - b)
  return ms[Math.floor(runs / 2)] as number
}

/** A seeded timed padel match with taps 40 s apart, played by the engine to its end (a timed match's cost). */
function timedMatch(minutes: number): PressureInput {
  const rules: Rules = { ...defaultRules('padel'), timedMinutes: minutes }
  const serverOrder: ServingPlayer[] = [
    { id: 'a1', team: 0 },
    { id: 'b1', team: 1 },
    { id: 'a2', team: 0 },
    { id: 'b2', team: 1 },
  ]
  let seed = 7
  const rand = (): number => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0
    return seed / 4294967296
  }
  let state = initialMatchState(rules, serverOrder)
  const balls: BallRecord[] = []
  const t0 = Date.UTC(2026, 0, 1)
  while (state.winner === null) {
    const server = currentServer(state) as ServingPlayer
    const w: Team = rand() < 0.57 ? server.team : server.team === 0 ? 1 : 0
    const at = t0 + balls.length * 40_000
    state = scorePoint(state, w, at)
    balls.push({
      seq: balls.length + 1,
      winnerTeam: w,
      serverId: server.id,
      pointType: 'other',
      finisherId: null,
      tappedAt: at,
    })
  }
  return { rules, sport: 'padel', players: [], balls: scoredBalls({ rules, serverOrder, balls }) }
}

console.log(`Courtside win-probability bench — Node ${process.version}`)

if (existsSync(FIXTURES)) {
  const data = JSON.parse(readFileSync(FIXTURES, 'utf8')) as { tennis: Fixture[] }
  const inputs = data.tennis.map((f) => ({ f, input: toInput(f) }))
  const predictions: Prediction[] = []
  const mirrored: Prediction[] = []
  for (const { f, input } of inputs) {
    for (const p of pressureOf(input).points) {
      const won = f.expected.winner === 0
      predictions.push({ p: p.before, won, match: f.id })
      mirrored.push({ p: p.before, won, match: f.id }, { p: 1 - p.before, won: !won, match: `${f.id}~` })
    }
  }
  printCalibration(
    `All ${inputs.length} real tennis matches, ${predictions.length} points (the goal's figures):`,
    calibrationOf(predictions),
  )
  // Side 0 is an arbitrary label: each point seen from both sides shows the model's calibration without the sample's
  // lean (side 0 won 26 of 60). Diagnostic only; the goal is judged on the figures above.
  printCalibration('Diagnostic: every point from both sides', calibrationOf(mirrored))
  // The plug-in model before the posterior average (one point per side: the posterior mean alone), for comparison.
  const plugIn = inputs.flatMap(({ f, input }) =>
    pressureOf({ ...input, quadraturePoints: 1 }).points.map((p) => ({
      p: p.before,
      won: f.expected.winner === 0,
      match: f.id,
    })),
  )
  printCalibration('For comparison: the posterior mean plugged in (quadraturePoints: 1)', calibrationOf(plugIn))

  const points = inputs.reduce((n, { input }) => n + input.balls.length, 0)
  const longest = inputs.reduce((a, b) => (b.input.balls.length > a.input.balls.length ? b : a))
  console.log('')
  // Both in the same run, so the machine's load weighs on them alike.
  for (const [label, n] of [
    ['posterior grid', undefined],
    ['plug-in (1 point)', 1],
  ] as const) {
    const run = (input: PressureInput) => pressureOf(n === undefined ? input : { ...input, quadraturePoints: n })
    const all = time(() => inputs.forEach(({ input }) => run(input)), 3)
    const one = time(() => run(longest.input))
    console.log(
      `${label}: all ${inputs.length} matches ${all.toFixed(0)} ms (${((all / inputs.length) as number).toFixed(1)} ms per match, ${((all / points) * 1000).toFixed(0)} µs per point); longest (${longest.input.balls.length} points, ${longest.f.id}) ${one.toFixed(1)} ms`,
    )
  }
} else {
  console.log(`fixtures not found at ${FIXTURES}: calibration skipped`)
}

for (const minutes of [60, 90, 180]) {
  const timed = timedMatch(minutes)
  const ms = time(() => pressureOf(timed))
  const plugIn = time(() => pressureOf({ ...timed, quadraturePoints: 1 }))
  console.log(
    `pressureOf of a seeded ${minutes}-minute timed padel match (${timed.balls.length} points): ${ms.toFixed(1)} ms (plug-in ${plugIn.toFixed(1)} ms)`,
  )
}
