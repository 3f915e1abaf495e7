import WebSocket from 'ws'
import { eventually, loadActionCable } from './cable-consumer.ts'

export const MATCHES_CHANNEL_NAME = 'AuthenticatedMatchesChannel'

/** A real @rails/actioncable consumer subscribed to the matches channel, recording what it hears. */
export function subscribedConsumer(
  baseUrl: string,
  token: string,
  onDisconnected?: (info: { willAttemptReconnect: boolean }, consumer: { connection: unknown }) => void,
) {
  return consumerOn(`/socket?token=${encodeURIComponent(token)}`, baseUrl, MATCHES_CHANNEL_NAME, onDisconnected)
}

/** subscribedConsumer once its subscription is confirmed; its close joins `closers`, which the test file runs. */
export async function confirmedConsumer(baseUrl: string, token: string, closers: (() => void)[]) {
  const client = await subscribedConsumer(baseUrl, token)
  closers.push(client.close)
  await eventually(() => client.state.connected, 5000, 'subscription confirmed')
  return client
}

/** A guest's consumer (no sign-in token) subscribed to PublicMatchChannel with a share token (ADR 0033). */
export function guestConsumer(baseUrl: string, shareToken: string, extraParams: Record<string, unknown> = {}) {
  return consumerOn('/socket', baseUrl, { channel: 'PublicMatchChannel', token: shareToken, ...extraParams })
}

async function consumerOn(
  path: string,
  baseUrl: string,
  channel: string | ({ channel: string } & Record<string, unknown>),
  onDisconnected?: (info: { willAttemptReconnect: boolean }, consumer: { connection: unknown }) => void,
) {
  const { createConsumer } = await loadActionCable()
  const consumer = createConsumer(`${baseUrl.replace(/^http/, 'ws')}${path}`)
  const state = {
    connected: false,
    rejected: false,
    disconnects: [] as { willAttemptReconnect: boolean }[],
    received: [] as unknown[],
  }
  consumer.subscriptions.create(channel, {
    connected: () => (state.connected = true),
    rejected: () => (state.rejected = true),
    disconnected: (info: { willAttemptReconnect: boolean }) => {
      state.disconnects.push(info)
      onDisconnected?.(info, consumer as unknown as { connection: unknown })
    },
    received: (data: unknown) => state.received.push(data),
  })
  return { consumer, state, close: () => consumer.disconnect() }
}

/**
 * Every frame but the keep-alive pings a raw protocol client receives until the server closes the socket (or `ms`
 * pass): a ping's arrival depends on how long the handshake took, never on what a test asserts.
 */
export function rawFrames(
  address: string,
  options: { origin?: string; ms?: number; send?: unknown[] } = {},
): Promise<unknown[]> {
  return new Promise((resolve) => {
    const ws = new WebSocket(address, ['actioncable-v1-json'], options.origin ? { origin: options.origin } : {})
    const frames: unknown[] = []
    const timer = setTimeout(() => ws.close(), options.ms ?? 2000)
    ws.on('open', () => {
      for (const frame of options.send ?? []) ws.send(JSON.stringify(frame))
    })
    ws.on('message', (d) => {
      const frame = JSON.parse(d.toString()) as { type?: string }
      if (frame.type !== 'ping') frames.push(frame)
    })
    ws.on('unexpected-response', (_req, res) => {
      clearTimeout(timer)
      resolve([{ status: res.statusCode }])
    })
    ws.on('close', () => {
      clearTimeout(timer)
      resolve(frames)
    })
    ws.on('error', () => {})
  })
}
