/**
 * Scoring benchmark: replays of every fixture match, and statistics of a 300-point detailed match.
 * Run: npx tsx bench/scoring/scoring.bench.ts
 * Each measure is printed beside a bare loop over the same array in the same run, so the ratio says what the
 * engine costs per point on this machine, whatever the machine.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  attributePoint,
  computeMatchStats,
  currentServer,
  defaultRules,
  initialMatchState,
  replayMatch,
  scorePoint,
  SHOT_SPEEDS,
  SHOT_TYPES,
  type BallRecord,
  type MatchState,
  type PointType,
  type Rules,
  type ServingPlayer,
  type StatsPlayer,
  type Team,
} from '../../packages/domain/src/index.ts'

const here = dirname(fileURLToPath(import.meta.url))
const FIXTURES = resolve(here, '../../../shared/fixtures/real-matches.json')

interface Fixture {
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
}

interface Replayable {
  rules: Rules
  serverOrder: ServingPlayer[]
  winners: Team[]
}

function toReplayable(f: Fixture): Replayable {
  const r = f.rules
  const superTieBreak = r.finalSet.superTieBreak === true
  const rules: Rules = {
    ...defaultRules(r.sport),
    setsToWin: r.setsToWin,
    gamesToWinSet: r.gamesPerSet,
    setTieBreakAt: r.gamesPerSet,
    tieBreakPointsToWin: r.tieBreakPoints,
    decidingPointAtDeuce: r.goldenPoint ? 1 : null,
    superTieBreak,
    superTieBreakPointsToWin: superTieBreak ? (r.finalSet.tieBreakPoints ?? 10) : 10,
    finalSetTieBreak: r.finalSet.tieBreak !== false,
    finalSetTieBreakPointsToWin: superTieBreak ? 7 : (r.finalSet.tieBreakPoints ?? 7),
  }
  const slots = r.format === 'doubles' ? [0, 1, 2, 3] : [0, 1]
  const order = slots.map((s) => ({ id: String(s), team: (s % 2) as Team }))
  return {
    rules,
    serverOrder: [...order.slice(f.firstServer), ...order.slice(0, f.firstServer)],
    winners: [...f.points].map((c) => (c === '0' ? 0 : 1)),
  }
}

/**
 * Mean time of one call in ms: after a warm-up, `fn` runs in batches of about 100 ms for `minMs` in all, and the
 * median batch counts, so one garbage-collection pause does not decide the figure.
 */
function measure(fn: () => void, minMs = 1500): number {
  const warm = performance.now()
  while (performance.now() - warm < 200) fn()
  const perCall: number[] = []
  const start = performance.now()
  while (performance.now() - start < minMs) {
    let runs = 0
    const t0 = performance.now()
    let t = t0
    while (t - t0 < 100) {
      fn()
      runs++
      t = performance.now()
    }
    perCall.push((t - t0) / runs)
  }
  perCall.sort((a, b) => a - b)
  return perCall[Math.floor(perCall.length / 2)] as number
}

let sink = 0
function baseline(arrays: readonly (readonly number[])[]): () => void {
  return () => {
    let s = 0
    for (const a of arrays) for (let i = 0; i < a.length; i++) s += a[i] as number
    sink += s
  }
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US')

function report(label: string, points: number, msEngine: number, msBase: number): void {
  const engine = (points / msEngine) * 1000
  const base = (points / msBase) * 1000
  console.log(`${label}`)
  console.log(`  engine   ${fmt(engine).padStart(14)} points/s   (${msEngine.toFixed(3)} ms per run, ${points} points)`)
  console.log(`  baseline ${fmt(base).padStart(14)} points/s   (bare loop over the same array)`)
  console.log(`  ratio    ${(base / engine).toFixed(1).padStart(14)} × slower than the bare loop`)
}

/** A deterministic 300-point doubles padel match with full detail (seeded, no Math.random). */
function detailedMatch(points: number): {
  rules: Rules
  serverOrder: ServingPlayer[]
  players: StatsPlayer[]
  balls: BallRecord[]
} {
  // Best of five so 300 points fit a match of ordinary sets and a normal deciding super tie-break.
  const rules = { ...defaultRules('padel'), setsToWin: 3 }
  const players: StatsPlayer[] = [
    { id: 'a1', name: 'Iida Koski', team: 0 },
    { id: 'a2', name: 'Ana Ortiz', team: 0 },
    { id: 'b1', name: 'Lea Virta', team: 1 },
    { id: 'b2', name: 'Mia Laine', team: 1 },
  ]
  const serverOrder: ServingPlayer[] = [players[0]!, players[2]!, players[1]!, players[3]!].map((p) => ({
    id: p.id,
    team: p.team,
  }))
  let seed = 20260
  const rand = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T
  const rallyTypes: PointType[] = ['winner', 'winner', 'forced_error', 'unforced_error', 'unforced_error', 'other']
  const balls: BallRecord[] = []
  let state: MatchState = initialMatchState(rules, serverOrder)
  let tries = 0
  while (balls.length < points) {
    const server = currentServer(state)
    if (!server || ++tries > 100_000) break
    const serve = rand()
    const type: PointType =
      serve < 0.04 ? 'ace' : serve < 0.07 ? 'double_fault' : serve < 0.12 ? 'serve_return_error' : pick(rallyTypes)
    const receivers = players.filter((p) => p.team !== server.team)
    const finisher =
      type === 'ace' || type === 'double_fault'
        ? players.find((p) => p.id === server.id)!
        : type === 'serve_return_error'
          ? pick(receivers)
          : pick(players)
    const opponents = players.filter((p) => p.team !== finisher.team)
    // Keep the match going to the full length: bias the score so it does not end before `points`.
    const a = attributePoint({
      pointType: type,
      finisherTeam: finisher.team,
      finisherIsServer: finisher.id === server.id,
      serverTeam: server.team,
      winnerTeam: pick([0, 1] as Team[]),
    })
    if (!a.ok) continue
    const next = scorePoint(state, a.winnerTeam)
    if (next.winner !== null && balls.length < points - 1) continue
    state = next
    balls.push({
      seq: balls.length + 1,
      winnerTeam: a.winnerTeam,
      serverId: server.id,
      pointType: type,
      finisherId: finisher.id,
      shotType: pick(SHOT_TYPES),
      shotSpeed: pick(SHOT_SPEEDS),
      previousShooterId: pick(opponents).id,
      previousShotType: pick(SHOT_TYPES),
      previousShotSpeed: pick(SHOT_SPEEDS),
      from: { x: rand(), y: rand() },
      to: { x: rand(), y: rand() },
      comment: null,
    })
  }
  return { rules, serverOrder, players, balls }
}

console.log(`Courtside scoring bench — Node ${process.version}\n`)

if (existsSync(FIXTURES)) {
  const data = JSON.parse(readFileSync(FIXTURES, 'utf8')) as { tennis: Fixture[]; padel: Fixture[] }
  const matches = [...data.tennis, ...data.padel].map(toReplayable)
  const points = matches.reduce((s, m) => s + m.winners.length, 0)
  const replays = measure(() => {
    for (const m of matches) sink += replayMatch(m).servers.length
  })
  const incremental = measure(() => {
    for (const m of matches) {
      let state = initialMatchState(m.rules, m.serverOrder)
      for (const w of m.winners) state = scorePoint(state, w)
      sink += state.pointCount
    }
  })
  const base = measure(baseline(matches.map((m) => m.winners)))
  report(`replayMatch of all ${matches.length} fixture matches`, points, replays, base)
  report(`scorePoint, point by point, over the same matches`, points, incremental, base)
} else {
  console.log(`fixtures not found at ${FIXTURES}: replay bench skipped\n`)
}

const match = detailedMatch(300)
const stats = measure(() => {
  sink += computeMatchStats(match).story.length
})
const base = measure(baseline([match.balls.map((b) => b.winnerTeam)]))
report(`computeMatchStats of a ${match.balls.length}-point detailed doubles match`, match.balls.length, stats, base)
const filtered = measure(() => {
  sink += computeMatchStats({ ...match, filter: { set: 2, playerId: 'a2' } }).story.length
})
report(`computeMatchStats with set and player filters`, match.balls.length, filtered, base)

if (sink === -1) console.log('') // keeps the measured work observable
