import {
  playerDisplayName,
  type ConnectRequest,
  type OrganizationMember,
  type OrganizationPlayer,
  type OrganizationSummary,
} from '@courtside/contracts'
import type { MemberRow } from './organization-repository.ts'
import type { OrganizationPlayerRow } from './organization-player-repository.ts'
import type { UserOrganizationRow } from './user-organization-repository.ts'

export const fullName = (first: string, last: string) => `${first} ${last}`.trim()

export function presentSummary(row: UserOrganizationRow): OrganizationSummary {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    license_status: row.licenseStatus,
    player_count: row.playerCount,
    created_at: row.createdAt.toISOString(),
    role: row.role,
    coach_status: row.status,
  }
}

/** A member; the e-mail address only for the organization's admins, who manage the people (null for others). */
export function presentMember(row: MemberRow, viewerIsAdmin: boolean): OrganizationMember {
  return {
    id: row.userId,
    name: fullName(row.firstName, row.lastName),
    email: viewerIsAdmin ? row.email : null,
    role: row.role,
    added_at: row.createdAt.toISOString(),
  }
}

export function presentRequest(
  row: MemberRow,
  organization: { id: number; name: string; subdomain: string },
): ConnectRequest {
  return {
    id: row.membershipId,
    status: 'pending',
    created_at: row.createdAt.toISOString(),
    user: { id: row.userId, name: fullName(row.firstName, row.lastName), email: row.email },
    organization: { id: organization.id, name: organization.name, subdomain: organization.subdomain },
  }
}

/** An athlete shared with the organization, with the coach who shared them. */
export function presentOrganizationPlayer(row: OrganizationPlayerRow): OrganizationPlayer {
  return {
    id: row.playerId,
    name: playerDisplayName({ first_name: row.firstName, last_name: row.lastName, display_name: row.displayName }),
    email: row.email,
    added_at: row.addedAt.toISOString(),
    coach: { id: row.coachId, name: fullName(row.coachFirstName, row.coachLastName) },
  }
}
