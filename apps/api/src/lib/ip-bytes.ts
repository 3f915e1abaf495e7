import { isIP } from 'node:net'

/**
 * The bytes of an IPv4 (4) or IPv6 (16) address, or null when it is neither. IPv6 may end in a dotted IPv4
 * address (`::ffff:1.2.3.4`); a zone (`fe80::1%eth0`) is ignored.
 */
export function ipBytes(address: string): Uint8Array | null {
  const plain = address.split('%')[0]!
  const family = isIP(plain)
  if (family === 4) return Uint8Array.from(plain.split('.').map(Number))
  if (family !== 6) return null
  let text = plain
  let tail: number[] = []
  const lastColon = text.lastIndexOf(':')
  if (text.includes('.', lastColon)) {
    tail = text
      .slice(lastColon + 1)
      .split('.')
      .map(Number)
    text = `${text.slice(0, lastColon + 1)}0:0`
  }
  const [head = '', rest] = text.split('::')
  const groupsOf = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : [])
  const left = groupsOf(head)
  const right = rest === undefined ? [] : groupsOf(rest)
  const groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
  const bytes = new Uint8Array(16)
  groups.forEach((group, i) => {
    bytes[i * 2] = group >> 8
    bytes[i * 2 + 1] = group & 0xff
  })
  if (tail.length === 4) bytes.set(tail, 12)
  return bytes
}

/** Whether 16 IPv6 bytes are an IPv4-mapped address (`::ffff:a.b.c.d`). */
export const isIpv4Mapped = (bytes: Uint8Array): boolean =>
  bytes.length === 16 && bytes.subarray(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff
