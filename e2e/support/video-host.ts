import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface HostedFile {
  body: Buffer | string
  type: string
}

export interface VideoHost {
  /** https://127.0.0.1:<port>: another origin than the app's. */
  url: string
  /** The paths asked for, in order. */
  requests: string[]
  close(): Promise<void>
}

/** A certificate for 127.0.0.1, valid for a day; its files are removed once read. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'courtside-video-host-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Another web host a coach links a video from: HTTPS on 127.0.0.1 with a self-signed certificate made with openssl
 * (the browser runs with --ignore-certificate-errors), answering byte ranges as a video host does, and CORS for
 * everyone, as an HLS host must for hls.js to read its playlists.
 */
export async function startVideoHost(files: Record<string, HostedFile>): Promise<VideoHost> {
  const requests: string[] = []
  const server = createServer(selfSignedCertificate(), (request, response) => {
    const path = new URL(request.url ?? '/', 'https://host').pathname
    requests.push(path)
    const file = files[path]
    response.setHeader('access-control-allow-origin', '*')
    if (!file) return void response.writeHead(404).end()
    const body = Buffer.from(file.body)
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '')
    response.setHeader('content-type', file.type)
    response.setHeader('accept-ranges', 'bytes')
    if (!range) return void response.writeHead(200, { 'content-length': body.length }).end(body)
    const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]))
    const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1
    response
      .writeHead(206, { 'content-range': `bytes ${start}-${end}/${body.length}`, 'content-length': end - start + 1 })
      .end(body.subarray(start, end + 1))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `https://127.0.0.1:${port}`,
    requests,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
