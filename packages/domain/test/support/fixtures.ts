/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultRules, type Rules, type ServingPlayer, type Team } from '../../src/index.ts'

/** ../shared/fixtures beside the repository (never copied into it: CC BY-NC-SA). */
export const FIXTURES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/fixtures')
export const FIXTURES_FILE = resolve(FIXTURES_DIR, 'real-matches.json')
export const haveFixtures = existsSync(FIXTURES_FILE)

interface FixtureRules {
  sport: 'padel' | 'tennis'
  format: 'singles' | 'doubles'
  setsToWin: number
  gamesPerSet: number
  tieBreakPoints: number
  goldenPoint: boolean
  finalSet: { tieBreak?: boolean; tieBreakPoints?: number; superTieBreak?: boolean }
}

export interface Fixture {
  id: string
  rules: FixtureRules
  firstServer: Team
  points: string
  servers: string
  expected: { sets: [number, number][]; tieBreaks: ([number, number] | null)[]; winner: Team }
}

export function loadFixtures(): Fixture[] {
  const data = JSON.parse(readFileSync(FIXTURES_FILE, 'utf8')) as { tennis: Fixture[]; padel: Fixture[] }
  return [...data.tennis, ...data.padel]
}

export function fixtureRules(r: FixtureRules): Rules {
  const superTieBreak = r.finalSet.superTieBreak === true
  return {
    ...defaultRules(r.sport),
    setsToWin: r.setsToWin,
    gamesToWinSet: r.gamesPerSet,
    tieBreakPointsToWin: r.tieBreakPoints,
    setTieBreakAt: r.gamesPerSet,
    decidingPointAtDeuce: r.goldenPoint ? 1 : null,
    superTieBreak,
    superTieBreakPointsToWin: superTieBreak ? (r.finalSet.tieBreakPoints ?? 10) : 10,
    finalSetTieBreak: r.finalSet.tieBreak !== false,
    finalSetTieBreakPointsToWin: superTieBreak ? 7 : (r.finalSet.tieBreakPoints ?? 7),
  }
}

/** Server ids are the fixture's own symbols: tennis side 0/1; padel slot 0..3 = A1, B1, A2, B2 (slot s on side s % 2). */
export function fixtureServerOrder(f: Fixture): ServingPlayer[] {
  const slots = f.rules.format === 'doubles' ? [0, 1, 2, 3] : [0, 1]
  const order = slots.map((s) => ({ id: String(s), team: (s % 2) as Team }))
  return [...order.slice(f.firstServer), ...order.slice(0, f.firstServer)]
}

export const fixtureWinners = (f: Fixture): Team[] => [...f.points].map((c) => (c === '0' ? 0 : 1))
