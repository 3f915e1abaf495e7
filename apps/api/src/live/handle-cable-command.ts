import { MAX_IDENTIFIER_BYTES, parseClientCommand, parseIdentifier } from './cable-protocol.ts'
import type { Connection } from './cable-connection.ts'
import type { CableChannel } from './cable-server-options.ts'

/**
 * Runs one client frame of a connection: a subscribe the channel allows is confirmed (then the channel is told),
 * any other rejected; an unsubscribe is done, a client message is ignored. Returns false for an identifier too long
 * to be ours: the caller ends the connection, for good.
 */
export async function handleCableCommand(
  connection: Connection,
  raw: string,
  channels: ReadonlyMap<string, CableChannel>,
): Promise<boolean> {
  const command = parseClientCommand(raw)
  if (!command) return true
  // Not ours (the consumer sends a few dozen bytes), and echoing it would let a client make us buffer any amount. A
  // rejection cannot name it without echoing it.
  if (Buffer.byteLength(command.identifier) > MAX_IDENTIFIER_BYTES) return false
  const target = parseIdentifier(command.identifier)
  const channel = target ? channels.get(target.channel) : undefined
  switch (command.command) {
    case 'subscribe': {
      const open = channel !== undefined && (connection.userId !== null || channel.guests === true)
      const allowed = target && channel && open ? await channel.authorize(connection, target.params) : false
      if (allowed && target) {
        // The consumer sends its subscribe again on the server's welcome (and until confirmed), so a subscription made
        // while the socket opened arrives twice: the repeat is confirmed, but nothing was missed in between.
        const repeated = connection.subscriptions.get(target.channel) === command.identifier
        connection.subscriptions.set(target.channel, command.identifier)
        connection.send({ type: 'confirm_subscription', identifier: command.identifier })
        if (!repeated) await channel?.confirmed?.(connection)
      } else {
        connection.send({ type: 'reject_subscription', identifier: command.identifier })
      }
      return true
    }
    case 'unsubscribe':
      if (target) connection.subscriptions.delete(target.channel)
      return true
    case 'message':
      // Our channels only stream from server to client; client actions are ignored.
      return true
  }
}
