// A live socket as the web app opens it (the ActionCable protocol of apps/api/src/live/cable-protocol.ts): /socket
// with the session token, subscribed to the signed-in user's matches channel, keeping every message it hears.
import WebSocket from 'ws'

const PROTOCOL = 'actioncable-v1-json'
const MATCHES_CHANNEL = JSON.stringify({ channel: 'AuthenticatedMatchesChannel' })

/** Resolves once the subscription is confirmed; rejects on a refusal, a close or after `timeoutMs`. */
export function subscribeToMatches(baseUrl, token, { ca, origin, timeoutMs = 30_000 } = {}) {
  const address = `${baseUrl.replace(/^http/, 'ws')}/socket?token=${encodeURIComponent(token)}`
  const received = []
  const ws = new WebSocket(address, [PROTOCOL], { ca, origin })
  let closed = false
  ws.on('close', () => (closed = true))
  const socket = {
    received,
    get closed() {
      return closed
    },
    close: () => ws.terminate(),
  }
  return new Promise((resolve, reject) => {
    const fail = (why) => {
      clearTimeout(timer)
      ws.terminate()
      reject(new Error(`the live socket through ${baseUrl}: ${why}`))
    }
    const timer = setTimeout(() => fail(`no confirmed subscription within ${timeoutMs} ms`), timeoutMs)
    ws.on('unexpected-response', (_request, response) => fail(`the upgrade was answered ${response.statusCode}`))
    ws.on('error', (error) => fail(String(error)))
    ws.on('close', (code) => fail(`closed (${code}) before the subscription was confirmed`))
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data))
      if (frame.type === 'welcome') ws.send(JSON.stringify({ command: 'subscribe', identifier: MATCHES_CHANNEL }))
      else if (frame.type === 'reject_subscription') fail('the subscription was rejected')
      else if (frame.type === 'disconnect') fail(`disconnected: ${frame.reason}`)
      else if (frame.type === 'confirm_subscription') {
        clearTimeout(timer)
        ws.removeAllListeners('close')
        ws.removeAllListeners('error')
        ws.on('close', () => (closed = true))
        ws.on('error', () => {})
        resolve(socket)
      } else if (frame.identifier === MATCHES_CHANNEL) received.push(frame.message)
    })
  })
}
