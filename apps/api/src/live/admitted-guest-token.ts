import type { CableConnection } from './cable-connection.ts'

/**
 * The token of a guest channel's subscribe when its params hold that one well-formed token and nothing else, and the
 * client's address may still ask (`admit`, its rate limit); null otherwise. Refusals are decided in memory first
 * (ADR 0050); a socket that closed meanwhile costs no further query.
 */
export async function admittedGuestToken(
  connection: CableConnection,
  params: Record<string, unknown>,
  pattern: RegExp,
  admit: (address: string) => Promise<boolean>,
): Promise<string | null> {
  const { token, ...rest } = params
  if (typeof token !== 'string' || !pattern.test(token) || Object.keys(rest).length > 0) return null
  if (!connection.isOpen || !(await admit(connection.address)) || !connection.isOpen) return null
  return token
}
