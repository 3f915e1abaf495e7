import { ipBytes } from './ip-bytes.ts'

/** The widest ranges TRUST_PROXY accepts (ADR 0051): an IPv4 /8 (10.0.0.0/8), an IPv6 /32 (one provider). */
const MIN_IPV4_PREFIX = 8
const MIN_IPV6_PREFIX = 32
/** Ranges no client on the internet comes from, trusted at any width: fc00::/7 (unique local), fe80::/10. */
const PRIVATE_IPV6 = [
  { bytes: ipBytes('fc00::')!, bits: 7 },
  { bytes: ipBytes('fe80::')!, bits: 10 },
]

/** Whether the first `bits` bits of two byte strings are equal. */
function samePrefix(a: Uint8Array, b: Uint8Array, bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const bit = (x: Uint8Array) => (x[i >> 3]! >> (7 - (i & 7))) & 1
    if (bit(a) !== bit(b)) return false
  }
  return true
}

const MAPPED_PREFIX = ipBytes('::ffff:0:0')!

/**
 * Why a TRUST_PROXY range is refused, or null when it is narrow enough. A proxy trusted for a whole address family
 * (0.0.0.0/0, ::/0, or 0.0.0.0/1 with 128.0.0.0/1) lets any client choose its address with X-Forwarded-For, as
 * `true` would; so does an IPv6 range holding every IPv4-mapped address (::ffff:0:0/96), which a dual-stack
 * server sees IPv4 clients as. Ranges wider than any one operator's network are refused for the same reason.
 */
export function tooWideProxyRange(address: string, bits: number): string | null {
  const bytes = ipBytes(address)
  if (!bytes) return null
  if (bytes.length === 4) {
    return bits < MIN_IPV4_PREFIX ? `an IPv4 range wider than /${MIN_IPV4_PREFIX} trusts most of the internet` : null
  }
  // An IPv6 range overlapping ::ffff:0:0/96 holds IPv4 clients: judged by the IPv4 part it holds.
  if (samePrefix(bytes, MAPPED_PREFIX, Math.min(bits, 96))) {
    return bits - 96 < MIN_IPV4_PREFIX
      ? `it holds every IPv4-mapped address wider than /${MIN_IPV4_PREFIX} (every IPv4 client on a dual-stack server)`
      : null
  }
  if (PRIVATE_IPV6.some((range) => bits >= range.bits && samePrefix(bytes, range.bytes, range.bits))) return null
  return bits < MIN_IPV6_PREFIX ? `an IPv6 range wider than /${MIN_IPV6_PREFIX} trusts most of the internet` : null
}
