// HTTPS and HTTP/2 as a browser would speak them to Caddy, trusting only the smoke run's local CA.
import http from 'node:http'
import http2 from 'node:http2'
import https from 'node:https'
import { isIPv4 } from 'node:net'

/**
 * One request; never throws: an answer that never came (refused, reset, timed out) is status 0 with the error as
 * its body. `localAddress` picks the client's source address (any 127.x.y.z works on loopback).
 */
export function request(url, { method = 'GET', body, headers = {}, ca, localAddress, timeoutMs = 15_000 } = {}) {
  const target = new URL(url)
  const client = target.protocol === 'https:' ? https : http
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve) => {
    const req = client.request(
      target,
      {
        method,
        ca,
        localAddress,
        // `localhost` may resolve to ::1 first, which an IPv4 source address cannot reach.
        family: localAddress && isIPv4(localAddress) ? 4 : undefined,
        agent: false,
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed(text) }))
        res.on('error', (error) => resolve({ status: 0, headers: {}, body: String(error) }))
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on('error', (error) => resolve({ status: 0, headers: {}, body: String(error) }))
    req.end(payload)
  })
}

function parsed(text) {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** GET over a fresh TLS connection that offers only h2 in ALPN: the protocol agreed, the status, headers and body. */
export function getOverHttp2(url, { ca, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(url, { ca, ALPNProtocols: ['h2'] })
    const timer = setTimeout(() => {
      session.destroy()
      reject(new Error(`no HTTP/2 answer from ${url} within ${timeoutMs} ms`))
    }, timeoutMs)
    session.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    const target = new URL(url)
    const stream = session.request({ ':path': target.pathname + target.search, accept: 'text/html' })
    let headers = {}
    let body = ''
    stream.setEncoding('utf8')
    stream.on('response', (h) => (headers = h))
    stream.on('data', (chunk) => (body += chunk))
    stream.on('end', () => {
      clearTimeout(timer)
      const protocol = session.alpnProtocol
      session.close()
      resolve({ protocol, status: headers[':status'], headers, body })
    })
    stream.on('error', (error) => {
      clearTimeout(timer)
      session.destroy()
      reject(error)
    })
  })
}
