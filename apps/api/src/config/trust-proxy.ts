import { isIP } from 'node:net'
import { tooWideProxyRange } from '../lib/too-wide-proxy-range.ts'
import { readList } from './read-env.ts'

// proxy-addr's names for address ranges, accepted in TRUST_PROXY's list.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * TRUST_PROXY: a hop count or the proxies' addresses/CIDRs. `true` (trust every hop) is refused: any client could
 * then pick its own address with X-Forwarded-For and walk past the per-IP rate limits (ADR 0021).
 */
export function parseTrustProxy(raw: string | undefined): false | number | string {
  const value = raw?.trim()
  if (!value || value === 'false' || value === '0') return false
  if (value === 'true')
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address; give the number of proxies in front (e.g. 1) or their addresses/CIDRs',
    )
  if (/^\d+$/.test(value)) return Number(value) // number of proxy hops
  for (const entry of readList(value)) {
    const [address, bits, extra] = entry.split('/')
    const family = isIP(address ?? '')
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
    if (!PROXY_RANGE_NAMES.has(entry) && (family === 0 || !validBits || extra !== undefined))
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR or one of ${[...PROXY_RANGE_NAMES].join(', ')}`,
      )
    // A range as wide as the internet has the effect of the refused `true` (ADR 0051).
    const tooWide = bits === undefined ? null : tooWideProxyRange(address!, Number(bits))
    if (tooWide)
      throw new Error(`TRUST_PROXY: "${entry}" is refused: ${tooWide}; give your proxies' own addresses or network`)
  }
  return value // addresses / CIDRs, comma-separated
}
