import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import WebSocket from 'ws'
import { PUBLIC_MATCH_CHANNEL, PUBLIC_WALL_CHANNEL } from '@courtside/contracts'
import { CABLE_PROTOCOL } from '../src/live/cable-protocol.ts'
import { DEFAULT_LIVE_LIMITS } from '../src/live/live-limits.ts'
import { MATCHES_CHANNEL } from '../src/live/match-updates-channel.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/cable-consumer.ts'
import { newCoach, type TestCoach } from './support/balls.ts'
import { noRateLimits } from './support/matches.ts'

/**
 * Anything a client may send on /socket, signed in or as a guest: every subscribe is answered (confirmed or
 * rejected) on a socket that stays open, and nothing the client sends makes the server log an error.
 */
let t: TestApp
let coach: TestCoach
let socketUrl: string
const logged: { level: number; msg?: string }[] = []

beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
    rateLimits: noRateLimits(),
    // The budget is tested on its own (live-command-limits); here every frame must be read.
    live: { ...DEFAULT_LIVE_LIMITS, maxCommandsPerSecond: 10_000, maxCommandBurst: 10_000, maxQueuedCommands: 10_000 },
  })
  coach = await newCoach(t.app)
  socketUrl = (await t.listen()).replace('http', 'ws') + '/socket'
})
afterAll(() => t?.close())

const OWN_NAMES = ['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__proto__']
const channelName = fc.oneof(
  fc.constantFrom(MATCHES_CHANNEL, PUBLIC_MATCH_CHANNEL, PUBLIC_WALL_CHANNEL, ...OWN_NAMES),
  fc.string({ maxLength: 20 }),
)
const paramValue = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null))
/** An identifier as JSON text, with any parameter names (own-property names too, written into the text). */
const identifier = fc.oneof(
  fc
    .tuple(channelName, fc.array(fc.tuple(fc.oneof(fc.constantFrom('token', ...OWN_NAMES), fc.string()), paramValue)))
    .map(([channel, params]) =>
      JSON.stringify({ channel }).replace(
        /}$/,
        params.map(([name, value]) => `,${JSON.stringify(name)}:${JSON.stringify(value)}`).join('') + '}',
      ),
    ),
  fc.json({ maxDepth: 2 }),
  fc.string({ maxLength: 40 }),
)
const command = fc.oneof(
  { weight: 4, arbitrary: fc.record({ command: fc.constantFrom('subscribe', 'unsubscribe'), identifier }) },
  { weight: 1, arbitrary: fc.record({ command: fc.constant('message'), identifier, data: fc.string() }) },
  { weight: 1, arbitrary: fc.anything() },
)

interface Frame {
  type?: string
  identifier?: string
}

/** Sends the commands on a fresh socket and waits for an answer to each subscribe (or 3 s). */
async function exchange(signedIn: boolean, commands: unknown[]) {
  const ws = new WebSocket(`${socketUrl}${signedIn ? `?token=${coach.token}` : ''}`, [CABLE_PROTOCOL])
  const frames: Frame[] = []
  let closed = false
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Frame))
  ws.on('close', () => (closed = true))
  ws.on('error', () => {})
  await eventually(() => frames.some((frame) => frame.type === 'welcome'), 5000, 'welcome')
  for (const sent of commands) ws.send(JSON.stringify(sent))
  const subscribes = commands.filter(
    (sent) =>
      typeof sent === 'object' &&
      sent !== null &&
      (sent as { command?: unknown }).command === 'subscribe' &&
      typeof (sent as { identifier?: unknown }).identifier === 'string',
  ).length
  const answers = () => frames.filter((f) => f.type === 'confirm_subscription' || f.type === 'reject_subscription')
  await eventually(() => answers().length >= subscribes || closed, 3000, 'an answer to each subscribe').catch(() => {})
  const open = !closed
  ws.close()
  // Closed before the next run opens another: a user holds at most 20 sockets.
  await eventually(() => closed, 5000, 'the socket closed')
  return {
    subscribes,
    answers: answers().length,
    closed: !open,
    disconnects: frames.filter((f) => f.type === 'disconnect'),
  }
}

describe('hostile frames on /socket', () => {
  it('answers every subscribe, keeps the socket open and logs no error, signed in or as a guest', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(command, { minLength: 1, maxLength: 8 }), async (signedIn, commands) => {
        const before = logged.length
        const result = await exchange(signedIn, commands)
        expect(result.disconnects).toEqual([])
        expect(result.closed).toBe(false)
        expect(result.answers).toBe(result.subscribes)
        expect(logged.slice(before).filter((line) => line.level >= 40)).toEqual([])
      }),
      { numRuns: 200 },
    )
  }, 120_000)
})
