import type { CableServer } from './cable-server.ts'
import { MATCHES_CHANNEL } from './match-updates-channel.ts'

/** Whether any socket of this instance follows the signed-in channel: with nobody, a fan-out skips the database. */
export function anyoneSignedInListening(cable: CableServer): boolean {
  for (const connection of cable.connections()) {
    if (connection.userId !== null && connection.subscriptions.has(MATCHES_CHANNEL)) return true
  }
  return false
}

/** Sends a message on the signed-in channel to the sockets of these users only. */
export function sendToUsers(cable: CableServer, message: object, users: ReadonlySet<number>): number {
  return cable.broadcast(
    MATCHES_CHANNEL,
    message,
    (connection) => connection.userId !== null && users.has(connection.userId),
  )
}
