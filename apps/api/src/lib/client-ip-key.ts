import { ipBytes, isIpv4Mapped } from './ip-bytes.ts'

/**
 * What per-client limits count by, from a client's IP address: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4 address), an IPv6 address as its /64, the smallest network a provider hands out, so one
 * client cannot walk past a limit by using the 2^64 addresses it holds (ADR 0051). Anything else unchanged.
 */
export function clientIpKey(ip: string): string {
  const bytes = ipBytes(ip)
  if (!bytes) return ip
  if (bytes.length === 4) return bytes.join('.')
  if (isIpv4Mapped(bytes)) return bytes.subarray(12).join('.')
  const groups: string[] = []
  for (let i = 0; i < 8; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16))
  return `${groups.join(':')}::/64`
}
