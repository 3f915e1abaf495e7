import type { Connection } from './cable-connection.ts'

export interface ConnectionRegistry {
  /** The live connections now, as a copy: connections may be forgotten or closed while it is gone through. */
  snapshot(): Connection[]
  values(): Iterable<Connection>
  /** Live sockets of this user, and of guests at this address: what the per-user and per-address caps count. */
  countOfUser(userId: number): number
  countOfGuests(address: string): number
  add(connection: Connection): void
  /** Takes the connection out of every count; a second call does nothing. */
  forget(connection: Connection): void
  clear(): void
}

/** The live connections of one cable server, counted per signed-in user and, for guests, per client address. */
export function createConnectionRegistry(): ConnectionRegistry {
  const live = new Set<Connection>()
  const byUser = new Map<number, Set<Connection>>()
  // Guests have no user to count by: their sockets are counted per address.
  const guestsByAddress = new Map<string, number>()
  return {
    snapshot: () => [...live],
    values: () => live.values(),
    countOfUser: (userId) => byUser.get(userId)?.size ?? 0,
    countOfGuests: (address) => guestsByAddress.get(address) ?? 0,
    add(connection) {
      live.add(connection)
      if (connection.userId === null) {
        guestsByAddress.set(connection.address, (guestsByAddress.get(connection.address) ?? 0) + 1)
        return
      }
      const own = byUser.get(connection.userId)
      if (own) own.add(connection)
      else byUser.set(connection.userId, new Set([connection]))
    },
    forget(connection) {
      if (!live.delete(connection)) return
      if (connection.userId === null) {
        const left = (guestsByAddress.get(connection.address) ?? 1) - 1
        if (left > 0) guestsByAddress.set(connection.address, left)
        else guestsByAddress.delete(connection.address)
        return
      }
      const own = byUser.get(connection.userId)
      own?.delete(connection)
      if (own?.size === 0) byUser.delete(connection.userId)
    },
    clear() {
      live.clear()
      byUser.clear()
      guestsByAddress.clear()
    },
  }
}
