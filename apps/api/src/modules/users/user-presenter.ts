import type { User } from '@courtside/contracts'
import type { UserRow } from '../../db/schema/index.ts'

/** The user entity as the API shows it. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    coach_viewer: row.coachViewer,
    locale: row.locale,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Full name, falling back to the email (the sidebar rule). */
export function displayName(row: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${row.firstName} ${row.lastName}`.trim() || row.email
}

/** The short form auth calls return. */
export function presentAuthUser(row: UserRow): { id: number; email: string; name: string } {
  return { id: row.id, email: row.email, name: displayName(row) }
}
